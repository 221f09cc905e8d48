import { style } from '@vanilla-extract/css';

/**
 * The chosen language's name on the button. In a very narrow window (320 px, or 400 % zoom) only the globe
 * shows, so the header's title keeps room (WCAG 1.4.10); the name is still read ("Language: English").
 */
export const name = style({
  '@media': {
    'screen and (max-width: 26rem)': {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
