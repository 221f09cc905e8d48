import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defineConfig, normalizePath, type Plugin, type Rollup } from 'vite';
import {
  gregorianCalendarOnly,
  idsWithoutHydrationStore,
  localeFromProvider,
  precompress,
  reactAriaLocales,
} from '../design-system/buildPlugins.ts';
import { embedScript } from './embedBuild.ts';

/**
 * The page's script (src/entry.ts) imports the app's start (src/main.tsx) dynamically, once a server-rendered
 * first screen's picture is painted; that start imports the app (src/mount.tsx) dynamically, so the login starts
 * before the app's code is evaluated. Their JavaScript is still needed at once: index.html preloads it
 * (modulepreload) next to the entry instead of waiting for the entry to ask for it.
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
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/mount.tsx'));
        if (!entry || !start || !app) return [];
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = new Set<string>();
        const collect = (name: string, into: Set<string>) => {
          if (into.has(name)) return;
          into.add(name);
          for (const imported of byName.get(name)?.imports ?? []) collect(imported, into);
        };
        collect(entry.fileName, loadedByEntry);
        const appFiles = new Set<string>();
        collect(start.fileName, appFiles);
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

/** The folder of the server's bundle inside the client build's folder (docs/serving.md#the-server-rendered-first-screen). */
const SSR_FOLDER = '.ssr';
const root = fileURLToPath(new URL('.', import.meta.url));
const trackerModule = fileURLToPath(new URL('./src/app/renderedChunks.tsx', import.meta.url));

/**
 * After the client build, the server's bundle of the first screen (src/entry-server.tsx, `vite build --ssr`) into
 * `<outDir>/.ssr`, self-contained (React and every dependency bundled: the folder may be copied anywhere, as e2e
 * lanes do) and with the same plugins, so vanilla-extract's class names are the client's. The server finds it
 * next to index.html (server/src/config.ts ssrBundleDir).
 */
function serverBundle(): Plugin {
  let outDir = '';
  return {
    name: 'venue:server-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== 'floor',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: fileURLToPath(import.meta.url),
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: resolve(outDir, SSR_FOLDER), emptyOutDir: true },
      });
    },
  };
}

/**
 * The SSR build's side of src/app/renderedChunks.tsx: each `lazy(() => import('x'))` / `lazyPage(() => import('x'))`
 * of the app becomes `trackedChunk('<x's key in the client manifest>', lazy(…))`, so a server render can name the
 * lazily loaded parts it showed and the server link their CSS.
 */
function trackLazyParts(): Plugin {
  const call = /\b(lazy|lazyPage)\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g;
  return {
    name: 'venue:track-lazy-parts',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/(configurator|design-system)\/src\/.*\.tsx?$/.test(id) || id === trackerModule) return null;
      if (!/\blazy(Page)?\(/.test(code)) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(call)) {
        if (match.index < last) continue;
        // The call's closing parenthesis (the source's own lazy calls hold no parenthesis in a string).
        let depth = 0;
        let end = match.index + (match[1] ?? '').length;
        for (; end < code.length; end++) {
          if (code[end] === '(') depth++;
          else if (code[end] === ')' && --depth === 0) break;
        }
        const resolved = await this.resolve(match[3] ?? '', id);
        if (!resolved) continue;
        const key = normalizePath(relative(root, resolved.id));
        out += `${code.slice(last, match.index)}__trackedChunk(${JSON.stringify(key)}, ${code.slice(match.index, end + 1)})`;
        last = end + 1;
      }
      if (last === 0) return null;
      return {
        code: `import { trackedChunk as __trackedChunk } from ${JSON.stringify(trackerModule)};\n${out}${code.slice(last)}`,
        map: null,
      };
    },
  };
}

/** The plugins that shape the module graph: the client, server and pre-pass builds (firstScreenChunks) share them. */
const graphPlugins = () => [
  react(),
  vanillaExtractPlugin(),
  // Only en and de are supported: drop react-aria's other locale strings from the bundle.
  reactAriaLocales(),
  localeFromProvider(),
  idsWithoutHydrationStore(),
  gregorianCalendarOnly(),
];

