import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';

/** Where a staff form gets its second column (tablets in portrait and wider). */
const twoColumns = 'screen and (min-width: 768px)';

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: `${vars.space.m} ${vars.space.l}`,
    alignItems: 'start',
    minWidth: 0,
  },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [twoColumns]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 2 },
});

/** A child that takes the whole row of the grid (a long text, a section, the actions). */
export const fullWidth = style({ gridColumn: '1 / -1', minWidth: 0 });

export const section = style([
  fullWidth,
  {
    // Reset the fieldset's frame and its min-content width, which would overflow narrow grids.
    margin: 0,
    padding: 0,
    border: 'none',
    minInlineSize: 0,
    display: 'grid',
    gap: vars.space.m,
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
]);

// A floated legend becomes an ordinary block (browsers otherwise draw it on the fieldset's top border).
export const legend = style({
  float: 'inline-start',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  clear: 'both',
  margin: 0,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({ clear: 'both', minWidth: 0 });

export const actions = recipe({
  base: [
    fullWidth,
    {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'center',
      gap: vars.space.s,
      paddingBlock: vars.space.m,
    },
  ],
  variants: {
    sticky: {
      // Stays at the bottom of the scrolling view, so long forms can be saved from anywhere.
      true: {
        position: 'sticky',
        bottom: 0,
        zIndex: vars.zIndex.sticky,
        paddingInline: vars.space.m,
        background: vars.color.surface,
        borderTop: `1px solid ${vars.color.divider}`,
      },
      false: { borderTop: `1px solid ${vars.color.divider}` },
    },
  },
  defaultVariants: { sticky: false },
});
