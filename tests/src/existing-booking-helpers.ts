import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isoDay, isSunday, propertyLogin } from './configurator-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/** A booking created through the real API, with what the booker's link carries. */
export interface CreatedBooking {
  readonly id: number;
  readonly code: string;
  readonly token: string;
  readonly total: number;
  readonly auth: string;
  readonly propertyId: number;
  /** The demo property's key (lindenhof, workspace, cityloft). */
  readonly propertyKey: string;
  readonly date: string;
  /** The booking's version as last answered (after the hotel's offer, that one's). */
  readonly version: number;
  /** The booking's state as last answered: Offered (2) once the hotel sent the offer. */
  readonly bookingstate: number;
}

type Catalog = { items: { id: number; code: string; serviceOptionList?: { id: number }[] }[] };

/** The file that counts the days this lane's tests took (the lane's database keeps their bookings). */
const dayCounter = () =>
  join(process.env.E2E_DATA_DIR ?? tmpdir(), `lane-${test.info().parallelIndex}`, 'fresh-days');

/**
 * The offset from today of the first of `count` days no other test of this lane booked: far enough ahead for every
 * advance-booking rule, well within the three-year booking horizon (a lane takes a few hundred days in a whole run;
 * pickDay pages the calendar as far as a day is), and clear of the days tests fix themselves (up to 92). The count is kept in the lane's data folder: a
 * worker replaced after a failure goes on where its lane stood. Playwright runs one worker per lane at a time.
 */
export function freshDayOffset(count = 1): number {
  const file = dayCounter();
  const taken = existsSync(file) ? Number(readFileSync(file, 'utf8')) || 0 : 0;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(taken + count));
  return 100 + taken;
}

/** A fresh day for each booking (freshDayOffset). */
export const freshDay = () => isoDay(freshDayOffset());

/** A fresh day that is not a Sunday (workspace takes no booking that starts on one); days come in order. */
const freshWorkday = () => {
  const day = freshDay();
  return isSunday(day) ? freshDay() : day;
};

/** Ids by code from the property's lists. */
async function ids(request: APIRequestContext, auth: string) {
  const headers = { 'X-Auth-Token': auth };
  const ug = (await (await request.get('/api/unitgroup/list', { headers })).json()) as Catalog;
  const sv = (await (await request.get('/api/service/list', { headers })).json()) as Catalog;
  const find = (list: Catalog, code: string) => {
    const item = list.items.find((i) => i.code === code);
    if (!item) throw new Error(`no ${code}`);
    return item;
  };
  return { unitgroup: (c: string) => find(ug, c), service: (c: string) => find(sv, c) };
}

/**
 * A lindenhof meeting day in the plenary hall with the required lunch buffet (and a flipchart), as the
 * configurator would send it.
 */
export async function lindenhofDay(request: APIRequestContext, auth: string, date: string, flipchart = true) {
  const catalog = await ids(request, auth);
  const buffet = catalog.service('LUNCH-BUFFET');
  const services: unknown[] = [
    {
      service: { id: buffet.id },
      itemcount: 1,
      personcount: 20,
      start: `${date} 12:00`,
      end: `${date} 13:00`,
      serviceOptionList: [{ serviceOption: { id: buffet.serviceOptionList?.[0]?.id } }],
      bookingUnitgroup: { index: 0 },
    },
  ];
  if (flipchart)
    services.push({
      service: { id: catalog.service('FLIPCHART').id },
      itemcount: 1,
      personcount: 20,
      start: `${date} 08:00`,
      end: `${date} 18:00`,
      bookingUnitgroup: { index: 0 },
    });
  return {
    propertyId: 1,
    startdate: date,
    enddate: date,
    booker: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' },
    people: 20,
    paymentmethod: 'PM6Hold',
    bookingUnitgroupList: [
      {
        unitgroup: { id: catalog.unitgroup('PLENUM').id },
        itemcount: 1,
        start: `${date} 08:00`,
        end: `${date} 18:00`,
        personcount: 20,
      },
    ],
    bookingServiceList: services,
    request: true,
    termsAccepted: true,
  };
}

/** The password of every demo staff account (server/src/seed/users.ts). */
const DEMO_STAFF_PASSWORD = 'Demo-Stay-2026!';
const BOOKING_NEW = 1;
const BOOKING_OFFERED = 2;
/** Staff tokens by property key, one login per property per worker. */
const staffTokens = new Map<string, Promise<string>>();

/** Logs the property's demo staff user (staff@<key>.example) in through POST /api/login, once per worker. */
export function staffToken(request: APIRequestContext, propertyKey: string): Promise<string> {
  let token = staffTokens.get(propertyKey);
  if (!token) {
    token = (async () => {
      const res = await request.post('/api/login', {
        data: { username: `staff@${propertyKey}.example`, password: DEMO_STAFF_PASSWORD },
      });
      expect(res.status(), await res.text()).toBe(200);
      return String(((await res.json()) as { token: string }).token);
    })();
    staffTokens.set(propertyKey, token);
    // A failed login is not cached: the next caller tries again.
    token.catch(() => staffTokens.delete(propertyKey));
  }
  return token;
}

/**
 * Books every unit of a property on one day through the real API, as the hotel's staff take bookings by phone
 * (POST /api/staff/booking/add, one reservation per unit group; rooms for the night after the day), so the
 * availability calendar shows the day as not available. Unit groups already taken that day can be left out
 * (`except`, by code).
 */
