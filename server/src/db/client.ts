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
   * PostgreSQL server); answers the way to stop. On PostgreSQL a dedicated connection listens and, when it
   * breaks (an outage, a restart), reconnects with back-off until it succeeds, then calls `onReconnect`:
   * notifications sent meanwhile are lost, so the owner catches up (docs/scaling.md#database-outages). It never
   * rejects for an unreachable database: it keeps trying in the background. `close` ends it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests clone a seeded database from it). */
  dump?(): Promise<Blob>;
}

/** What a listener does besides hearing payloads. */
export interface ListenOptions {
  /**
   * Called after the LISTEN connection came back (or first came up after a failed start): whatever the
   * notifications of the gap would have triggered must be done now, e.g. a sweep.
   */
  readonly onReconnect?: (gap: ListenGap) => void;
}

/** The gap a LISTEN connection was away for: its notifications are lost. */
export interface ListenGap {
  /** Milliseconds from the connection's first failure to its return. */
  readonly lostForMs: number;
}

/** Where the database lives: a PGlite directory (or memory when null), or a PostgreSQL URL. */
export type DatabaseLocation =
  | { readonly pgliteDir: string | null; readonly loadDataDir?: Blob }
  | { readonly databaseUrl: string };

/** Opens the database and brings its schema up to date with the migrations in server/drizzle. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    // A connection attempt that hangs (a firewall dropping packets) fails after 5 s instead of holding the request.
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    const listeners = new Set<() => Promise<void>>();
    // A broken connection must not take the process down (docs/scaling.md#database-outages): pg emits `error` on
    // a client whose server went away, and with no listener Node throws it. The pool listens to its idle clients;
    // a client checked out (inside a transaction, between statements) is covered by its own listener. The
    // statement running gets the error anyway, and the pool replaces the connection on the next query.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', (error) => logConnectionError('postgres pool', error)));
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
      listen: (channel, onPayload, options) =>
        listenOnPostgres(location.databaseUrl, channel, onPayload, options?.onReconnect, listeners),
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
    // One in-process connection: it cannot break, so there is nothing to catch up on.
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

/** The LISTEN connection's back-off: 0.5 s after the first failure, doubling up to 10 s, for ever. */
const LISTEN_RETRY = { firstMs: 500, maxMs: 10_000 } as const;

/**
 * A connection of its own that LISTENs on `channel`. When it breaks, or cannot be opened, it is opened again
 * after a back-off until that succeeds; then `onReconnect` runs, since notifications sent in the gap are lost.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: ((gap: ListenGap) => void) | undefined,
  listeners: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let failures = 0;
  // When the connection first failed (a monotonic clock): the gap the catch-up covers.
  let lostSince = 0;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    let lost = false;
    // Called for an error, the connection's end or a failed start; once per client.
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => undefined);
      if (stopped) return;
      if (failures === 0) lostSince = performance.now();
      const delay = backoffMs(failures++, LISTEN_RETRY.firstMs, LISTEN_RETRY.maxMs);
      console.error(
        `postgres: LISTEN ${channel} connection lost (${error?.message ?? 'closed'}); retrying in ${delay} ms`,
      );
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, delay);
      // The server's HTTP listener keeps the process alive; a retry alone must not (tests, shutdown).
      retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    const missed = failures > 0;
    failures = 0;
    if (missed) {
      console.log(`postgres: LISTEN ${channel} connection back`);
      try {
        onReconnect?.({ lostForMs: performance.now() - lostSince });
      } catch (error) {
        console.error(`postgres: catching up after LISTEN ${channel} failed`, error);
      }
    }
  };
  await connect();
  const stop = async () => {
    stopped = true;
    listeners.delete(stop);
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
    current = null;
  };
  listeners.add(stop);
  return stop;
}

/** Exponential back-off: the wait before retry number `attempt` (0 first), from `firstMs` doubling to `maxMs`. */
export function backoffMs(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.min(attempt, 30), maxMs);
}

/** Error codes that say the database cannot be reached, rather than that a statement failed. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // SQLSTATE admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
  '57P01',
  '57P02',
  '57P03',
]);
/** What pg says when a connection ends under it, or a pool cannot get one in time. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/;

/**
 * Whether an error (looking through Drizzle's and pg-boss's wrappers and AggregateErrors) means the database is
 * unreachable: refused or broken connections, a server shutting down or starting up, SQLSTATE class 08
 * (connection exception). The API answers those with 503 (docs/api.md#errors).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length && seen.size < 20) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/**
 * Why the database could not be reached, for a log line: the innermost cause's code and message. Drizzle's own
 * message names the query with its parameters, which may hold personal data (an e-mail address, a client's IP).
 */
export function unreachableReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    current = cause;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : String(current);
  return typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text;
}

/** One log line for a broken connection (no stack: an outage would fill the log with the same one). */
function logConnectionError(where: string, error: Error): void {
  console.error(`${where}: ${error.message}`);
}

/** The start-up back-off while the database is unreachable: 0.5 s doubling to 10 s, for ever. */
const START_RETRY = { firstMs: 500, maxMs: 10_000 } as const;

/**
 * Runs `work` until it no longer fails because the database is unreachable, waiting with back-off in between
 * (docs/scaling.md#database-outages): a process starting during an outage waits for the database instead of
 * exiting. Any other error is thrown at once.
 */
export async function untilReachable<T>(
  what: string,
  work: () => Promise<T>,
  options: {
    /** Give up (throw the last error) rather than wait past this many milliseconds; for ever without. */
    readonly withinMs?: number;
  } = {},
): Promise<T> {
  const giveUpAt = Date.now() + (options.withinMs ?? Number.POSITIVE_INFINITY);
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const delay = backoffMs(attempt, START_RETRY.firstMs, START_RETRY.maxMs);
      if (!isDatabaseUnreachable(error) || Date.now() + delay > giveUpAt) throw error;
      console.error(
        `${what}: the database is unreachable (${unreachableReason(error)}); retrying in ${delay} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
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
  // The lock's connection breaking mid-migration must fail `work`, not crash the process.
  client.on('error', (error) => logConnectionError('postgres start lock', error));
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('venue:start'))`);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
