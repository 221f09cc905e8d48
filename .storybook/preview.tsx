import type { Decorator, Preview } from '@storybook/react-vite';
// The shipped Inter font, so every machine renders stories (and their screenshots) the same.
import '@venue/themes/fonts.ts';
import {
  cityloftTheme,
  defaultTheme,
  lindenhofTheme,
  lindenhofTokens,
  themeTokensToCss,
  vars,
} from '@venue/themes';
import { useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';

// The play functions' findBy*/waitFor wait for what react-aria does on a later frame (a drawer opening, focus
// returning). One second is short on a loaded two-core CI machine; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

/** A hand-written property stylesheet (what the server serves as "property css"): variables only. */
const rawPropertyCss = themeTokensToCss(
  {
    ...lindenhofTokens,
    color: { ...lindenhofTokens.color, brand: '#6d28d9', brandHover: '#5b21b6', focusRing: '#be185d' },
    radius: { s: '0', m: '0', l: '0', full: '9999px' },
  },
  '[data-theme-root="property-css"]',
);

const themeClasses: Record<string, string> = {
  default: defaultTheme,
  lindenhof: lindenhofTheme,
  cityloft: cityloftTheme,
  'property-css': '',
};

const locales: Record<string, string> = { en: 'en-GB', de: 'de-DE' };

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'default');
  const locale = locales[String(context.globals.locale ?? 'en')] ?? 'en-GB';
  const themeClass = themeClasses[theme] ?? defaultTheme;
  // The theme goes on <body>, not on a wrapper: react-aria renders modals, popovers, tooltips and toasts
  // in portals at the end of <body>, and they must see the theme's custom properties too.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    const body = document.body;
    if (themeClass) body.classList.add(themeClass);
    body.dataset.themeRoot = theme;
    return () => {
      if (themeClass) body.classList.remove(themeClass);
      delete body.dataset.themeRoot;
    };
  }, [locale, theme, themeClass]);
  return (
    <I18nProvider locale={locale}>
      {theme === 'property-css' && <style>{rawPropertyCss}</style>}
      <div
        style={{
          background: vars.color.surface,
          color: vars.color.text,
          padding: '1rem',
          minHeight: '100vh',
        }}
      >
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  parameters: {
    // Every story fails its test on any axe violation.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  globalTypes: {
    theme: {
      description: 'Property theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'lindenhof', title: 'Lindenhof (lakeside)' },
          { value: 'cityloft', title: 'Cityloft (dark, urban)' },
          { value: 'property-css', title: 'Raw property CSS' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', locale: 'en' },
  decorators: [withThemeAndLocale],
};
export default preview;