export async function bookEveryUnit(
  request: APIRequestContext,
  propertyKey: string,
  day: string,
  except: readonly string[] = [],
): Promise<void> {
  const headers = { 'X-Auth-Token': await staffToken(request, propertyKey) };
  const { token, propertyId } = await propertyLogin(request, propertyKey);
  const list = await request.get('/api/unitgroup/list', { headers: { 'X-Auth-Token': token } });
  expect(list.status()).toBe(200);
  const groups = ((await list.json()) as { items: { id: number; code: string; quantity: number }[] }).items;
  for (const group of groups.filter((g) => !except.includes(g.code))) {
    const res = await request.post('/api/staff/booking/add', {
      headers,
      data: {
        propertyId,
        kind: 'reservation',
        channel: 'phone',
        unitgroupId: group.id,
        itemcount: group.quantity,
        persons: group.quantity,
        firstDay: day,
        lastDay: day,
        booker: { lastname: 'Blocker', email: 'blocker@example.com' },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/**
 * docs/rules.md#booking-lifecycle: the hotel's staff send the offer for a New request (POST
 * /api/staff/booking/{id}/sendOffer with the version they saw): it becomes Offered (2), or Optional with
 * an option date. Answers the booking's new version and state.
 */
export async function hotelSendsOffer(
  request: APIRequestContext,
  b: { readonly id: number; readonly version: number; readonly propertyKey: string },
  optionDate?: string,
): Promise<{ version: number; bookingstate: number }> {
  const res = await request.post(`/api/staff/booking/${b.id}/sendOffer`, {
    headers: { 'X-Auth-Token': await staffToken(request, b.propertyKey) },
    data: { version: b.version, ...(optionDate ? { optionDate } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { version: number; bookingstate: number };
  return { version: body.version, bookingstate: body.bookingstate };
}

/** A guest's request as the API stored it (New on the demo properties) turned into the hotel's offer. */
async function offered(request: APIRequestContext, b: CreatedBooking): Promise<CreatedBooking> {
  expect(b.bookingstate, 'a request waits for the hotel').toBe(BOOKING_NEW);
  const sent = await hotelSendsOffer(request, b);
  expect(sent.bookingstate).toBe(BOOKING_OFFERED);
  return { ...b, ...sent };
}

/** A lindenhof meeting-day request created through the API, as the guest sent it: New, waiting for the hotel. */
export async function lindenhofRequest(
  request: APIRequestContext,
  date = freshDay(),
): Promise<CreatedBooking> {
  const { token: auth, propertyId } = await propertyLogin(request, 'lindenhof');
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': auth },
    data: { ...(await lindenhofDay(request, auth, date)), propertyId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return created(await res.json(), auth, propertyId, 'lindenhof', date);
}

/** A lindenhof meeting-day offer: the guest's request, then the hotel's offer through the staff API. */
export async function lindenhofOffer(request: APIRequestContext, date = freshDay()): Promise<CreatedBooking> {
  return offered(request, await lindenhofRequest(request, date));
}

/**
 * A workspace meeting-room offer (a property without online payment): the guest's request, then the
 * hotel's offer through the staff API.
 */
export async function workspaceOffer(
  request: APIRequestContext,
  date = freshWorkday(),
): Promise<CreatedBooking> {
  const { token: auth, propertyId } = await propertyLogin(request, 'workspace');
  const catalog = await ids(request, auth);
  const [start, end] = [`${date} 09:00`, `${date} 17:00`];
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': auth },
    data: {
      propertyId,
      start,
      end,
      startdate: date,
      enddate: date,
      starttime: '09:00',
      endtime: '17:00',
      booker: { lastname: 'Hopper', email: 'grace@example.org' },
      people: 2,
      bookingUnitgroupList: [
        { unitgroup: { id: catalog.unitgroup('FOCUS').id }, itemcount: 1, start, end, personcount: 2 },
      ],
      request: true,
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return offered(request, created(await res.json(), auth, propertyId, 'workspace', date));
}

function created(
  body: Record<string, unknown>,
  auth: string,
  propertyId: number,
  propertyKey: string,
  date: string,
): CreatedBooking {
  return {
    id: Number(body.id),
    code: String(body.bookingcode),
    token: String(body.bookingtoken),
    total: Number(body.total),
    auth,
    propertyId,
    propertyKey,
    date,
    version: Number(body.version),
    bookingstate: Number(body.bookingstate),
  };
}

/** Switches lindenhof's sandbox provider kind (server: POST /api/payment/sandbox/kind/{kind}). */
export async function useProviderKind(
  request: APIRequestContext,
  kind: 'cardfields' | 'link' | 'iframe' | 'dropin',
) {
  const { token } = await propertyLogin(request, 'lindenhof');
  const res = await request.post(`/api/payment/sandbox/kind/${kind}`, { headers: { 'X-Auth-Token': token } });
  expect(res.status()).toBe(200);
}

/** Reads the booking as the server has it. */
export async function stored(request: APIRequestContext, b: CreatedBooking) {
  const res = await request.get(`/api/booking/byTokenAndInternalIdOrExternalId/${b.token}/${b.code}`, {
    headers: { 'X-Auth-Token': b.auth },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    bookingstate: number;
    paymenttime: string | null;
    reservationcode: string | null;
    bookingServiceList: { id: number; service: { id: number } }[];
    allowedActions: string[];
  };
}

/** Opens the booker's link and proves the booking code (German, the configurator's default). */
export async function openBooking(page: Page, propertyKey: string, b: CreatedBooking) {
  await page.goto(`/${propertyKey}/reservation?loadBooking=${b.id}&bookingtoken=${b.token}`);
  await page.getByRole('textbox', { name: 'Buchungscode' }).fill(b.code);
  await page.getByRole('button', { name: 'Buchung öffnen' }).click();
  await expect(page.getByRole('heading', { name: `Buchung ${b.code}` })).toBeVisible();
  // The booking's page has read what it shows (the catalog its lines are named from, their availability).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
