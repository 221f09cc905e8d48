import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { holdingAllocations } from './db/inspect.ts';
import { DEMO_PASSWORD } from './seed/users.ts';
import { openTestDatabase } from './testing/harness.ts';
import { catalogIds, cityloftRooms, daysFromRealToday } from './testing/payloads.ts';
import {
  alive,
  type ServerClient as Client,
  clientOf,
  exited,
  type StartedServer as Started,
  serverProcesses,
} from './testing/serverProcess.ts';

/*
 * Several server processes on one PostgreSQL server behave as one (server/README.md#several-processes): two real
 * servers (src/main.ts, WORKERS=1 each, two ports, as on two machines behind a load balancer) over one database,
 * each addressed directly; and one server with WORKERS=2. PostgreSQL only: PGlite is one process
 * (vitest.config.ts runs *.postgres.test.ts only with DATABASE_URL).
 *
 * The servers run on the real clock (src/main.ts): the tests' stays lie some months after its today, within the
 * booking horizon (docs/rules.md#stay-rules).
 */

const servers = serverProcesses();
const start = servers.start;

const tokenOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

afterAll(() => servers.cleanup());

describe('two server processes on one PostgreSQL server', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: Client;
  let b: Client;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    if (!opened.url) throw new Error('DATABASE_URL is needed');
    // Started at once: they take turns migrating (an advisory lock), as machines starting together would.
    const [first, second] = await Promise.all([
      start(opened.url, { WORKERS: '1' }),
      start(opened.url, { WORKERS: '1' }),
    ]);
    a = clientOf(first.base);
    b = clientOf(second.base);
    expect(first.base).not.toBe(second.base);
  });
  afterAll(async () => {
    await servers.stopAll();
    await drop();
  });

  it('a property session made on one process works on the other', async () => {
    const token = await tokenOf(await a.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } }));
    expect((await b.request('GET', '/api/unitgroup/list', { token })).status).toBe(200);
    expect((await b.request('GET', '/api/unitgroup/list', { token: `${token}x` })).status).toBe(401);
  });

  it('simultaneous bookings of the last units through both processes: exactly as many succeed as there are units', async () => {
    const token = await tokenOf(await a.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } }));
    const ids = await catalogIds(a, token);
    for (const [code, units, tries, date] of [
      ['PENTHOUSE', 1, 40, daysFromRealToday(120)],
      ['LOFT', 6, 24, daysFromRealToday(125)],
    ] as const) {
      const group = ids.unitgroup(code);
      const responses = await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          (i % 2 ? a : b).request('POST', '/api/booking/add', {
            token,
            body: cityloftRooms(2, group, date, 2),
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(units);
      expect(statuses.filter((s) => s === 409)).toHaveLength(tries - units);
      for (const loser of await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json())))
        expect(loser).toMatchObject({ error: 'error.availability' });
      const end = daysFromRealToday(code === 'PENTHOUSE' ? 122 : 127);
      expect(await database.run((db) => holdingAllocations(db, group, `${date} 15:00`, `${end} 11:00`))).toBe(
        units,
      );
    }
  });

  it('a catalog change through one process is seen by the other at once (LISTEN/NOTIFY)', async () => {
    const guest = await tokenOf(
      await b.request('POST', '/api/propertylogin', { body: { key: 'lindenhof' } }),
    );
    const owner = await tokenOf(
      await a.request('POST', '/api/login', {
        body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
      }),
    );
    const priceOn = async (client: Client, id: number) => {
      const res = await client.request('GET', '/api/unitgroup/list', { token: guest });
      const body = (await res.json()) as { items: { id: number; rateplanList: { price: number }[] }[] };
      return body.items.find((u) => u.id === id)?.rateplanList[0]?.price;
    };
    const list = (await (
      await a.request('GET', '/api/staff/unitgroup/list?f.propertyId=1&p.s=1', { token: owner })
    ).json()) as { items: { id: number }[] };
    const id = list.items[0]?.id ?? -1;
    // Both processes have the catalog cached (it is kept 30 s).
    const before = await priceOn(b, id);
    expect(before).toBeDefined();
    expect(await priceOn(a, id)).toBe(before);
    const row = (await (await a.request('GET', `/api/staff/unitgroup/${id}`, { token: owner })).json()) as {
      version: number;
      price: number;
    };
    const changed = await a.request('POST', `/api/staff/unitgroup/update/${id}`, {
      token: owner,
      body: { id, version: row.version, price: row.price + 1000 },
    });
    expect(changed.status).toBe(200);
    const started = Date.now();
    await expect.poll(() => priceOn(b, id), { timeout: 5000, interval: 50 }).toBe((before as number) + 1000);
    // Heard through NOTIFY, long before the cache's 30 s would have run out.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('staff connected to one process hear of a booking made on the other (live events)', async () => {
    const staff = await tokenOf(
      await b.request('POST', '/api/login', {
        body: { username: 'staff@cityloft.example', password: DEMO_PASSWORD },
      }),
    );
    const stream = await b.request('GET', '/api/staff/events', { token: staff });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    /** Reads the stream until `wanted` is in it. */
    const readUntil = async (wanted: string) => {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('event: ready');
    const guest = await tokenOf(await a.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } }));
    const ids = await catalogIds(a, guest);
    const created = await a.request('POST', '/api/booking/add', {
      token: guest,
      body: cityloftRooms(2, ids.unitgroup('STUDIO'), daysFromRealToday(140), 2),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await readUntil(`"bookingId":${id},`);
    const block = text.split('\n\n').find((b) => b.includes(`"bookingId":${id},`));
    expect(block).toMatch(/^event: booking$/m);
    await reader.cancel();
  });

  // Last: the guesses of this client (127.0.0.1) count for 15 minutes.
  it('10 wrong booking-code guesses spread over both processes: both then answer 429', async () => {
    const token = await tokenOf(await a.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } }));
    const guess = (client: Client, i: number) =>
      client.request('GET', `/api/booking/byTokenAndInternalIdOrExternalId/${'y'.repeat(42)}${i}/CODE${i}`, {
        token,
      });
    const misses = [];
    for (let i = 0; i < 10; i++) misses.push((await guess(i % 2 ? a : b, i)).status);
    expect(misses).toEqual(Array(10).fill(404));
    const [onA, onB] = [await guess(a, 10), await guess(b, 11)];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(await onB.json()).toMatchObject({ error: 'error.ratelimit' });
  });
});

