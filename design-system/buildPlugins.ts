/*
 * Build plugins shared by the configurator's production build (configurator/vite.config.ts) and the
 * design system's size check (scripts/size.ts), so the size check measures what the app ships.
 */
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
