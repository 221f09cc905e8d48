import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const name = process.env.DATABASE_URL ? 'server-postgres' : 'server-pglite';

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which is one worker on a 2-core machine. The files are
    // independent (each server file clones its own database).
    maxWorkers: availableParallelism(),
    name,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts need a PostgreSQL server (several server processes on one database): PostgreSQL run only.
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'])],
    // One seeded template database is built once; each test file clones it (see src/testing).
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: [
      'default',
      ['json', { outputFile: `../test-results/vitest-${name}${process.env.TEST_RESULTS_SUFFIX ?? ''}.json` }],
    ],
  },
});
