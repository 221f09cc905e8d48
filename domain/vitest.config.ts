import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
