/**
 * Budget check (issue 5): a Vite production build of what the configurator's first screen imports from
 * design-system + themes (size-entry.ts), React external, with the same build plugins as the configurator
 * (../buildPlugins.ts: react-aria locales limited to en-US and de-DE, Gregorian calendar only). Prints the gzip size of the first screen's JS+CSS and, separately,
 * of the lazily loaded panorama chunk, plus the biggest packages. With --strict it exits non-zero above
 * the 70 KB target.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { gregorianCalendarOnly, reactAriaLocales } from '../buildPlugins.ts';

const budgetKb = 70;
const entry = fileURLToPath(new URL('./size-entry.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

const output = await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactAriaLocales(),
    gregorianCalendarOnly(),
  ],
  build: {
    write: false,
    minify: true,
    cssCodeSplit: true,
    lib: { entry, formats: ['es'], fileName: 'first-screen' },
    rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
  },
});

const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
const files = outputs.flatMap((o) => o.output);
const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Part {
  js: number;
  css: number;
  names: string[];
}
const firstScreen: Part = { js: 0, css: 0, names: [] };
const panorama: Part = { js: 0, css: 0, names: [] };
const laterChunks: Part = { js: 0, css: 0, names: [] };
const cssOf = new Map<string, string | Uint8Array>();
for (const file of files) if (file.type === 'asset' && file.fileName.endsWith('.css')) cssOf.set(file.fileName, file.source);

// The first screen: the entry and every chunk it imports statically (shared chunks of lazy parts excluded).
const chunkByName = new Map(
  files.filter((f): f is Rollup.OutputChunk => f.type === 'chunk').map((f) => [f.fileName, f]),
);
const staticallyLoaded = new Set<string>();
const reach = (name: string) => {
  if (staticallyLoaded.has(name)) return;
  staticallyLoaded.add(name);
  for (const imported of chunkByName.get(name)?.imports ?? []) reach(imported);
};
for (const chunk of chunkByName.values()) if (chunk.isEntry) reach(chunk.fileName);

for (const file of files) {
  if (file.type !== 'chunk') continue;
  // Lazily imported chunks load later: the one carrying pannellum is the panorama; the rest (the carousel
  // beyond its first picture) is reported apart. Everything else loads with the first screen.
  const hasPannellum = Object.keys(file.modules).some((id) => id.includes('/pannellum/'));
  const part = staticallyLoaded.has(file.fileName) ? firstScreen : hasPannellum ? panorama : laterChunks;
  part.js += gzip(file.code);
  part.names.push(file.fileName);
  const imported = (file as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
    ?.importedCss;
  for (const css of imported ?? []) {
    const source = cssOf.get(css);
    if (source !== undefined) {
      part.css += gzip(source);
      part.names.push(css);
      cssOf.delete(css);
    }
  }
}
// CSS not tied to a chunk (lib mode puts the entry's CSS in one file) belongs to the first screen.
for (const [name, source] of cssOf) {
  firstScreen.css += gzip(source);
  firstScreen.names.push(name);
}

const total = firstScreen.js + firstScreen.css;
console.log('Design system + themes as the first configurator screen imports them (gzip, React excluded):');
console.log(`  JS ${kb(firstScreen.js)} + CSS ${kb(firstScreen.css)} = ${kb(total)}  (budget ${budgetKb} KB)`);
console.log(`  files: ${firstScreen.names.join(', ')}`);
console.log('Panorama chunk, loaded only when a panorama is shown (gzip):');
console.log(`  JS ${kb(panorama.js)} + CSS ${kb(panorama.css)} = ${kb(panorama.js + panorama.css)}`);
console.log(`  files: ${panorama.names.join(', ')}`);
console.log('Other lazy chunks (the parts the app renders after its first render, the carousel beyond its first picture; gzip):');
console.log(`  JS ${kb(laterChunks.js)} + CSS ${kb(laterChunks.css)} = ${kb(laterChunks.js + laterChunks.css)}`);
console.log(`  files: ${laterChunks.names.join(', ')}`);

// Where the first screen's bytes come from (minified, before gzip), by package or design-system folder.
const byOrigin = new Map<string, number>();
for (const file of files) {
  if (file.type !== 'chunk' || !staticallyLoaded.has(file.fileName)) continue;
  for (const [id, module] of Object.entries(file.modules)) {
    const inPackage = id.split('node_modules/')[1];
    const origin = inPackage
      ? inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/')
      : `design-system ${id.split('/src/')[1]?.split('/').slice(0, 2).join('/') ?? id}`;
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + module.renderedLength);
  }
}
console.log('Largest parts of the first screen (rendered, before minification and gzip):');
for (const [origin, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
  console.log(`  ${kb(bytes).padStart(9)}  ${origin}`);
}

if (total > budgetKb * 1024) {
  console.log(`Over the ${budgetKb} KB budget by ${kb(total - budgetKb * 1024)}.`);
  if (process.argv.includes('--strict')) process.exitCode = 1;
}
