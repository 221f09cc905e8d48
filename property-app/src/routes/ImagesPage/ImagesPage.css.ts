import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';
import { focusRingOutline } from '../../frame/focus.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minInlineSize: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** The drop target: a dashed area that shows when files are dragged over or it has keyboard focus. */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.l,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.infoSurface },
    '&[data-focus-visible]': focusRingOutline,
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const uploads = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const upload = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  selectors: { '&[data-status="Error"]': { borderColor: vars.color.danger } },
});

export const uploadName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
});

export const bar = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  background: vars.color.brand,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'inline-size 150ms linear' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const problem = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.s });

export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.m,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minInlineSize: 0,
});

export const thumb = style({
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  background: vars.color.border,
});

export const news = style({ margin: 0, fontWeight: vars.fontWeight.medium, minBlockSize: '1.5em' });
