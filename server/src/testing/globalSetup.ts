import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/index.ts';
import { TEST_NOW } from './clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated and seeded data directory each test file clones. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated and seeded database each test file clones with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Builds one seeded database before the server tests, so every test file starts from a fresh copy
 * in a second instead of running initdb, migrations and the seed itself. The seed's dates (calendar blocks)
 * count from TEST_NOW, the tests' today.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `venue_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    await seedDemo(database, TEST_NOW);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ pgliteDir: null });
  await seedDemo(database, TEST_NOW);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump missing');
  const file = join(tmpdir(), `venue-pglite-template-${process.pid}.tar`);
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(file, { force: true });
}
