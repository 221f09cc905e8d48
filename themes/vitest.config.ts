import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'themes',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
    reporters: ['default', ['json', { outputFile: '../test-results/vitest-themes.json' }]],
  },
});
