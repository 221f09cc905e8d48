import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const hero = style({ margin: 0, borderRadius: vars.radius.l, overflow: 'hidden', maxBlockSize: 320 });
export const image = style({ display: 'block', inlineSize: '100%', blockSize: 320, objectFit: 'cover' });
