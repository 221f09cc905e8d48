import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

/** The card frame; selected and unavailable states are shown by border and text, not colour alone. */
export const card = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.m,
    padding: vars.space.m,
    fontFamily: vars.font.body,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.s,
    selectors: {
      // The card whose Select toggle has the keyboard focus (in a CardList the arrow keys move it) is ringed whole.
      '&:has([data-card-toggle][data-focus-visible])': focusRing,
    },
  },
  variants: {
    // The picture column exists only when there is a picture; without one the body takes the full width.
    withImage: {
      true: {
        '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '12rem minmax(0, 1fr)' } },
      },
      false: {},
    },
    selected: { true: { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` } },
    unavailable: { true: { background: vars.color.surfaceMuted } },
  },
});

export const media = style({
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minInlineSize: 0 });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.s, lineHeight: vars.lineHeight.relaxed });

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  textAlign: 'end',
});

export const amount = style({ fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.bold });

export const priceNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.s,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    border: '1px solid currentColor',
    inlineSize: 'fit-content',
  },
  variants: {
    availability: {
      free: { background: vars.color.availability.freeSurface, color: vars.color.availability.freeText },
      short: { background: vars.color.availability.shortSurface, color: vars.color.availability.shortText },
      blocked: {
        background: vars.color.availability.blockedSurface,
        color: vars.color.availability.blockedText,
      },
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.m,
  marginBlockStart: 'auto',
});

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '2.75rem',
    paddingInline: vars.space.m,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    fontWeight: vars.fontWeight.medium,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.m,
    background: vars.color.surface,
    color: vars.color.brand,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    selected: { true: { background: vars.color.brand, color: vars.color.brandText } },
    hovered: { true: { background: vars.color.brandSubtle, color: vars.color.text } },
    focusVisible: { true: focusRing },
    disabled: {
      true: {
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        background: vars.color.surface,
        cursor: 'not-allowed',
      },
    },
  },
  compoundVariants: [
    {
      variants: { selected: true, hovered: true },
      style: { background: vars.color.brandHover, color: vars.color.brandText },
    },
  ],
});

export const quantity = style({ maxInlineSize: '11rem' });

/** What appears once the card is selected, under the action row (next in the focus order too). */
export const selectedContent = style({
  display: 'grid',
  gap: vars.space.m,
  paddingBlockStart: vars.space.s,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});
