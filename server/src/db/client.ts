import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';

/** A Drizzle database over either driver; queries are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database with the one way to use it. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` with the database. PGlite is a single connection, so work is queued one at a time
   * (a transaction must never interleave with another request's statements); a pool runs it at once.
   * Never call `run` from inside `work`: on PGlite that waits for itself.
   */
  run<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs one raw SQL text (several statements when there are no values) for libraries that bring their
   * own SQL, like the job queue; on PGlite it waits its turn like `run`.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onPayload` for every `NOTIFY` on `channel` from any connection (every server process on a
   * PostgreSQL server); answers the way to stop. On PostgreSQL a dedicated connection listens and reconnects
   * when it breaks; `close` ends it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests clone a seeded database from it). */
  dump?(): Promise<Blob>;
}

/** Where the database lives: a PGlite directory (or memory when null), or a PostgreSQL URL. */
export type DatabaseLocation =
  | { readonly pgliteDir: string | null; readonly loadDataDir?: Blob }
  | { readonly databaseUrl: string };

/** Opens the database and brings its schema up to date with the migrations in server/drizzle. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    const listeners = new Set<() => Promise<void>>();
    // A broken idle connection must not take the process down; the next query reconnects.
    pool.on('error', (error) => console.error('postgres pool error', error.message));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    await migrateNodePg(db, { migrationsFolder: migrationsDir });
    return {
      kind: 'postgres',
      run: (work) => work(db as unknown as Db),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values ? [...values] : undefined);
        // A text of several statements answers with one result each: the last one is the answer.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      listen: (channel, onPayload) => listenOnPostgres(location.databaseUrl, channel, onPayload, listeners),
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const client = await PGlite.create(location.pgliteDir ?? undefined, {
    extensions: { btree_gist },
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  let tail: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const next = tail.then(work);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    run: (work) => queued(() => work(db as unknown as Db)),
    executeSql: (text, values) =>
      queued(async () => {
        if (values?.length) return { rows: (await client.query(text, [...values])).rows };
        // Without values the text may hold several statements (migrations): exec runs them all.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    listen: (channel, onPayload) =>
      queued(async () => {
        const stop = await client.listen(channel, onPayload);
        return () => queued(() => stop());
      }),
    close: async () => {
      await tail.catch(() => undefined);
      await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/** A connection of its own that LISTENs on `channel`, reconnecting after a second when it breaks. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  listeners: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => {
      console.error('postgres listen connection error', error.message);
      client.end().catch(() => undefined);
      if (current === client) current = null;
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) await client.end();
    else current = client;
  };
  await connect();
  const stop = async () => {
    stopped = true;
    listeners.delete(stop);
    await current?.end().catch(() => undefined);
    current = null;
  };
  listeners.add(stop);
  return stop;
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATE 23P01: an EXCLUDE constraint refused an overlapping allocation. */
export const EXCLUSION_VIOLATION = '23P01';
/** SQLSTATE 40001: a serializable transaction lost a race and may be retried. */
export const SERIALIZATION_FAILURE = '40001';
/** SQLSTATE 40P01: two transactions waited for each other's locks; PostgreSQL ended one, which may be retried. */
export const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `work` (migrations, the demo seed) while holding a PostgreSQL advisory lock, so server processes starting
 * at once against one database (several machines, or cluster workers) take turns: the first migrates, the others
 * then find nothing to do. PGlite has one process and needs no lock.
 */
export async function withStartLock<T>(location: DatabaseLocation, work: () => Promise<T>): Promise<T> {
  if (!('databaseUrl' in location)) return work();
  const client = new pg.Client({ connectionString: location.databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('venue:start'))`);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
