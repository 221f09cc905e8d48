/*
 * Build plugins shared by the production builds of the configurator and the property app
 * (configurator/vite.config.ts, property-app/vite.config.ts) and the design system's size check
 * (scripts/size.ts), so the size check measures what the app ships.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { Plugin } from 'vite';

/** The only locales the app supports (en-GB formats with en-US strings). */
const appLocales = ['en-US', 'de-DE'] as const;

/** Drops react-aria's strings of every other locale from the bundle (saves ~23 KB gzip). */
export function reactAriaLocales(): Plugin {
  return { ...optimizeLocales.vite({ locales: [...appLocales] }), enforce: 'pre' } as Plugin;
}

/**
 * The app's locales (de-DE, en-GB) use the Gregorian calendar only, but react-aria's calendars call
 * @internationalized/date's createCalendar, which imports every calendar system (Buddhist, Hebrew,
 * Islamic, Japanese, ...). In the build, createCalendar returns the Gregorian calendar only.
 */
export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'venue:gregorian-calendar-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!/@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/.test(id)) return null;
      return [
        "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
        'export function createCalendar() { return new GregorianCalendar(); }',
      ].join('\n');
    },
  };
}

/**
 * docs/performance.md#no-second-render-after-hydrating: react-aria's `useLocale` calls `useDefaultLocale` even under
 * an I18nProvider with a locale (as the app always renders), and that hook reads `useIsSSR`, whose value changes
 * from true to false once a server-rendered page is hydrated: React then renders every component that asked for
 * the locale once more, synchronously, in one long task (the calendar's 35 days, the page frame and its tabs, every
 * field). Known upstream (adobe/react-spectrum#7344, the open fix #8524). In the build, `useLocale` takes the
 * provider's locale and asks for the default one only without a provider, which never changes for a mounted
 * component (its hooks stay in order). A react-aria whose `useLocale` reads otherwise fails the build, so an upgrade
 * is looked at rather than silently unpatched.
 */
export function localeFromProvider(): Plugin {
  const file = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]I18nProvider\.mjs$/;
  const useLocale =
    /function ([\w$]+)\(\) \{\s*let defaultLocale = \(0, ([\w$]+)\)\(\);\s*let context = \(0, ([\w$]+)\)\(([\w$]+)\);\s*return context \|\| defaultLocale;\s*\}/;
  return {
    name: 'venue:locale-from-provider',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      const match = useLocale.exec(code);
      if (!match) throw new Error(`venue:locale-from-provider: react-aria's useLocale in ${id} is not the one patched`);
      const [whole, name, defaultLocale, useContext, context] = match;
      return {
        code: code.replace(
          whole,
          `function ${name}() {\n    let context = (0, ${useContext})(${context});\n    if (context) return context;\n    return (0, ${defaultLocale})();\n}`,
        ),
        map: null,
      };
    },
  };
}

/**
 * docs/performance.md#one-render-of-the-calendar-after-hydrating-issue-40-2-dec-2026-evening: react-aria's id hook
 * (`useSSRSafeId`, behind every `useId` of its components) reads `useIsSSR` on every render only to choose its ids'
 * prefix ("react-aria" for a server-rendered tree, "react-aria" and a random number for a tree rendered in the
 * browser), and `useIsSSR` turns from true to false once a server-rendered page is hydrated: React then renders again
 * every component holding an id (the calendar's grid and with it its 35 days, buttons, fields) in one long task. In
 * the build its ids always take the plain prefix, as react-aria's own do under test; React's `useId` keeps them
 * unique within the page (the configurator is its page's only React tree; embedded, it is its iframe's). A react-aria
 * whose id hook reads otherwise fails the build.
 */
export function idsWithoutHydrationStore(): Plugin {
  const file = /react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;
  const didSSR = /let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/;
  return {
    name: 'venue:ids-without-hydration-store',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!didSSR.test(code))
        throw new Error(`venue:ids-without-hydration-store: react-aria's id hook in ${id} is not the one patched`);
      return { code: code.replace(didSSR, 'let didSSR = true;'), map: null };
    },
  };
}

/** The files worth compressing (text), and the size below which compressing saves too little to matter. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map)$/;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every emitted text file of at least 1 KB, compressed
 * once at the highest levels: the server sends them by the client's Accept-Encoding (server/src/http/static.ts)
 * instead of compressing at every request.
 */
export function precompress(): Plugin {
  return {
    name: 'venue:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(dir, name);
          const source = await readFile(file);
          if (source.byteLength < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
