import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The heading takes the focus by script (after a blocked send): its ring shows where the guest is. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  // As wide as its text: the focus ring goes round the heading, not the whole row.
  alignSelf: 'flex-start',
  borderRadius: vars.radius.s,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const summary = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One issue; the level shows as a word and an icon shape as well as a colour. */
export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${vars.space.xs} ${vars.space.s}`,
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    borderInlineStart: '6px solid',
  },
  variants: {
    level: {
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
    },
  },
});

export const icon = recipe({
  base: { inlineSize: '1.5rem', blockSize: '1.5rem', marginBlockStart: '2px' },
  variants: {
    level: { error: { color: vars.color.dangerText }, warning: { color: vars.color.warningText } },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const levelText = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  variants: {
    level: { error: { color: vars.color.dangerText }, warning: { color: vars.color.warningText } },
  },
});

export const issueTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, fontSize: vars.fontSize.s, lineHeight: vars.lineHeight.relaxed });

export const ready = style({ margin: 0, color: vars.color.successText, fontWeight: vars.fontWeight.medium });
