import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The offer's sections as a row of links that wraps on a phone. */
export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  minBlockSize: '2.75rem',
  lineHeight: '2rem',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSubtle,
      borderColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minInlineSize: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.m,
  alignItems: 'start',
});

/** A translated text: its languages side by side on a wide screen, one under the other on a phone. */
export const translated = style({
  gridColumn: '1 / -1',
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  minInlineSize: 0,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A translated text in a narrow place (an image's card): its languages one under the other on every screen. */
export const translatedStacked = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const switchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** What a translated text is for, once above its languages. */
export const translatedHint = style([hint, { gridColumn: '1 / -1' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const news = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

export const alert = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.dangerText}`,
  color: vars.color.dangerText,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const children = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const childRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'flex-end',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const childList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

/** A set of ids: the whole width, its checkboxes in columns that wrap on a phone. */
export const idSet = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const idSetOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  columnGap: vars.space.m,
});
