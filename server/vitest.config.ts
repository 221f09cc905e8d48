import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server-pglite',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: [
      'default',
      [
        'json',
        {
          outputFile: `../test-results/vitest-${process.env.DATABASE_URL ? 'server-postgres' : 'server-pglite'}.json`,
        },
      ],
    ],
  },
});
