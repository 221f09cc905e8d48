/**
 * The shape of the theme contract as plain data, shared by `vars.css.ts` (build time) and
 * `themeTokensToCss.ts` (run time, also on the server), so both derive the same custom-property names.
 * Leaves are empty: the name of each variable comes from its path (`color.brandText` -> `--venue-color-brand-text`).
 */
export const contractShape = {
  color: {
    brand: '',
    brandHover: '',
    brandText: '',
    brandSubtle: '',
    surface: '',
    surfaceRaised: '',
    surfaceMuted: '',
    text: '',
    textMuted: '',
    border: '',
    divider: '',
    focusRing: '',
    overlay: '',
    success: '',
    successSurface: '',
    successText: '',
    warning: '',
    warningSurface: '',
    warningText: '',
    danger: '',
    dangerSurface: '',
    dangerText: '',
    onDanger: '',
    info: '',
    infoSurface: '',
    infoText: '',
    availability: {
      free: '',
      freeSurface: '',
      freeText: '',
      short: '',
      shortSurface: '',
      shortText: '',
      blocked: '',
      blockedSurface: '',
      blockedText: '',
    },
  },
  font: { body: '', heading: '', mono: '' },
  fontSize: { xs: '', s: '', m: '', l: '', xl: '', xxl: '' },
  fontWeight: { regular: '', medium: '', bold: '' },
  lineHeight: { tight: '', normal: '', relaxed: '' },
  space: { xxs: '', xs: '', s: '', m: '', l: '', xl: '', xxl: '' },
  radius: { s: '', m: '', l: '', full: '' },
  shadow: { s: '', m: '', l: '' },
  duration: { fast: '', normal: '', slow: '' },
  easing: { standard: '' },
  zIndex: { base: '', sticky: '', drawer: '', modal: '', popover: '', toast: '', tooltip: '' },
  breakpoint: { heroDrag: '', splitPane: '' },
} as const;

const kebab = (segment: string): string => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom-property name (without `--`) of the token at `path`; stable and documented for property CSS. */
export const varName = (path: readonly string[]): string => `venue-${path.map(kebab).join('-')}`;
