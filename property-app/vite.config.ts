import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { gregorianCalendarOnly, precompress, reactAriaLocales } from '../design-system/buildPlugins.ts';

/** The property app (the staff web app): served by the server under /app/ (server/src/http/static.ts). */
export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Only en and de are supported: drop react-aria's other locale strings from the bundle.
    reactAriaLocales(),
    gregorianCalendarOnly(),
    // .br and .gz copies of the text files, sent by the server as the browser accepts (server/src/http/static.ts).
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
