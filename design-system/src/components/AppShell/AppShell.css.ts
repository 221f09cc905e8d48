import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@venue/themes';

/** The header's content height, fixed so the menu column knows where to stick below the whole header. */
const headerHeight = '3.5rem';
const headerBlockSize = `calc(${headerHeight} + 2 * ${vars.space.xs} + 1px)`;

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
const fade = keyframes({ from: { opacity: 0 } });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
});

// A long word in a heading ("Verknüpfungsregeln" at 2rem) breaks, hyphenated where the browser knows the page's
// language, instead of making a 320 px window scroll sideways (WCAG 1.4.10).
globalStyle(`${shell} :is(h1, h2, h3)`, { overflowWrap: 'break-word', hyphens: 'auto' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  height: headerHeight,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  background: vars.color.surfaceRaised,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  // A very narrow window (320 px, 400 % zoom): less room around the controls, more for the title.
  '@media': { 'screen and (max-width: 26rem)': { gap: vars.space.xs, paddingInline: vars.space.s } },
});

/**
 * The header's title (a property's name) wraps to a second line in a narrow window or with larger text spacing
 * instead of being cut off (WCAG 1.4.10, 1.4.12); two lines fit the fixed header height.
 */
export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  overflow: 'hidden',
  overflowWrap: 'break-word',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  '@media': { 'screen and (max-width: 26rem)': { fontSize: vars.fontSize.m } },
});

/** Holds the menu button without boxing it: the button stays the header's flex item. */
export const menuButton = style({ display: 'contents' });

/**
 * The `auto` layout before the window is known (server rendering, hydration): the menu button is rendered with the
 * menu beside the main view, and the window's width shows one of them. `display: none` takes the other out of the
 * accessibility tree and the Tab order. The same query as the script's (`media.splitPane`), so nothing moves when
 * the script drops the hidden one.
 */
export const menuButtonAuto = style([menuButton, { '@media': { [media.splitPane]: { display: 'none' } } }]);

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const aside = style({
  flex: '0 0 18rem',
  boxSizing: 'border-box',
  borderInlineEnd: `1px solid ${vars.color.divider}`,
  background: vars.color.surfaceMuted,
});

/** See `menuButtonAuto`: the menu beside the main view only at the split width. */
export const asideAuto = style({ display: 'none', '@media': { [media.splitPane]: { display: 'block' } } });

/*
 * Printing a page (a booking, docs/pages.md#printing-a-booking): the page's own content only, on white: no header,
 * no menu, and nothing a page marks `data-print="hide"` (its buttons, forms, conversation).
 */
globalStyle(`${header}, ${aside}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${shell} [data-print="hide"]`, { '@media': { print: { display: 'none' } } });
globalStyle(shell, { '@media': { print: { background: 'white', color: 'black' } } });

/** The menu stays in view below the sticky header while a long main view scrolls. */
export const asideContent = style({
  position: 'sticky',
  top: headerBlockSize,
  boxSizing: 'border-box',
  maxHeight: `calc(100vh - ${headerBlockSize})`,
  padding: vars.space.m,
  overflowY: 'auto',
});

// A skip link scrolls the main view's top into view: below the sticky header, not under it.
export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.m,
  outline: 'none',
  scrollMarginBlockStart: headerBlockSize,
});

// What keyboard focus scrolls to in the main view (Shift+Tab up a long page, a heading focused after a page
// change) stops below the sticky header, not under it (WCAG 2.4.11). A margin on the targets, not scroll-padding
// on the root: with scroll-padding, Chrome moves the page when a dialog locks the root's scrolling.
globalStyle(`${main} *`, { scrollMarginBlockStart: `calc(${headerBlockSize} + ${vars.space.s})` });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ${vars.easing.standard}` } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(20rem, 85vw)',
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.l,
  outline: 'none',
  overflowY: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}` },
  },
});
