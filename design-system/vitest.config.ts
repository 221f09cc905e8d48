import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Every core: vitest's default leaves one free, which is one worker on a 2-core machine. The files are
    // independent (each server file clones its own database).
    maxWorkers: availableParallelism(),
    name: 'design-system',
    environment: 'jsdom',
    // One document and one module graph per worker, not per file: importing React, react-aria and the app again
    // for every file took over half of these suites' time. vitest.setup.ts (design system) starts each file as a
    // fresh page.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Typing and opening dialogs with user-event in jsdom is slow on a busy 2-core machine (as in the apps).
    testTimeout: 30_000,
    reporters: [
      'default',
      [
        'json',
        { outputFile: `../test-results/vitest-design-system${process.env.TEST_RESULTS_SUFFIX ?? ''}.json` },
      ],
    ],
  },
});
