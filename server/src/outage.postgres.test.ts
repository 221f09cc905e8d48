import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, cityloftRooms, daysFromRealToday } from './testing/payloads.ts';
import { type PostgresCluster, startPostgresCluster } from './testing/postgresCluster.ts';
import { clientOf, type ServerClient, type StartedServer, serverProcesses } from './testing/serverProcess.ts';
import { type SmtpServer, startSmtpServer } from './testing/smtp.ts';

/*
 * docs/scaling.md#database-outages: a server with WORKERS=2 lives through PostgreSQL going away for 10 seconds.
 * While it is down every call answers 503 with Retry-After (never 500, never a refused connection); once it is back
 * every call succeeds again without restarting the server, no acknowledged booking is lost and every booking mail
 * leaves exactly once; the LISTEN connections come back, so a new booking's mails leave within seconds rather than
 * at the five-minute sweep.
 *
 * The PostgreSQL cluster is this file's own (src/testing/postgresCluster.ts): the suite's shared one serves the
 * other files meanwhile. The server runs on the real clock, so stays lie some months after its today.
 */

const OUTAGE_MS = 10_000;
const CITYLOFT = 2;

const servers = serverProcesses();
let cluster: PostgresCluster;
let smtp: SmtpServer;
let server: StartedServer;
let api: ServerClient;
let token: string;
let loft: number;
let outages = 0;
/** Each booking gets a night and a booker of its own (no unit runs out, no per-booker limit is reached). */
let bookings = 0;

/** One call of the load and what came of it. */
interface Call {
  readonly what: 'read' | 'list' | 'book';
  readonly startedAt: number;
  readonly endedAt: number;
  /** The HTTP status, or 0 when no answer came (the connection was refused or broken). */
  readonly status: number;
  readonly retryAfter: string | null;
  readonly error: string | null;
  readonly booking?: { readonly id: number; readonly bookingcode: string };
}

/** Calls the API as a guest does: reads the rooms, reads the property list, requests a booking. */
async function call(what: Call['what']): Promise<Call> {
  const startedAt = performance.now();
  let request: Promise<Response>;
  if (what === 'read') request = api.request('GET', '/api/unitgroup/list', { token });
  else if (what === 'list') request = api.request('GET', '/api/property/public/list');
  else {
    bookings += 1;
    const body = cityloftRooms(CITYLOFT, loft, daysFromRealToday(100 + 3 * bookings), 2);
    request = api.request('POST', '/api/booking/add', {
      token,
      body: { ...body, booker: { ...body.booker, email: `guest${bookings}@example.org` } },
    });
  }
  try {
    const res = await request;
    const json = (await res.json().catch(() => ({}))) as {
      error?: string;
      id?: number;
      bookingcode?: string;
    };
    return {
      what,
      startedAt,
      endedAt: performance.now(),
      status: res.status,
      retryAfter: res.headers.get('Retry-After'),
      error: json.error ?? null,
      ...(res.status === 201 && json.id !== undefined && json.bookingcode
        ? { booking: { id: json.id, bookingcode: json.bookingcode } }
        : {}),
    };
  } catch (error) {
    return {
      what,
      startedAt,
      endedAt: performance.now(),
      status: 0,
      retryAfter: null,
      error: String((error as Error).cause ?? error),
    };
  }
}

/**
 * A steady load of two guests until `stop` is called: mostly reads, every fourth call a booking request while
 * bookings are wanted. Each guest waits 50 ms between calls, to keep the load steady rather than flooding the
 * two-core test machine with 503s.
 */
function startLoad(wantBookings: () => boolean) {
  const calls: Call[] = [];
  let running = true;
  const guest = async (offset: number) => {
    for (let i = offset; running; i++) {
      const what = i % 4 === 3 && wantBookings() ? 'book' : i % 2 ? 'read' : 'list';
      calls.push(await call(what));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const guests = Promise.all([guest(0), guest(1)]);
  return {
    calls,
    stop: async () => {
      running = false;
      await guests;
    },
  };
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Polls `probe` until it answers true, failing after `ms`. */
async function until(
  what: string,
  ms: number,
  probe: () => Promise<boolean> | boolean,
  detail: () => unknown = () => '',
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} ${JSON.stringify(detail())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The booking rows and their mails' states, read straight from the database. */
async function stored(ids: readonly number[]) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const rows = await client.query<{
      id: number;
      internal_id: string;
      mail_id: number | null;
      status: string | null;
    }>(
      `select b.id, b.internal_id, m.id as mail_id, m.status
         from booking b left join booking_mail m on m.booking_id = b.id
        where b.id = any($1::int[])`,
      [ids],
    );
    return rows.rows;
  } finally {
    await client.end();
  }
}

/** How many received mails name the booking code in their subject. */
const mailsFor = (bookingcode: string) =>
  smtp.received.filter((m) => m.subject?.includes(bookingcode)).length;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  smtp = await startSmtpServer();
  server = await servers.start(
    cluster.url,
    { WORKERS: '2', SMTP_URL: smtp.url, MAIL_FROM: 'Cityloft <hotel@hotel.test>' },
    /(worker \d+ serving[\s\S]*){2}/,
  );
  api = clientOf(server.base);
  const login = await api.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  loft = (await catalogIds(api, token)).unitgroup('LOFT');
}, 180_000);

