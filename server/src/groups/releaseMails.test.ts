import { addDaysToIsoDate } from '@venue/domain';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import * as s from '../db/schema.ts';
import { Mailer } from '../mail/mailer.ts';
import { TEST_NOW } from '../testing/clock.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';
import { releaseJob } from './releaseMails.ts';

/*
 * docs/rules.md#group-blocks: the organiser and the hotel get a block's pickup summary seven days before its release
 * and when it is released (by the job or by staff), each once, through a real SMTP server, with the clock moved.
 */

const CITYLOFT = 2;
type Json = Record<string, unknown> & { error?: string };
interface GroupView {
  id: number;
  pickupCode: string;
  blocks: { id: number; version: number; status: string }[];
}

let t: TestApp;
let clock = TEST_NOW;
let smtp: SmtpServer;
let mailer: Mailer;
let guest: string;
let loft: number;
let rateplan: number;
let organiser: number;

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const addresses = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));
const job = () =>
  releaseJob({ database: t.database, now: () => clock, catalogs: new CatalogCache(t.database), mailer });

beforeAll(async () => {
  t = await openTestApp({ now: () => clock });
  smtp = await startSmtpServer();
  mailer = new Mailer({
    smtpUrl: smtp.url,
    mailFrom: 'Cityloft <hotel@hotel.test>',
    outboxDir: '/nonexistent',
  });
  guest = await t.login('cityloft');
  loft = (await catalogIds(t, guest)).unitgroup('LOFT');
  const [plan] = await t.database.run((db) =>
    db.select({ id: s.rateplan.id }).from(s.rateplan).where(eq(s.rateplan.propertyId, CITYLOFT)),
  );
  rateplan = plan?.id ?? 0;
  // The organiser books in German; the hotel (cityloft) writes English.
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: {
      ...cityloftRooms(CITYLOFT, loft, daysFromNow(200), 2),
      booker: { ...booker, firstname: 'Olga', lastname: 'Organiser', email: 'olga@congress.example' },
    },
    headers: { 'App-Language': 'de' },
  });
  const body = (await res.json()) as { id: number };
  expect(body).toMatchObject({ id: expect.any(Number) });
  organiser = body.id;
}, 60_000);
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await t?.close();
});

const call = async <T = Json>(method: string, path: string, body?: unknown, token?: string) => {
  const res = await t.request(method, path, { token: token ?? guest, body });
  return { status: res.status, body: (await res.json()) as T & Json };
};

/**
 * A definite group of 3 lofts on the nights from `day` (two), released on `release` (or by a rule), with one
 * attendee.
 */
