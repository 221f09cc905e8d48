/**
 * Layout breakpoints in px. CSS custom properties cannot be used inside media queries, so components use
 * these constants (spec: hero drag-to-resize only at >= 1024 px; menu beside the main view at >= 1350 px).
 */
export const breakpoints = { heroDrag: 1024, splitPane: 1350 } as const;

/** Media queries for the breakpoints, usable in vanilla-extract `@media` and in `matchMedia`. */
export const media = {
  heroDrag: `screen and (min-width: ${breakpoints.heroDrag}px)`,
  splitPane: `screen and (min-width: ${breakpoints.splitPane}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
