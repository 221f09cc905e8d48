import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app's locales (de-DE, en-GB) use the Gregorian calendar only, but react-aria's calendars call
 * @internationalized/date's createCalendar, which imports every calendar system (Buddhist, Hebrew,
 * Islamic, Japanese, ...). In the build, createCalendar returns the Gregorian calendar only.
 */
function gregorianCalendarOnly(): Plugin {
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

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Only en and de are supported: drop react-aria's other locale strings from the bundle.
    { ...optimizeLocales.vite({ locales: ['en-US', 'de-DE'] }), enforce: 'pre' },
    gregorianCalendarOnly(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