afterAll(async () => {
  await servers.stopAll();
  servers.cleanup();
  await smtp?.close();
  cluster?.destroy();
});

describe('a 10-second PostgreSQL outage under load, WORKERS=2', () => {
  it('answers 503 with Retry-After while PostgreSQL is down, and afterwards serves every call, keeping every acknowledged booking and sending each mail once', async () => {
    const acknowledged = () => load.calls.filter((c) => c.booking).length;
    let booking = true;
    const load = startLoad(() => booking);
    const statuses = () => [...new Set(load.calls.map((c) => `${c.what} ${c.status} ${c.error}`))];
    await until('three bookings before the outage', 60_000, () => acknowledged() >= 3, statuses);

    cluster.stop();
    const stoppedAt = performance.now();
    outages += 1;
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const restartingAt = performance.now();
    cluster.start();
    const restartedAt = performance.now();
    const wanted = acknowledged() + 3;
    await until('three bookings after the outage', 60_000, () => acknowledged() >= wanted, statuses);
    booking = false;
    await until('some more calls after the outage', 60_000, () =>
      load.calls.some((c) => c.startedAt > restartedAt + 2000),
    );
    await load.stop();

    const summary = (calls: readonly Call[]) => calls.map((c) => `${c.what} ${c.status} ${c.error ?? ''}`);
    // Never a refused connection, never an unexpected error: only success or 503, whenever the call came.
    expect(summary(load.calls.filter((c) => ![200, 201, 503].includes(c.status)))).toEqual([]);

    const during = load.calls.filter((c) => c.startedAt >= stoppedAt && c.endedAt <= restartingAt);
    expect(during.length).toBeGreaterThan(20);
    expect(during.filter((c) => c.what === 'book').length).toBeGreaterThan(0);
    // A booking and the property list need the database: 503 with Retry-After. A read of the rooms may still be
    // answered from the process's caches (the session and the catalog are kept a while): 200 is fine, 500 is not.
    const unavailable = { status: 503, error: 'error.unavailable', retryAfter: '5' };
    for (const c of during) {
      const answer = { what: c.what, status: c.status, error: c.error, retryAfter: c.retryAfter };
      if (c.what === 'read' && c.status === 200) continue;
      expect(answer).toEqual({ what: c.what, ...unavailable });
    }
    expect(during.filter((c) => c.what !== 'read').length).toBeGreaterThan(10);
    // Any 503 at all, also in the moments PostgreSQL was stopping or starting, says when to retry.
    for (const c of load.calls.filter((c) => c.status === 503)) expect(c.retryAfter).toBe('5');

    const after = load.calls.filter((c) => c.startedAt >= restartedAt);
    expect(after.length).toBeGreaterThan(10);
    expect(summary(after.filter((c) => c.status !== 200 && c.status !== 201))).toEqual([]);

    // The same server, with no worker replaced: none died of the outage.
    expect(server.proc.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Worker \d+ died/);
    const health = await api.request('GET', '/api/health');
    expect(health.status).toBe(200);

    // Every acknowledged booking is stored, and each of its mails (booker, staff) leaves exactly once.
    const booked = load.calls.flatMap((c) => (c.booking ? [c.booking] : []));
    expect(booked.length).toBeGreaterThanOrEqual(6);
    const rows = await stored(booked.map((b) => b.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(booked.length);
    for (const b of booked) expect(rows.filter((r) => r.id === b.id && r.mail_id !== null).length).toBe(2);
    // A mail whose job was running when PostgreSQL stopped is retried when its job expires (two minutes).
    await until('every mail sent', 240_000, async () =>
      (await stored(booked.map((b) => b.id))).every((r) => r.status === 'sent'),
    );
    await until('every mail received', 10_000, () => booked.every((b) => mailsFor(b.bookingcode) >= 2));
    expect(booked.map((b) => [b.bookingcode, mailsFor(b.bookingcode)])).toEqual(
      booked.map((b) => [b.bookingcode, 2]),
    );
  }, 420_000);

  it('after the outage a new booking’s mails leave within seconds, heard through LISTEN, not at the five-minute sweep', async () => {
    // Runs after the outage above (the sweep only queues mails a minute old, so without LISTEN nothing leaves).
    expect(outages).toBeGreaterThan(0);
    const booked = await call('book');
    expect(booked.status).toBe(201);
    const code = booked.booking?.bookingcode ?? '';
    await until('the new booking’s two mails', 30_000, () => mailsFor(code) >= 2);
    expect(mailsFor(code)).toBe(2);
  }, 60_000);

  it('the health check says 503, the database is unreachable, while PostgreSQL is down', async () => {
    cluster.stop();
    try {
      const res = await api.request('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await res.json()).toMatchObject({
        error: 'error.unavailable',
        message: 'The database is unreachable',
      });
    } finally {
      cluster.start();
    }
    await until('health back', 30_000, async () => (await api.request('GET', '/api/health')).status === 200);
  }, 60_000);

  it('a server (WORKERS=2) started while PostgreSQL is down opens its port at once, answers 503 until it is back, then serves', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    cluster.stop();
    let started: Promise<StartedServer> | undefined;
    try {
      started = servers.start(
        cluster.url,
        { PORT: String(port), WORKERS: '2', SMTP_URL: smtp.url },
        /(worker \d+ serving[\s\S]*){2}/,
      );
      // Not a refused connection: the health check and the API say the service is unavailable for a moment.
      await until('the port open', 60_000, async () => {
        const res = await fetch(`${base}/api/health`).catch(() => null);
        return res !== null;
      });
      for (const path of ['/api/health', '/api/property/public/list']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('Retry-After'), path).toBe('5');
        expect(await res.json(), path).toMatchObject({ error: 'error.unavailable' });
      }
    } finally {
      cluster.start();
    }
    const single = await started;
    expect(single.base).toBe(base);
    await until('health 200', 30_000, async () => (await fetch(`${base}/api/health`)).status === 200);
    expect((await fetch(`${base}/api/property/public/list`)).status).toBe(200);
    single.proc.kill('SIGTERM');
  }, 150_000);

  it('a worker that dies while PostgreSQL is down is replaced, and the new one waits for the database instead of exiting', async () => {
    const serving = () => [...server.output().matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1]));
    // Until now no worker died (the outages above included).
    expect(server.output()).not.toMatch(/Worker \d+ died/);
    const [victim] = serving();
    const waiting = /start: the database is unreachable/g;
    const waitedBefore = server.output().match(waiting)?.length ?? 0;
    cluster.stop();
    try {
      process.kill(victim as number, 'SIGKILL');
      await until('the replacement waiting for the database', 60_000, () => {
        return (server.output().match(waiting)?.length ?? 0) > waitedBefore;
      });
    } finally {
      cluster.start();
    }
    await until('the replacement serving', 60_000, () => serving().length === 3);
    expect(server.proc.exitCode).toBeNull();
    // It never gave up: it waited, and no worker exited at start.
    expect(server.output()).not.toMatch(/died \(code/);
    expect((await api.request('GET', '/api/health')).status).toBe(200);
  }, 150_000);

  it('a mail refused while PostgreSQL is down waits for the database, spares its worker and is sent once PostgreSQL is back', async () => {
    const died = () => (server.output().match(/Worker \d+ died/g) ?? []).length;
    const diedBefore = died();
    const waiting = /mail: the database is unreachable/g;
    const waitedBefore = server.output().match(waiting)?.length ?? 0;
    const mailServer = smtp.hold();
    let code = '';
    try {
      const booked = await call('book');
      expect(booked.status).toBe(201);
      code = booked.booking?.bookingcode ?? '';
      await until('a mail at the mail server', 30_000, () => mailServer.waiting() > 0);
      cluster.stop();
      // The mail server refuses it now: the worker can record neither the attempt nor the job's failure.
      mailServer.release(false);
      await until(
        'the mail waiting for the database',
        30_000,
        () => (server.output().match(waiting)?.length ?? 0) > waitedBefore || died() > diedBefore,
      );
    } finally {
      mailServer.release(false);
      cluster.start();
    }
    expect(died()).toBe(diedBefore);
    // Tried again as soon as PostgreSQL is back, not when its job expires or at the queue's next retry.
    await until('the booking’s mails', 30_000, () => mailsFor(code) >= 2);
    expect(mailsFor(code)).toBe(2);
  }, 120_000);
});
