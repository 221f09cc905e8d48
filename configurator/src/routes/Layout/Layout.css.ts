import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // Embedded (src/embed/host.ts), the host sizes the iframe to the content: filling the frame would never shrink it.
  selectors: { 'html[data-embedded] &': { minBlockSize: 0 } },
});

// The app shell fills the window, so the menu column reaches the bottom on short pages.
globalStyle(`${shell} > :first-child`, { flex: 1 });

export const brand = style({ color: vars.color.brand });

/** The main view's content: centred, never wider than a comfortable reading width. */
export const main = style({
  inlineSize: '100%',
  maxInlineSize: '76rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

// The app shell's header sticks to the top (3.5rem, its padding and border): what keyboard focus scrolls to
// must not hide under it (WCAG 2.4.11). A margin on the targets, not scroll-padding on the root: with
// scroll-padding, Chrome moves the page when a dialog locks the root's scrolling.
globalStyle(`${main} *`, {
  scrollMarginBlockStart: `calc(3.5rem + 2 * ${vars.space.xs} + 1px + ${vars.space.s})`,
});

/** The property's contact at the foot of every page (PropertyContact). */
export const contact = style({
  borderBlockStart: `1px solid ${vars.color.divider}`,
  background: vars.color.surfaceMuted,
  padding: `${vars.space.m} ${vars.space.m} ${vars.space.l}`,
  fontSize: vars.fontSize.s,
});

export const contactTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.m,
});

export const contactLead = style({ margin: `${vars.space.xs} 0` });

export const contactList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});

globalStyle(`${contactList} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.bold });
