// @postgres: the wrong-guess limit must hold for concurrent guesses on a server with real concurrency
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { bookingMail } from '../db/mailSchema.ts';
import { bookingMessage } from '../db/messageSchema.ts';
import { booking as bookingTable } from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * Issue 36, findings 4-6 (docs/api.md#limits): anonymous writes are limited per client and per recipient,
 * counted atomically in the database and answered 429 with Retry-After; the wrong-guess limit stops concurrent
 * guesses at its limit; and behind a trusted proxy (TRUST_PROXY) X-Forwarded-For names the client.
 */

interface Created {
  readonly id: number;
  readonly bookingtoken: string;
  readonly bookingcode: string;
}

/** A studio at cityloft, booked by `email`, `offset` days after the tests' today (one date per request). */
async function requestStudio(t: TestApp, email: string, offset: number) {
  const guest = await t.login('cityloft');
  const ids = await catalogIds(t, guest);
  return t.request('POST', '/api/booking/add', {
    token: guest,
    body: {
      ...cityloftRooms(2, ids.unitgroup('STUDIO'), daysFromNow(40 + 3 * offset), 2),
      booker: { ...booker, email },
      request: true,
    },
  });
}

/** What a refused write must not add: bookings, the booker's messages, mails to send. */
const fingerprint = (t: TestApp) =>
  t.database.run(async (db) => ({
    bookings: await db.$count(bookingTable),
    messages: await db.$count(bookingMessage),
    mails: await db.$count(bookingMail),
  }));

/** A 429 that says how long to wait: Retry-After in whole seconds, within the hour's window. */
async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(((await res.json()) as { error: string }).error).toBe('error.ratelimit');
  const wait = Number(res.headers.get('Retry-After'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(3600);
}

describe('booking requests', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('mail one stranger at most as often as the limit per address allows; the rest store nothing', async () => {
    t = await openTestApp({ bookingRequestLimits: { perClient: 100, perRecipient: 3 } });
    const stranger = 'someone.else@example.net';
    for (let i = 0; i < 3; i++) expect((await requestStudio(t, stranger, i)).status).toBe(201);
    const before = await fingerprint(t);
    expect(before.mails).toBeGreaterThanOrEqual(3);
    await expectLimited(await requestStudio(t, stranger, 3));
    // Written as the same address in capitals: the same recipient.
    await expectLimited(await requestStudio(t, 'Someone.Else@Example.NET', 4));
    expect(await fingerprint(t)).toEqual(before);
    // Another booker from the same client still gets through.
    expect((await requestStudio(t, 'robin.berg@example.com', 5)).status).toBe(201);
  });
});

describe('booking requests from one client', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('stop at the limit per client whatever the bookers are', async () => {
    t = await openTestApp({ bookingRequestLimits: { perClient: 4, perRecipient: 100 } });
    // Sent at once: the count is one atomic increment per request, so exactly four get through.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => requestStudio(t, `guest${i}@example.org`, i)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
  });
});

describe('the booker’s messages', () => {
  let t: TestApp;
  let booking: Created;
  beforeAll(async () => {
    t = await openTestApp({ messageLimits: { perClient: 100, perRecipient: 2 } });
    booking = (await (await requestStudio(t, booker.email, 0)).json()) as Created;
  });
  afterAll(() => t?.close());

  it('about one booking stop at the limit per booking', async () => {
    const write = async () =>
      t.request('POST', `/api/booking/messages/${booking.bookingtoken}/${booking.bookingcode}`, {
        token: await t.login('cityloft'),
        body: { text: 'Is there parking?', category: 3 },
      });
    expect((await write()).status).toBe(201);
    expect((await write()).status).toBe(201);
    const before = await fingerprint(t);
    await expectLimited(await write());
    expect(await fingerprint(t)).toEqual(before);
  });
});

describe('wrong booking-link guesses', () => {
  let t: TestApp;
  let booking: Created;
  beforeAll(async () => {
    t = await openTestApp({ guessLimits: { maxFailures: 10, windowSeconds: 900 } });
    booking = (await (await requestStudio(t, booker.email, 0)).json()) as Created;
  });
  afterAll(() => t?.close());

  it('sent 200 at once, are looked up 10 times and refused after; then the right link is refused too', async () => {
    const guest = await t.login('cityloft');
    const guess = (code: string) =>
      t.request('GET', `/api/booking/messages/${booking.bookingtoken}/${code}`, { token: guest });
    // The right link first: a right guess costs nothing.
    expect((await guess(booking.bookingcode)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => guess(`WRONG${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(190);
    await expectLimited(await guess(booking.bookingcode));
  });
});

describe('the client behind a proxy', () => {
  /** The app over a real HTTP server, so requests have a peer address (127.0.0.1). */
  async function served(trustProxy: string | undefined) {
    const t = await openTestApp({
      guessLimits: { maxFailures: 3, windowSeconds: 900 },
      trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy,
    });
    const booking = (await (await requestStudio(t, booker.email, 0)).json()) as Created;
    const guest = await t.login('cityloft');
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    const port = (server.address() as AddressInfo).port;
    const guess = (code: string, forwardedFor?: string) =>
      fetch(`http://127.0.0.1:${port}/api/booking/messages/${booking.bookingtoken}/${code}`, {
        headers: {
          'X-Auth-Token': guest,
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
      });
    const close = async () => {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    };
    return { guess, booking, close };
  }

  it('with TRUST_PROXY, one guest’s wrong links do not lock out another guest behind the same proxy', async () => {
    const { guess, booking, close } = await served('loopback');
    try {
      for (let i = 0; i < 3; i++) expect((await guess(`WRONG${i}`, '203.0.113.7')).status).toBe(404);
      await expectLimited(await guess(booking.bookingcode, '203.0.113.7'));
      // Another guest, forwarded by the same proxy: their own budget.
      expect((await guess(booking.bookingcode, '198.51.100.23')).status).toBe(200);
      // A client cannot hide behind an address it puts in front of the proxy's: the proxy's entry counts.
      await expectLimited(await guess(booking.bookingcode, '198.51.100.99, 203.0.113.7'));
    } finally {
      await close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot escape its limit by naming another', async () => {
    const { guess, booking, close } = await served(undefined);
    try {
      for (let i = 0; i < 3; i++) expect((await guess(`WRONG${i}`, `203.0.113.${i}`)).status).toBe(404);
      await expectLimited(await guess(booking.bookingcode, '198.51.100.23'));
    } finally {
      await close();
    }
  });
});

describe('the limits’ settings', () => {
  it('refuse a TRUST_PROXY entry that is no address, naming it', () => {
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.example' })).toThrow(
      'TRUST_PROXY: proxy.example is not',
    );
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, loopback' })).not.toThrow();
  });

  it('read BOOKING_REQUEST_LIMITS and MESSAGE_LIMITS, with defaults', () => {
    expect(readConfig({}).bookingRequestLimits).toEqual({ perClient: 30, perRecipient: 10 });
    expect(readConfig({}).messageLimits).toEqual({ perClient: 60, perRecipient: 20 });
    expect(readConfig({ BOOKING_REQUEST_LIMITS: '50,5' }).bookingRequestLimits).toEqual({
      perClient: 50,
      perRecipient: 5,
    });
    expect(() => readConfig({ MESSAGE_LIMITS: '10' })).toThrow('MESSAGE_LIMITS must be two whole numbers');
    expect(() => readConfig({ BOOKING_REQUEST_LIMITS: '0,5' })).toThrow('BOOKING_REQUEST_LIMITS');
  });
});
