import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: [
      'default',
      [
        'json',
        { outputFile: `../test-results/vitest-api-client${process.env.TEST_RESULTS_SUFFIX ?? ''}.json` },
      ],
    ],
  },
});
