import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  gregorianCalendarOnly,
  localeFromProvider,
  precompress,
  reactAriaLocales,
} from '../design-system/buildPlugins.ts';

/**
 * The theme's font (Inter, @venue/themes/fonts.ts) in the weights the first screen sets its text in (regular,
 * medium 600, bold): preloaded from index.html, so the files arrive while the app's code loads. Found only from
 * the CSS, they were asked for when the login page had rendered, which then shifted as they swapped in (CLS).
 */
function preloadFonts(weights: readonly number[]): Plugin {
  return {
    name: 'venue:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return weights.map((weight) => {
          const file = files.find((name) =>
            new RegExp(`/inter-latin-${weight}-normal-[\\w-]+\\.woff2$`).test(name),
          );
          if (!file) throw new Error(`the build has no Inter ${weight} woff2 to preload`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/app/${file}`,
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/** The property app (the staff web app): served by the server under /app/ (server/src/http/static.ts). */
export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Only en and de are supported: drop react-aria's other locale strings from the bundle.
    reactAriaLocales(),
    localeFromProvider(),
    gregorianCalendarOnly(),
    preloadFonts([400, 600, 700]),
    // .br and .gz copies of the text files, sent by the server as the browser accepts (server/src/http/static.ts).
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod's setting (src/app/zodConfig.ts) in zod's own chunk, run as zod is loaded: the chunks that make
          // schemas (the API's, the domain's) import it, so it is set before any schema exists, whatever order
          // the pages' shared chunks are loaded in.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zodConfig\.ts$/ },
          ],
        },
      },
    },
  },
});
