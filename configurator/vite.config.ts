import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { gregorianCalendarOnly, precompress, reactAriaLocales } from '../design-system/buildPlugins.ts';
import { embedScript } from './embedBuild.ts';

/**
 * The entry (src/main.tsx) is small and imports the app (src/mount.tsx) dynamically, so the login starts
 * before the app's code is evaluated. The app's JavaScript is still needed at once: index.html preloads
 * it (modulepreload) next to the entry instead of waiting for the entry to ask for it.
 */
function preloadApp(): Plugin {
  return {
    name: 'venue:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/mount.tsx'));
        if (!entry || !app) return [];
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = new Set<string>();
        const collect = (name: string, into: Set<string>) => {
          if (into.has(name)) return;
          into.add(name);
          for (const imported of byName.get(name)?.imports ?? []) collect(imported, into);
        };
        collect(entry.fileName, loadedByEntry);
        const appFiles = new Set<string>();
        collect(app.fileName, appFiles);
        return [...appFiles]
          .filter((name) => !loadedByEntry.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Writes `version.json` ({ "version": "<package version>+<content hash>" }) next to index.html: open pages
 * poll it (src/app/updateCheck.ts) and offer a reload once a new build is deployed. The hash is taken over
 * the emitted files, so rebuilding unchanged sources gives the same version (no needless reload toast).
 */
function versionFile(): Plugin {
  return {
    name: 'venue:version-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const file = bundle[name];
        hash.update(name);
        if (file?.type === 'chunk') hash.update(file.code);
        else if (file) hash.update(file.source);
      }
      const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
        version: string;
      };
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: `${version}+${hash.digest('hex').slice(0, 12)}` })}\n`,
      });
    },
  };
}

/**
 * `vite build --mode floor` builds the floor page of `npm run bench:web` (src/bench-floor: react-aria's
 * RangeCalendar alone) with the same plugins and options, into dist-floor (the bench passes its own --outDir
 * and --base). The configurator's build never contains it.
 */
export default defineConfig(({ mode }) => ({
  ...(mode === 'floor' ? { root: fileURLToPath(new URL('./src/bench-floor', import.meta.url)) } : {}),
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Only en and de are supported: drop react-aria's other locale strings from the bundle.
    reactAriaLocales(),
    gregorianCalendarOnly(),
    preloadApp(),
    embedScript(),
    versionFile(),
    // .br and .gz copies of the text files, sent by the server as the browser accepts (server/src/http/static.ts).
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: mode === 'floor' ? fileURLToPath(new URL('./dist-floor', import.meta.url)) : 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
}));
