import { fileURLToPath } from 'node:url';

/*
 * Folders the server reads at run time, taken from this module's place: src/paths.ts under tsx, dist/main.js
 * when compiled (scripts/build.mjs). Both sit one folder below server/, so the paths agree.
 */
const serverDir = new URL('..', import.meta.url);

/** server/drizzle: the migrations. */
export const migrationsDir = fileURLToPath(new URL('drizzle', serverDir));
/** configurator/dist and property-app/dist: the built apps, unless STATIC_DIR / PROPERTY_APP_DIR say otherwise. */
export const builtAppDirs = {
  configurator: fileURLToPath(new URL('../configurator/dist', serverDir)),
  propertyApp: fileURLToPath(new URL('../property-app/dist', serverDir)),
};