async function congress(
  day: string,
  release: string | { kind: 'daysBefore'; days: number },
  eventName: string,
) {
  const staff = await staffToken(t, 'cityloft');
  const made = await call<GroupView>(
    'POST',
    '/api/staff/group/add',
    {
      organiserBookingId: organiser,
      eventName,
      organiserName: 'Olga Organiser',
      blocks: [
        {
          unitgroupId: loft,
          rateplanId: rateplan,
          unitPrice: 9900,
          nights: [0, 1].map((i) => ({ night: addDaysToIsoDate(day, i), units: 3 })),
          release: typeof release === 'string' ? { kind: 'date', date: release } : release,
        },
      ],
    },
    staff,
  );
  const block = made.body.blocks[0] as { id: number; version: number };
  const confirmed = await call<GroupView>(
    'POST',
    `/api/staff/group/${made.body.id}/block/${block.id}`,
    { action: 'confirm', version: block.version },
    staff,
  );
  expect(confirmed.status).toBe(200);
  const picked = await call('POST', '/api/bookingunitgroup/pickup', {
    code: made.body.pickupCode,
    blockId: block.id,
    nights: { first: day, last: addDaysToIsoDate(day, 1) },
    units: 1,
    personcount: 2,
    booker: { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.org' },
  });
  expect(picked.body).toMatchObject({ id: expect.any(Number) });
  return { groupId: made.body.id, blockId: block.id, code: made.body.pickupCode, staff };
}

describe('the pickup summary mails before and at release', () => {
  it('mails organiser and hotel once 7 days before the release and once at it', async () => {
    // Days before the seeded congress's own mails (server/src/seed/congress.ts: from day 39) so only ours are sent.
    const night = daysFromNow(50);
    const release = daysFromNow(30);
    const { blockId, code } = await congress(night, release, 'Congress of Cartographers');

    clock = at(addDaysToIsoDate(release, -8));
    expect(await job()).toMatchObject({ released: [], told: [], mailed: 0 });
    expect(smtp.received).toHaveLength(0);

    // Seven days before: one mail to each, even with two runs at once (two server processes).
    clock = at(addDaysToIsoDate(release, -7));
    const runs = await Promise.all([job(), job()]);
    expect(runs.map((r) => r.mailed).reduce((a, b) => a + b)).toBe(2);
    await smtp.nth(2);
    const [first, second] = smtp.received;
    const organiserMail = [first, second].find((m) => m && addresses(m).includes('olga@congress.example'));
    const hotelMail = [first, second].find((m) => m && addresses(m).includes('owner@cityloft.example'));
    // The organiser in the organiser booking's language (German)...
    expect(organiserMail?.subject).toContain('Congress of Cartographers');
    expect(organiserMail?.subject).toContain('zurück in den Verkauf');
    expect(organiserMail?.text).toContain('Hallo Olga Organiser,');
    expect(organiserMail?.text).toContain(code);
    expect(organiserMail?.text).toContain('gehalten 3, gebucht 1, offen 2');
    expect(organiserMail?.text).toContain('Buchungen von Teilnehmenden: 1');
    // ... the hotel's staff users in the property's (English), with the release date.
    expect(addresses(hotelMail as ParsedMail)).toEqual(
      expect.arrayContaining(['owner@cityloft.example', 'staff@cityloft.example']),
    );
    expect(hotelMail?.subject).toContain('unbooked rooms go back on sale');
    expect(hotelMail?.text).toContain('held 3, booked 1, open 2');
    expect(hotelMail?.text).toContain("Attendees' bookings: 1");
    const releaseDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${release}T00:00:00Z`),
    );
    expect(hotelMail?.text).toContain(`Release date: ${releaseDate}`);

    // The next run, and the next day: no second mail.
    expect((await job()).mailed).toBe(0);
    clock = at(addDaysToIsoDate(release, -6));
    expect(await job()).toMatchObject({ told: [], mailed: 0 });
    expect(smtp.received).toHaveLength(2);

    // At release: the job releases the block and both get the released summary, once.
    clock = at(release);
    expect(await job()).toMatchObject({ released: [blockId], mailed: 2 });
    await smtp.nth(4);
    const released = smtp.received.slice(2);
    const hotelReleased = released.find((m) => addresses(m).includes('owner@cityloft.example'));
    const organiserReleased = released.find((m) => addresses(m).includes('olga@congress.example'));
    expect(hotelReleased?.subject).toContain('the room block was released');
    expect(hotelReleased?.text).toContain('held 3, booked 1, back on sale 2');
    expect(hotelReleased?.text).toContain(`Released on: ${releaseDate}`);
    expect(organiserReleased?.subject).toContain('wurde freigegeben');
    expect((await job()).mailed).toBe(0);
    expect(smtp.received).toHaveLength(4);
  });

  it('mails the released summary when staff release a block early', async () => {
    clock = TEST_NOW;
    const night = daysFromNow(90);
    const { groupId, blockId, staff } = await congress(night, daysFromNow(80), 'Surveyors Summit');
    const before = smtp.received.length;
    const group = await call<GroupView>('GET', `/api/staff/group/${groupId}`, undefined, staff);
    const version = group.body.blocks[0]?.version;
    const released = await call<GroupView>(
      'POST',
      `/api/staff/group/${groupId}/block/${blockId}`,
      { action: 'release', version },
      staff,
    );
    expect(released.status).toBe(200);
    expect(await job()).toMatchObject({ released: [], mailed: 2 });
    await smtp.nth(before + 2);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Surveyors Summit: the room block was released',
        'Surveyors Summit: das Zimmerkontingent wurde freigegeben',
      ]),
    );
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(TEST_NOW);
    expect(mails.find((m) => m.subject?.startsWith('Surveyors Summit: the'))?.text).toContain(
      `Released on: ${today}`,
    );
    expect((await job()).mailed).toBe(0);
  });

  it('names each night’s own release day when the nights go back on sale one by one', async () => {
    clock = TEST_NOW;
    const night = daysFromNow(130);
    // Each night 10 days before it: the first on day 120, the second on day 121.
    await congress(night, { kind: 'daysBefore', days: 10 }, 'Atlas Forum');
    const before = smtp.received.length;
    clock = at(daysFromNow(113));
    // The seeded congress (server/src/seed/congress.ts) is released by now and mails too: only ours are read.
    const { mailed } = await job();
    await smtp.nth(before + mailed);
    const ours = smtp.received.slice(before).filter((m) => m.subject?.startsWith('Atlas Forum'));
    const hotel = ours.find((m) => addresses(m).includes('owner@cityloft.example'));
    const organiserMail = ours.find((m) => addresses(m).includes('olga@congress.example'));
    const long = (day: string, locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    const [first, second] = [daysFromNow(120), daysFromNow(121)];
    expect(hotel?.subject).toBe(
      `Atlas Forum: unbooked rooms go back on sale night by night from ${long(first, 'en-GB')}`,
    );
    expect(hotel?.text).toContain(`held 3, booked 1, open 2, back on sale on ${long(first, 'en-GB')}`);
    expect(hotel?.text).toContain(`held 3, booked 1, open 2, back on sale on ${long(second, 'en-GB')}`);
    expect(hotel?.text).toContain(`First release date: ${long(first, 'en-GB')}`);
    expect(organiserMail?.subject).toContain('Nacht für Nacht zurück in den Verkauf');
    expect(organiserMail?.text).toContain(`offen 2, zurück im Verkauf am ${long(second, 'de-DE')}`);
  });
});
