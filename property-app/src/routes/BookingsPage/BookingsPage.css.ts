import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../../frame/focus.css.ts';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const filtersTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.l,
});

export const states = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const statesLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const stateChoices = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.l,
  rowGap: vars.space.xs,
});

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
});

export const count = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

/** The count and the live news side by side, wrapping on a phone. */
export const statusLine = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.l });

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  borderRadius: vars.radius.m,
});

export const unseen = style({ fontWeight: vars.fontWeight.bold });

export const codeLink = style({
  color: 'inherit',
  fontFamily: vars.font.mono,
  selectors: { '&:focus-visible': focusRingOutline },
});

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  color: vars.color.infoText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });
