import type { StaffLiveEvent } from '@venue/contract';
import { addDaysToIsoDate } from '@venue/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMail } from '../../db/mailSchema.ts';
import { bookingMessage } from '../../db/messageSchema.ts';
import { LiveHub } from '../../live/hub.ts';
import { openTestApp, type TestApp } from '../../testing/harness.ts';
import { hotelAction, staffToken } from '../../testing/hotel.ts';
import { catalogIds, cityloftRooms } from '../../testing/payloads.ts';

const TODAY = '2026-11-23';
let clock = new Date('2026-11-23T09:00:00Z');

let t: TestApp;
let booking: { id: number; version: number; bookingtoken: string; bookingcode: string };
const events: StaffLiveEvent[] = [];
let stopListening: () => Promise<void>;

beforeAll(async () => {
  t = await openTestApp({ now: () => clock });
  stopListening = await new LiveHub(t.database).subscribe((event) => events.push(event));
  const guest = await t.login('cityloft');
  const ids = await catalogIds(t, guest);
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: { ...cityloftRooms(2, ids.unitgroup('STUDIO'), addDaysToIsoDate(TODAY, 30), 2), request: true },
  });
  booking = await res.json();
});
afterAll(async () => {
  await stopListening?.();
  await t.close();
});

const asBooker = async (method: 'GET' | 'POST', body?: unknown, code = booking.bookingcode) =>
  t.request(method, `/api/booking/messages/${booking.bookingtoken}/${code}`, {
    token: await t.login('cityloft'),
    ...(body ? { body } : {}),
  });
const asStaff = async (key: string, method: 'GET' | 'POST', body?: unknown, id = booking.id) =>
  t.request(method, `/api/staff/messages/${id}`, {
    token: await staffToken(t, key),
    ...(body ? { body } : {}),
  });
const overview = async (key: string, query = '') =>
  (await (
    await t.request('GET', `/api/messageoverview/list${query}`, { token: await staffToken(t, key) })
  ).json()) as {
    items: { bookingId: number; unread: number; messages: number; last: { author: string; text: string } }[];
    total: number;
  };

describe('a booking’s messages between booker and staff', () => {
  it('the booker writes, staff see it unread in the overview and live, then read and answer it', async () => {
    const sent = await asBooker('POST', { text: '  We arrive at 22:00, is that fine?  ', category: 3 });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        author: 'booker',
        authorName: null,
        category: 3,
        text: 'We arrive at 22:00, is that fine?',
        readAt: null,
      }),
    ]);
    await expect
      .poll(() => events.filter((e) => e.kind === 'message'))
      .toEqual([
        expect.objectContaining({ kind: 'message', bookingId: booking.id, propertyId: 2, author: 'booker' }),
      ]);

    const before = await overview('cityloft', '?f.unread=true');
    expect(before.items).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        unread: 1,
        messages: 1,
        last: expect.objectContaining({ author: 'booker' }),
      }),
    ]);

    clock = new Date('2026-11-23T09:01:00Z');
    const read = await asStaff('cityloft', 'GET');
    expect(((await read.json()) as { items: { readAt: string }[] }).items[0]?.readAt).toBe(
      '2026-11-23T09:01:00.000Z',
    );
    expect((await overview('cityloft', '?f.unread=true')).items).toEqual([]);

    const answer = await asStaff('cityloft', 'POST', { text: 'Yes, the night porter has your key.' });
    expect(answer.status).toBe(201);
    const thread = (await (await asBooker('GET')).json()) as {
      items: {
        author: string;
        authorName: string | null;
        category: number;
        text: string;
        readAt: string | null;
      }[];
    };
    expect(thread.items.map((m) => [m.author, m.text])).toEqual([
      ['booker', 'We arrive at 22:00, is that fine?'],
      ['staff', 'Yes, the night porter has your key.'],
    ]);
    expect(thread.items[1]).toMatchObject({
      authorName: expect.any(String),
      category: 1,
      readAt: '2026-11-23T09:01:00.000Z',
    });
    expect((await overview('cityloft')).items[0]).toMatchObject({
      messages: 2,
      unread: 0,
      last: { author: 'staff' },
    });
  });

  it('the hotel’s answer queues a mail to the booker in the booking’s language; the booker’s own message none', async () => {
    const messageMails = () =>
      t.database.run((db) =>
        db
          .select({
            kind: bookingMail.kind,
            recipient: bookingMail.recipient,
            language: bookingMail.language,
          })
          .from(bookingMail)
          .where(and(eq(bookingMail.bookingId, booking.id), eq(bookingMail.kind, 'message'))),
      );
    const before = await messageMails();
    expect((await asBooker('POST', { text: 'One more question.', category: 3 })).status).toBe(201);
    expect(await messageMails()).toEqual(before);
    expect((await asStaff('cityloft', 'POST', { text: 'Ask away.' })).status).toBe(201);
    const after = await messageMails();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({ kind: 'message', recipient: 'booker', language: 'en' });
  });

  it('staff of another property see none of it', async () => {
    expect((await asStaff('lindenhof', 'GET')).status).toBe(404);
    expect((await asStaff('lindenhof', 'POST', { text: 'Hello' })).status).toBe(404);
    expect((await overview('lindenhof')).items).toEqual([]);
    expect((await t.request('GET', '/api/messageoverview/list')).status).toBe(401);
  });

  it('refuses an empty or too long message, an unknown category and a wrong code, storing nothing', async () => {
    const count = async () => (await t.database.run((db) => db.select().from(bookingMessage))).length;
    const stored = await count();
    expect((await asBooker('POST', { text: '   ' })).status).toBe(400);
    expect((await asBooker('POST', { text: 'x'.repeat(4001) })).status).toBe(400);
    expect((await asBooker('POST', { text: 'Hi', category: 99 })).status).toBe(400);
    expect((await asBooker('POST', { text: 'Hi' }, 'WRONGCODE1')).status).toBe(404);
    expect((await asStaff('cityloft', 'POST', { text: 'Hi', extra: true })).status).toBe(400);
    expect(await count()).toBe(stored);
  });

  it('a deleted booking takes no more messages', async () => {
    const detail = (await (
      await t.request('GET', `/api/staff/booking/${booking.id}`, { token: await staffToken(t, 'cityloft') })
    ).json()) as { version: number };
    expect(
      (await hotelAction(t, 'cityloft', { id: booking.id, version: detail.version }, 'delete')).status,
    ).toBe(200);
    const refused = await asStaff('cityloft', 'POST', { text: 'Still there?' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'error.booking.state' });
  });

  it('lists the categories for both apps', async () => {
    const res = await t.request('GET', '/api/messagecategory/list');
    expect(((await res.json()) as { items: { key: string }[] }).items.map((c) => c.key)).toEqual([
      'general',
      'offer',
      'arrival',
      'services',
      'payment',
    ]);
  });
});
