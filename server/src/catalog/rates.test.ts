import { BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapseOptions } from '../booking/lifecycle.ts';
import { TEST_NOW } from '../testing/clock.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { CatalogCache } from './cache.ts';

/*
 * docs/rules.md#rate-policies: a unit group is sold at every rate a guest may book, each with its price for the
 * stay and its terms; the server prices a line at its chosen rate, refuses one the guest may not book, and the
 * booker's free cancellation follows the rate's terms.
 */

const CITYLOFT = 2; // seed order: lindenhof 1, cityloft 2, workspace 3

type Rate = {
  id: number;
  name: string;
  price: number;
  stayPrice?: number | null;
  policy: { refundable: boolean; freeCancellationDays: number | null; cancellationFee: string };
};
type Listed = { items: { id: number; code: string; rateplanList: Rate[] }[] };

let t: TestApp;
let guest: string;
let studio: number;

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  studio = (await catalogIds(t, guest)).unitgroup('STUDIO');
});
afterAll(() => t.close());

const compact = (iso: string) => iso.replaceAll('-', '');
async function studioRates(from: string, to: string, language?: string): Promise<Rate[]> {
  const res = await t.request(
    'GET',
    `/api/unitgroup/list?f.configCheckinDate=${compact(from)}&f.configCheckoutDate=${compact(to)}&f.personcount=2`,
    { token: guest, ...(language ? { headers: { 'App-Language': language } } : {}) },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as Listed;
  return body.items.find((u) => u.id === studio)?.rateplanList ?? [];
}

async function book(body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/booking/add', { token: guest, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
}

/** Two nights in the Studio from `day`, reserved directly at the rate `rateplanId` (none: the first offered). */
const reservation = (day: string, rateplanId?: number) => {
  const base = cityloftRooms(CITYLOFT, studio, day, 2);
  return {
    ...base,
    request: false,
    termsAccepted: true,
    booker,
    bookingUnitgroupList: base.bookingUnitgroupList.map((l) => ({
      ...l,
      ...(rateplanId !== undefined ? { rateplan: { id: rateplanId } } : {}),
    })),
  };
};

describe('the rates of a unit group', () => {
  it('are every rate a guest may book, the default first, each priced for the stay with its terms', async () => {
    const rates = await studioRates(daysFromNow(30), daysFromNow(32));
    expect(rates).toEqual([
      expect.objectContaining({
        name: 'Flexible rate',
        price: 12900,
        stayPrice: 25800,
        policy: expect.objectContaining({
          refundable: true,
          freeCancellationDays: 2,
          cancellationFee: 'firstNight',
        }),
      }),
      expect.objectContaining({
        name: 'Non-refundable rate',
        price: 11610,
        stayPrice: 23220,
        policy: expect.objectContaining({ refundable: false }),
      }),
    ]);
  });

  it('are named in the guest’s language', async () => {
    const rates = await studioRates(daysFromNow(30), daysFromNow(32), 'de');
    expect(rates.map((r) => r.name)).toEqual(['Flexible Rate', 'Nicht stornierbare Rate']);
  });

  it('are also in the availability answer, each line priced at its chosen rate', async () => {
    const [flexible, nonRefundable] = await studioRates(daysFromNow(30), daysFromNow(32));
    const res = await t.request('POST', '/api/unitgroup/availability', {
      token: guest,
      body: {
        unitgroupId: studio,
        availabilities: [
          {
            itemcount: 1,
            start: `${daysFromNow(30)} 15:00`,
            end: `${daysFromNow(32)} 11:00`,
            personcount: 2,
          },
          {
            itemcount: 1,
            start: `${daysFromNow(30)} 15:00`,
            end: `${daysFromNow(32)} 11:00`,
            personcount: 2,
            rateplan: { id: nonRefundable?.id },
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      availabilities: { price: number; rateplan: { id: number }; unitgroupRateplanList: { id: number }[] }[];
    };
    expect(answer.availabilities.map((a) => [a.rateplan.id, a.price])).toEqual([
      [flexible?.id, 12900],
      [nonRefundable?.id, 11610],
    ]);
    expect(answer.availabilities[0]?.unitgroupRateplanList.map((r) => r.id)).toEqual([
      flexible?.id,
      nonRefundable?.id,
    ]);
  });
});

describe('a booking at a chosen rate', () => {
  it('is priced at it, keeps it on its line, and waits for the payment the rate asks for', async () => {
    const [, nonRefundable] = await studioRates(daysFromNow(40), daysFromNow(42));
    const made = await book({
      ...reservation(daysFromNow(40), nonRefundable?.id),
      paymentmethod: 'CreditCard',
    });
    expect(made.status).toBe(201);
    expect(made.body.total).toBe(23220);
    expect(made.body.bookingUnitgroupList).toEqual([
      expect.objectContaining({ rateplan: { id: nonRefundable?.id } }),
    ]);
    // docs/rules.md#rate-policies: paid in full when booking: Offered until the payment succeeds.
    expect(made.body.bookingstate).toBe(S.Offered);
    expect(made.body.allowedActions).toContain('pay');
    const booking = { id: made.body.bookingcode, token: made.body.bookingtoken };
    const session = await t.request('POST', '/api/payment/sandbox/session', {
      token: guest,
      body: { booking, idempotencyKey: 'rates-nonref-1' },
    });
    expect(session.status).toBe(200);
    const opened = (await session.json()) as { ref: string; amount: number };
    expect(opened.amount).toBe(23220);
    const card = await t.request('POST', `/api/payment/sandbox/tokenize/${opened.ref}`, {
      token: guest,
      body: { number: '4111111111111111' },
    });
    const { transactionId } = (await card.json()) as { transactionId: string };
    const paid = await t.request('POST', '/api/booking/makepayment', {
      token: guest,
      body: { booking, transactionId },
    });
    expect(paid.status).toBe(200);
    const reread = await t.request(
      'GET',
      `/api/booking/byTokenAndInternalIdOrExternalId/${made.body.bookingtoken}/${made.body.bookingcode}`,
      { token: guest },
    );
    expect(((await reread.json()) as { bookingstate: number }).bookingstate).toBe(S.Confirmed);
  });

  it('requested and offered, is never confirmed by the booker unpaid: the rate asks the payment (issue 37)', async () => {
    const [, nonRefundable] = await studioRates(daysFromNow(60), daysFromNow(62));
    const made = await book({
      ...reservation(daysFromNow(60), nonRefundable?.id),
      request: true,
      paymentmethod: 'CreditCard',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const offer = await hotelAction(
      t,
      'cityloft',
      { id: Number(made.body.id), version: Number(made.body.version) },
      'sendOffer',
    );
    expect(offer.status).toBe(200);
    const path = `${made.body.bookingtoken}/${made.body.bookingcode}`;
    const read = async () =>
      (await (
        await t.request('GET', `/api/booking/byTokenAndInternalIdOrExternalId/${path}`, { token: guest })
      ).json()) as { bookingstate: number; allowedActions: string[] };
    // cityloft has no online payment of offers (online.offer.payment.enabled off): the rate alone asks for it.
    expect((await read()).allowedActions).toContain('pay');
    const confirm = await t.request('POST', `/api/booking/confirm/${path}`, { token: guest });
    expect(confirm.status).toBe(409);
    expect((await read()).bookingstate).not.toBe(S.Confirmed);
  });

  it('at the flexible rate waits for a card to hold, and the attempt charges nothing', async () => {
    const made = await book(reservation(daysFromNow(46)));
    expect(made.body.bookingstate).toBe(S.Offered);
    expect(made.body.allowedActions).toContain('pay');
    const session = await t.request('POST', '/api/payment/sandbox/session', {
      token: guest,
      body: {
        booking: { id: made.body.bookingcode, token: made.body.bookingtoken },
        idempotencyKey: 'rates-flexible-1',
      },
    });
    expect(await session.json()).toMatchObject({ purpose: 'hold', amount: 0 });
  });

  it('is refused when the guest may not book the rate, and nothing is stored', async () => {
    const workspacePromo = 999_999;
    const refused = await book(reservation(daysFromNow(44), workspacePromo));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('rateplan');
  });
});

describe('cancelling by the booker', () => {
  const cancel = async (made: { body: Record<string, unknown> }) =>
    t.request('POST', `/api/booking/cancel/${made.body.bookingtoken}/${made.body.bookingcode}`, {
      token: guest,
    });

  it('is free at the flexible rate while the card is not yet held', async () => {
    const made = await book(reservation(daysFromNow(50)));
    expect(made.status).toBe(201);
    expect(made.body.bookingstate).toBe(S.Offered);
    expect(made.body.allowedActions).toContain('cancel');
    expect(made.body.cancellation).toEqual({ free: true, fee: 0, charge: 0 });
    const res = await cancel(made);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { bookingstate: number }).bookingstate).toBe(S.Canceled);
  });

  it('is never free at the non-refundable rate once it is paid', async () => {
    const [, nonRefundable] = await studioRates(daysFromNow(60), daysFromNow(62));
    const made = await book({
      ...reservation(daysFromNow(60), nonRefundable?.id),
      paymentmethod: 'CreditCard',
    });
    const booking = { id: made.body.bookingcode, token: made.body.bookingtoken };
    const session = await t.request('POST', '/api/payment/sandbox/session', {
      token: guest,
      body: { booking, idempotencyKey: 'rates-nonref-2' },
    });
    const { ref } = (await session.json()) as { ref: string };
    const card = await t.request('POST', `/api/payment/sandbox/tokenize/${ref}`, {
      token: guest,
      body: { number: '4111111111111111' },
    });
    const { transactionId } = (await card.json()) as { transactionId: string };
    expect(
      (
        await t.request('POST', '/api/booking/makepayment', {
          token: guest,
          body: { booking, transactionId },
        })
      ).status,
    ).toBe(200);
    const res = await cancel(made);
    expect(res.status).toBe(409);
  });
});

describe('a reservation whose payment never comes', () => {
  it('is released by the lapse job after the payment hold: Canceled, its room free again', async () => {
    const day = daysFromNow(70);
    const freeStudios = async () => {
      const res = await t.request(
        'GET',
        `/api/calendar/unitgroup/unavailability/list?f.dateframeFrom=${compact(day)}&f.dateframeTo=${compact(day)}&f.unitgroupId=${studio}`,
        { token: guest },
      );
      return ((await res.json()) as { calendarentryList: { availableCount: number }[] }).calendarentryList[0]
        ?.availableCount;
    };
    const before = await freeStudios();
    const [, nonRefundable] = await studioRates(day, daysFromNow(72));
    const made = await book({ ...reservation(day, nonRefundable?.id), paymentmethod: 'CreditCard' });
    expect(made.body.bookingstate).toBe(S.Offered);
    expect(await freeStudios()).toBe((before ?? 0) - 1);
    const lapse = (minutes: number) =>
      lapseOptions({
        database: t.database,
        catalogs: new CatalogCache(t.database),
        now: () => new Date(TEST_NOW.getTime() + minutes * 60_000),
      });
    // Within the 30 minutes the guest may still pay; after them the units go back on sale.
    expect(await lapse(29)).not.toContain(made.body.id);
    expect(await lapse(31)).toContain(made.body.id);
    const reread = await t.request(
      'GET',
      `/api/booking/byTokenAndInternalIdOrExternalId/${made.body.bookingtoken}/${made.body.bookingcode}`,
      { token: guest },
    );
    expect(((await reread.json()) as { bookingstate: number }).bookingstate).toBe(S.Canceled);
    expect(await freeStudios()).toBe(before);
  });
});
