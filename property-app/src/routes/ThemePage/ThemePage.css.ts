import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

/** The fields and the preview side by side on a wide screen, the preview below on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minInlineSize: 0 });

export const fields = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.m,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.s,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const colorRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.s });

/** The colour itself, next to its field (the text says the value; the swatch only shows it). */
export const swatch = style({
  flex: 'none',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.border}`,
});

export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.dangerText,
});

export const problemTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const news = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });

/** The preview reads the draft's custom properties, set on this element. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
});

export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.l, color: vars.color.brand });

export const previewText = style({ margin: 0, color: vars.color.text });

export const previewMuted = style({ margin: 0, color: vars.color.textMuted });

export const previewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
});

export const previewBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
