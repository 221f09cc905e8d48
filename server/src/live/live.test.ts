// @postgres: live news between server processes by LISTEN/NOTIFY
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDaysToIsoDate, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { createApp } from '../http/app.ts';
import { openTestApp, openTestDatabase, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms } from '../testing/payloads.ts';

const TODAY = '2026-11-23';
const clock = new Date('2026-11-23T09:00:00Z');

/** An open event stream: reads server-sent events one by one. */
async function openStream(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  token: string,
) {
  const res = await app.request('/api/staff/events', { headers: { 'X-Auth-Token': token } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
        const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
        if (event && data !== undefined) return { event, data: JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  /** Whatever arrives within `ms` besides what was read, as raw text. */
  const pending = async (ms: number) => {
    const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
    const read = await Promise.race([reader.read(), timer]);
    return buffer + (read && !read.done ? decoder.decode(read.value) : '');
  };
  return { next, pending, close: () => reader.cancel() };
}

describe('live changes for staff (GET /api/staff/events)', () => {
  let t: TestApp;
  let secondDatabase: Database | null = null;
  let second: ReturnType<typeof createApp>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    t = await openTestApp({ now: () => clock, database: opened.database });
    // A second server process: on PostgreSQL its own pool and LISTEN connection; PGlite has one connection.
    secondDatabase = opened.url ? await openDatabase({ databaseUrl: opened.url }) : null;
    second = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database: secondDatabase ?? opened.database,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await secondDatabase?.close();
    await drop();
  });

  it('tells the staff of the property about a new request and each staff action, through any process', async () => {
    const cityloft = await openStream(second, await staffToken(t, 'cityloft'));
    const lindenhof = await openStream(second, await staffToken(t, 'lindenhof'));
    expect((await cityloft.next()).event).toBe('ready');
    expect((await lindenhof.next()).event).toBe('ready');

    const guest = await t.login('cityloft');
    const ids = await catalogIds(t, guest);
    const created = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: { ...cityloftRooms(2, ids.unitgroup('STUDIO'), addDaysToIsoDate(TODAY, 30), 2), request: true },
    });
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { id: number; version: number };

    const first = await cityloft.next();
    expect(first).toEqual({
      event: 'booking',
      data: {
        kind: 'booking',
        bookingId: booking.id,
        propertyId: 2,
        action: 'request',
        state: S.New,
        version: booking.version,
      },
    });
    const offer = await hotelAction(t, 'cityloft', booking, 'sendOffer');
    expect(offer.status).toBe(200);
    expect(await cityloft.next()).toMatchObject({
      event: 'booking',
      data: { bookingId: booking.id, action: 'sendOffer', state: S.Offered, version: offer.body.version },
    });
    // Lindenhof's staff hear nothing of Cityloft's bookings.
    expect(await lindenhof.pending(300)).toBe('');
    await cityloft.close();
    await lindenhof.close();
  });

  it('needs a staff login', async () => {
    expect((await second.request('/api/staff/events')).status).toBe(401);
    const guest = await t.login('cityloft');
    expect((await second.request('/api/staff/events', { headers: { 'X-Auth-Token': guest } })).status).toBe(
      401,
    );
  });
});
