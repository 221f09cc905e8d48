import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

const loader = fileURLToPath(new URL('./src/embed/loader.ts', import.meta.url));
const types = fileURLToPath(new URL('./src/embed/embed.d.ts', import.meta.url));

/**
 * embed.js (src/embed/loader.ts, the host page's loader) and embed.d.ts, built with the app into its output
 * folder: one self-contained, minified script without the app's code, served by the server at /embed.js.
 */
export function embedScript(): Plugin {
  return {
    name: 'venue:embed-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2020',
          minify: true,
          lib: { entry: loader, formats: ['iife'], name: 'VenueBookingLoader', fileName: () => 'embed.js' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('embed.js was not built');
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: chunk.code });
      this.emitFile({ type: 'asset', fileName: 'embed.d.ts', source: readFileSync(types, 'utf8') });
    },
  };
}
