import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which is one worker on a 2-core machine. The files are
    // independent (each server file clones its own database).
    maxWorkers: availableParallelism(),
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: [
      'default',
      ['json', { outputFile: `../test-results/vitest-domain${process.env.TEST_RESULTS_SUFFIX ?? ''}.json` }],
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.bench.ts', 'src/**/testing/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
