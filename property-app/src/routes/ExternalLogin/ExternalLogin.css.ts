import { style } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

export const busy = style({ display: 'grid', placeItems: 'center', padding: vars.space.l });

/** A line of text in the card (what happens next). */
export const hint = style({ margin: 0, lineHeight: vars.lineHeight.normal });