describe('WORKERS=2: one server, two worker processes', () => {
  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const opened = await openTestDatabase();
    try {
      const workerLines = /worker (\d+) serving/g;
      const workers = (s: Started) => [...s.output().matchAll(workerLines)].map((m) => Number(m[1]));
      const server = await start(opened.url ?? '', { WORKERS: '2' }, /(worker \d+ serving[\s\S]*){2}/);
      expect(server.output()).toContain('2 worker processes');
      const [first, second] = workers(server);
      expect(first).not.toBe(second);
      const client = clientOf(server.base);
      const login = async () =>
        (await client.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } })).status;
      expect(await login()).toBe(200);

      process.kill(first as number, 'SIGKILL');
      await expect
        .poll(() => server.output(), { timeout: 10_000, interval: 50 })
        .toMatch(/died \(signal SIGKILL\); starting another/);
      // The other worker serves meanwhile (new connections: the client's pooled one to the dead worker is gone).
      for (let i = 0; i < 4; i++) expect(await login()).toBe(200);
      await expect.poll(() => workers(server).length, { timeout: 60_000, interval: 200 }).toBe(3);
      for (let i = 0; i < 6; i++) expect(await login()).toBe(200);

      const all = workers(server);
      server.proc.kill('SIGTERM');
      expect(await exited(server.proc)).toBe(0);
      for (const pid of all) expect(alive(pid)).toBe(false);
    } finally {
      await opened.drop();
    }
    // Three server processes start one after the other (two, then the replacement): on a loaded two-core machine
    // that took more than the suite's 60 s.
  }, 180_000);
});
