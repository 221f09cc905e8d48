import { vars } from '@venue/themes';

/** The theme's focus ring for plain elements (links) outside the design system's components. */
export const focusRingOutline = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
