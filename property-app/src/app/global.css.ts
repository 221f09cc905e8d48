import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@venue/themes';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

// The app shell fills the window, so the menu column reaches the bottom on short pages.
globalStyle('#root', { minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('#root > *', { flex: 1 });
