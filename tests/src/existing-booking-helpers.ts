import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { isoDay, isSunday, propertyLogin } from './configurator-helpers.ts';

/** A booking created through the real API, with what the booker's link carries. */
export interface CreatedBooking {
  readonly id: number;
  readonly code: string;
  readonly token: string;
  readonly total: number;
  readonly auth: string;
  readonly propertyId: number;
  readonly date: string;
}

type Catalog = { items: { id: number; code: string; serviceOptionList?: { id: number }[] }[] };

let nextDay = 0;
/**
 * A fresh day for each booking, far enough ahead for every advance-booking rule. A worker restarted
 * after a failure starts again at 0, so each worker index gets its own range of days.
 */
export const freshDay = () => isoDay(90 + (test.info().workerIndex % 20) * 30 + nextDay++);

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

/** A lindenhof meeting-day offer created through the API. */
export async function lindenhofOffer(request: APIRequestContext, date = freshDay()): Promise<CreatedBooking> {
  const { token: auth, propertyId } = await propertyLogin(request, 'lindenhof');
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': auth },
    data: { ...(await lindenhofDay(request, auth, date)), propertyId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return created(await res.json(), auth, propertyId, date);
}

/** A workspace meeting-room offer (a property without online payment). */
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
  return created(await res.json(), auth, propertyId, date);
}

function created(
  body: Record<string, unknown>,
  auth: string,
  propertyId: number,
  date: string,
): CreatedBooking {
  return {
    id: Number(body.id),
    code: String(body.bookingcode),
    token: String(body.bookingtoken),
    total: Number(body.total),
    auth,
    propertyId,
    date,
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
}