/**
 * The first screen's code in three files instead of some fifty (docs/performance.md#three-files-for-the-app): the
 * app's start (src/main.tsx and what it imports), the app (src/mount.tsx and what it imports beside the start) and
 * the calendar (the event bar's lazily loaded part, rendered by the server). A browser asks for six files at a time
 * per server: fifty small ones were nine rounds of requests after the first screen's picture.
 *
 * Which modules these are is known only after tree-shaking (a barrel such as react-aria-components' index reaches
 * every component, a page loaded later uses most of them): a pre-pass builds the client in memory with the same
 * plugins and default chunks, and the modules of the chunks each of the three loads statically (less the page's
 * script's own) form the groups of the real build. A module of these files that a later page uses is loaded from
 * them.
 */
function firstScreenChunks(): Plugin {
  return {
    name: 'venue:first-screen-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== 'floor',
    async config() {
      const output = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: graphPlugins(),
        build: { write: false, target: 'es2022', rolldownOptions: { input: resolve(root, 'index.html') } },
      });
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const group = new Map<string, string>();
      const take = (chunk: Rollup.OutputChunk | undefined, name: string) => {
        if (!chunk) throw new Error(`firstScreenChunks: no chunk for the ${name} group`);
        const stack = [chunk.fileName];
        const seen = new Set<string>();
        while (stack.length > 0) {
          const file = byName.get(stack.pop() as string);
          if (!file || seen.has(file.fileName)) continue;
          seen.add(file.fileName);
          // A lazily loaded module keeps a file of its own (it re-exports from the group's): the manifest names
          // it, and the server finds a rendered part's style sheets by that name.
          for (const id of file.moduleIds)
            if (!group.has(id) && !(file.isDynamicEntry && id === file.facadeModuleId)) group.set(id, name);
          stack.push(...file.imports);
        }
      };
      const facade = (path: string) => chunks.find((chunk) => chunk.facadeModuleId?.includes(path));
      take(
        chunks.find((chunk) => chunk.isEntry),
        '',
      );
      take(facade('/configurator/src/main.tsx'), 'start');
      take(facade('/configurator/src/mount.tsx'), 'app');
      take(facade('/design-system/src/components/RangeCalendar/'), 'calendar');
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Exactly the pre-pass's modules: a group's default takes its modules' imports too, and so the page's
                // script's own modules (the themes), which the script would then load from the app's files.
                includeDependenciesRecursively: false,
                groups: [{ name: (id: string) => group.get(id) || null }],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * `vite build --mode floor` builds the floor page of `npm run bench:web` (src/bench-floor: react-aria's
 * RangeCalendar alone) with the same plugins and options, into dist-floor (the bench passes its own --outDir
 * and --base). The configurator's build never contains it.
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  ...(mode === 'floor' ? { root: fileURLToPath(new URL('./src/bench-floor', import.meta.url)) } : {}),
  plugins: [
    ...graphPlugins(),
    ...(isSsrBuild
      ? [trackLazyParts()]
      : [
          firstScreenChunks(),
          preloadApp(),
          embedScript(),
          versionFile(),
          // .br and .gz copies of the text files, sent by the server as the browser accepts (server/src/http/static.ts).
          precompress(),
          serverBundle(),
        ]),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The server's bundle holds its dependencies (see serverBundle).
  ssr: { noExternal: true },
  // The server's bundle with React's production builds, whatever NODE_ENV the server runs with: a server build
  // leaves `process.env.NODE_ENV` to the runtime, where it is mostly unset, and React then renders with its
  // development checks (docs/performance.md#a-quiet-machine-the-server-render-in-reacts-production-build-issue-40-2-dec-2026-afternoon).
  // Not in a build run with NODE_ENV=development or test, whose JSX calls React's development runtime.
  ...(isSsrBuild && !['development', 'test'].includes(process.env.NODE_ENV ?? '')
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: mode === 'floor' ? fileURLToPath(new URL('./dist-floor', import.meta.url)) : 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    // .vite/manifest.json: the server links the CSS of the lazily loaded parts its render showed.
    manifest: !isSsrBuild && mode !== 'floor',
  },
}));
