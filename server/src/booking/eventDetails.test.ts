import type { StaffBookingDetail } from '@venue/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { catalogIds, daysFromNow, lindenhofMeetingDay } from '../testing/payloads.ts';

/*
 * docs/api.md#create-a-booking: a guest names the event (title, purpose) and picks one of the property's active
 * booking reasons from `bookingreason/list`; the booking keeps the reason's names for staff, mails and the .ics.
 */

let t: TestApp;
let lind: string;
let city: string;
let ids: Awaited<ReturnType<typeof catalogIds>>;
beforeAll(async () => {
  t = await openTestApp();
  lind = await t.login('lindenhof');
  city = await t.login('cityloft');
  ids = await catalogIds(t, lind);
});
afterAll(() => t.close());

type Reason = { id: number; name: string; sort: number };
const reasons = async (token: string, language: string): Promise<Reason[]> => {
  const res = await t.request('GET', '/api/bookingreason/list', {
    token,
    headers: { 'App-Language': language },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Reason[] }).items;
};
const send = async (path: string, body: unknown) => {
  const res = await t.request('POST', path, { token: lind, body });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      id: number;
      version: number;
      bookingtoken: string;
      details?: { path: string; message: string }[];
    },
  };
};
const bookings = () =>
  t.database.run(async (db) => (await db.select({ n: count() }).from(booking))[0]?.n ?? 0);
const setInactive = async (id: number, inactive: boolean) => {
  const token = await staffToken(t, 'lindenhof');
  const row = await t.request('GET', `/api/staff/bookingreason/${id}`, { token });
  const { version } = (await row.json()) as { version: number };
  const res = await t.request('POST', `/api/staff/bookingreason/update/${id}`, {
    token,
    body: { id, version, inactive },
  });
  expect(res.status).toBe(200);
};

describe('the event’s title, reason and purpose', () => {
  it('a guest reads the property’s booking reasons in their order, in the asked language', async () => {
    const english = await reasons(lind, 'en');
    expect(english.map((r) => r.name)).toEqual([
      'Conference',
      'Training',
      'Team event',
      'Private celebration',
    ]);
    expect(english.map((r) => r.sort)).toEqual([0, 1, 2, 3]);
    expect((await reasons(lind, 'de')).map((r) => r.name)).toEqual([
      'Konferenz',
      'Schulung',
      'Teamevent',
      'Private Feier',
    ]);
    // Each property lists its own.
    const theirs = await reasons(city, 'en');
    expect(theirs.map((r) => r.name)).toContain('Conference');
    expect(theirs.map((r) => r.id)).not.toContain(english[0]?.id);
  });

  it('a deactivated reason is no longer offered', async () => {
    const [, training] = await reasons(lind, 'en');
    await setInactive(training?.id as number, true);
    try {
      expect((await reasons(lind, 'en')).map((r) => r.name)).not.toContain('Training');
    } finally {
      await setInactive(training?.id as number, false);
    }
    expect((await reasons(lind, 'en')).map((r) => r.name)).toContain('Training');
  });

  it('a booking keeps the title, the purpose and the reason with its names; staff read them', async () => {
    const [conference] = await reasons(lind, 'de');
    const made = await send(
      '/api/booking/add',
      lindenhofMeetingDay(ids, daysFromNow(60), 20, {
        eventtitle: 'Vertriebstagung 2027',
        description: 'Jahresplanung\nmit Workshops am Nachmittag',
        bookingreason: { id: conference?.id },
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      eventtitle: 'Vertriebstagung 2027',
      description: 'Jahresplanung\nmit Workshops am Nachmittag',
      bookingreason: { id: conference?.id },
    });
    const detail = await t.request('GET', `/api/staff/booking/${made.body.id}`, {
      token: await staffToken(t, 'lindenhof'),
    });
    const data = ((await detail.json()) as StaffBookingDetail).data as Record<string, unknown>;
    expect(data).toMatchObject({
      eventtitle: 'Vertriebstagung 2027',
      description: 'Jahresplanung\nmit Workshops am Nachmittag',
      bookingreason: { id: conference?.id, names: { de: 'Konferenz', en: 'Conference' } },
    });
  });

  it('a reason of another property or a deactivated one is refused with a 400 on bookingreason, nothing stored', async () => {
    const [theirs] = await reasons(city, 'en');
    const before = await bookings();
    const foreign = await send(
      '/api/booking/add',
      lindenhofMeetingDay(ids, daysFromNow(61), 20, { bookingreason: { id: theirs?.id } }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([{ path: 'bookingreason', message: 'unknown booking reason' }]);

    const own = await reasons(lind, 'en');
    const celebration = own.find((r) => r.name === 'Private celebration') as Reason;
    await setInactive(celebration.id, true);
    try {
      const inactive = await send(
        '/api/booking/add',
        lindenhofMeetingDay(ids, daysFromNow(62), 20, { bookingreason: { id: celebration.id } }),
      );
      expect(inactive.status).toBe(400);
      expect(inactive.body.details).toEqual([{ path: 'bookingreason', message: 'inactive booking reason' }]);
      expect(await bookings()).toBe(before);
    } finally {
      await setInactive(celebration.id, false);
    }
  });

  it('a booking whose reason was deactivated since keeps it when the booker changes the booking', async () => {
    const own = await reasons(lind, 'en');
    const team = own.find((r) => r.name === 'Team event') as Reason;
    const date = daysFromNow(63);
    const made = await send(
      '/api/booking/add',
      lindenhofMeetingDay(ids, date, 20, { bookingreason: { id: team.id } }),
    );
    expect(made.status).toBe(201);
    expect((await hotelAction(t, 'lindenhof', made.body, 'sendOffer')).status).toBe(200);
    await setInactive(team.id, true);
    try {
      const update = await send(`/api/booking/update/${made.body.id}`, {
        ...lindenhofMeetingDay(ids, date, 24, { bookingreason: { id: team.id } }),
        bookingtoken: made.body.bookingtoken,
      });
      expect(update.status).toBe(200);
      expect(update.body.bookingreason).toMatchObject({ id: team.id });
    } finally {
      await setInactive(team.id, false);
    }
  });
});
