// Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm keeps drizzle-orm in
// server/node_modules while hoisting drizzle-kit to the root, where drizzle-kit cannot find it.
import Module, { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = new URL('../package.json', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`
const here = ${JSON.stringify(here)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: here });
  }
  return next(specifier, context);
}`)}`,
);
// CommonJS require() inside drizzle-kit honours NODE_PATH once the paths are re-read.
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths();
const require = createRequire(here);
const bin = require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs');
process.argv.splice(1, 1, bin);
await import(bin);
