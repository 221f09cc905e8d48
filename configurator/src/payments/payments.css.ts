import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const frame = style({
  inlineSize: '100%',
  blockSize: 'min(70vh, 640px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: '#fff',
});

export const testMode = style({
  display: 'inline-block',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.s,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.warning}`,
  fontWeight: vars.fontWeight.bold,
});

/** The outcome's lines (message, reservation code, card): spaced as one block, without a paragraph's outer margins. */
export const outcome = style({
  display: 'grid',
  gap: vars.space.s,
});

globalStyle(`${outcome} > p`, { margin: 0 });
