import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

// A link without a class of its own (the booking's "back" link, its booker's e-mail) takes the theme's link colour,
// not the browser's blue and purple, which no theme's contrast check knows.
globalStyle('a', { color: vars.color.brand });

// The app shell fills the window, so the menu column reaches the bottom on short pages.
globalStyle('#root', { minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('#root > *', { flex: 1 });
