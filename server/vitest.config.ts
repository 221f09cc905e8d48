import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const name = process.env.DATABASE_URL ? 'server-postgres' : 'server-pglite';

/*
 * The PostgreSQL pass (`npm run test:unit` runs the suite on PGlite, then these on a PostgreSQL server) runs the
 * files whose outcome depends on the database engine rather than on the SQL: several connections, row locks,
 * LISTEN/NOTIFY, the pg-boss job queue, limits shared by processes, migrations. Such a file says so in its first
 * line, `// @postgres: why`, or is named *.postgres.test.ts (those need a server and run only here). PGlite is
 * PostgreSQL itself, so every other file would only repeat its PGlite run. SERVER_TESTS=all runs every file.
 * docs/testing.md#test-sets.
 */
const src = new URL('./src/', import.meta.url);
const engineFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .filter(
    (file) =>
      file.endsWith('.postgres.test.ts') ||
      readFileSync(new URL(file, src), 'utf8').startsWith('// @postgres:'),
  )
  .map((file) => `src/${file}`);
// The runbook against the payment providers' real test environments (*.live.test.ts, docs/payments.md) needs their
// credentials and the internet: it runs only when asked for (`npm run test:providers`), never in the suite.
const live = process.env.SERVER_TESTS === 'live';
const include = live
  ? ['src/**/*.live.test.ts']
  : process.env.DATABASE_URL && process.env.SERVER_TESTS !== 'all'
    ? engineFiles
    : ['src/**/*.test.ts'];

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which is one worker on a 2-core machine. The files are
    // independent (each server file clones its own database).
    maxWorkers: availableParallelism(),
    name,
    environment: 'node',
    // The files share each worker's modules instead of importing the app (and PGlite's WebAssembly) anew for every
    // file: a third of the suite's time. Safe because every file opens an app and a database of its own, and
    // nothing the app keeps in a module outlives them; checked with the files in random order
    // (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    include,
    // *.postgres.test.ts need a PostgreSQL server (several server processes on one database): PostgreSQL run only.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
      ...(live ? [] : ['src/**/*.live.test.ts']),
    ],
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
