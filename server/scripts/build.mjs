/*
 * `npm run build -w @venue/server`: compiles the server ahead of time into one ES module, dist/main.js, so
 * `npm start` runs plain JavaScript instead of compiling TypeScript at every start (and in every worker
 * process). The workspace packages (@venue/domain, @venue/themes: TypeScript sources) are bundled in; every
 * other package stays an import resolved from node_modules at run time, as under tsx.
 * dist/main.js sits one folder below server/, as src/*.ts do, so paths taken relative to a module
 * (src/paths.ts: the migrations, the built apps) are the same compiled or not.
 */
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces name the source files; nothing else needs minifying on a server.
  minify: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(b) {
        // A bare import is a package: external, except the workspace's own TypeScript packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@venue/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`Server compiled to server/dist/main.js in ${Math.round(performance.now() - started)} ms`);
