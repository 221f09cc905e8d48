import type { StaffBookingDetail, StaffBookingListItem } from '@venue/contract';
import { addDaysToIsoDate, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/harness.ts';
import { hotelAction, staffToken } from '../../testing/hotel.ts';
import { catalogIds, cityloftRooms } from '../../testing/payloads.ts';
import { payByCard } from '../../testing/payments.ts';

// docs/api.md#the-bookings-inbox. One clock: 23 Nov 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-23T09:00:00Z');
const day = (n: number) => addDaysToIsoDate('2026-11-23', n);
const compact = (iso: string) => iso.replaceAll('-', '');
const CITYLOFT = 2;

type Sent = { id: number; version: number; bookingtoken: string; bookingcode: string };
type Page = { items: StaffBookingListItem[]; total: number | null; hasMore: boolean };

describe('the bookings inbox of the property app', () => {
  let t: TestApp;
  let studio: number;
  let penthouse: number;
  const sent: Record<string, Sent> = {};
  const list = async (query: string, key = 'cityloft') => {
    const res = await t.request('GET', `/api/staff/booking/list${query}`, {
      token: await staffToken(t, key),
    });
    return { status: res.status, body: (await res.json()) as Page };
  };
  const detail = async (id: number, key = 'cityloft') => {
    const res = await t.request('GET', `/api/staff/booking/${id}`, { token: await staffToken(t, key) });
    return { status: res.status, body: (await res.json()) as StaffBookingDetail };
  };
  const book = async (name: string, unitgroupId: number, date: string, lastname: string) => {
    const token = await t.login('cityloft');
    const body = {
      ...cityloftRooms(CITYLOFT, unitgroupId, date, 2),
      booker: {
        lastname,
        firstname: 'Eva',
        email: `${lastname.toLowerCase()}@example.com`,
        company: 'Acme AG',
      },
      paymentmethod: 'CreditCard',
    };
    const res = await t.request('POST', '/api/booking/add', { token, body });
    expect(res.status).toBe(201);
    sent[name] = (await res.json()) as Sent;
  };

  beforeAll(async () => {
    t = await openTestApp({ now: () => NOW });
    const ids = await catalogIds(t, await t.login('cityloft'));
    studio = ids.unitgroup('STUDIO');
    penthouse = ids.unitgroup('PENTHOUSE');
    await book('early', studio, day(20), 'Albrecht');
    await book('late', penthouse, day(40), 'Zimmermann');
    await book('middle', studio, day(30), 'Meier');
  });
  afterAll(() => t.close());

  it('lists the property’s bookings by arrival, new ones unseen, with the booker and the total', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    const mine = body.items.filter((b) => Object.values(sent).some((s) => s.id === b.id));
    expect(mine.map((b) => b.booker.lastname)).toEqual(['Albrecht', 'Meier', 'Zimmermann']);
    expect(mine.every((b) => b.unseen && b.bookingstate === S.New && b.propertyId === CITYLOFT)).toBe(true);
    expect(mine[0]).toMatchObject({ arrival: `${day(20)}T15:00`, currency: 'EUR', origin: 'request' });
    expect(mine[0]?.total).toBeGreaterThan(0);
  });

  it('filters by state, arrival, search and unseen, sorts by any key and pages', async () => {
    const codes = (p: Page) => p.items.map((b) => b.bookingcode);
    expect(codes((await list(`?f.search=zimmer`)).body)).toEqual([sent.late?.bookingcode]);
    expect(codes((await list(`?f.search=${sent.middle?.bookingcode}`)).body)).toEqual([
      sent.middle?.bookingcode,
    ]);
    const window = `?f.arrivalFrom=${compact(day(25))}&f.arrivalTo=${compact(day(40))}&o.sort=arrival|desc`;
    expect(codes((await list(window)).body)).toEqual([sent.late?.bookingcode, sent.middle?.bookingcode]);
    const byTotal = (await list('?f.search=example.com&o.sort=total|desc')).body.items.map((b) => b.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    const first = (await list('?f.search=example.com&p.s=2&p.i=0')).body;
    expect(first).toMatchObject({ total: 3, hasMore: true });
    const last = (await list('?f.search=example.com&p.s=2&p.i=1')).body;
    expect(last).toMatchObject({ total: 3, hasMore: false });
    expect(last.items).toHaveLength(1);
    expect((await list('?f.search=example.com&f.state=8')).body.items).toEqual([]);
  });

  it('a booking’s page shows its history and the allowed actions, and marks it seen', async () => {
    const early = sent.early as Sent;
    const before = await detail(early.id);
    expect(before.status).toBe(200);
    // docs/rules.md#the-payment-ledger: the flexible rate holds a card first, so staff cannot confirm it yet.
    expect(before.body.allowedActions).toEqual(['sendOffer', 'cancel', 'delete', 'edit']);
    expect(before.body.history).toEqual([
      expect.objectContaining({ actor: 'guest', action: 'request', fromState: null, toState: S.New }),
    ]);
    const seen = (await list('?f.unseen=true')).body.items.map((b) => b.id);
    expect(seen).not.toContain(early.id);
    expect(seen).toContain(sent.late?.id);

    const offer = await hotelAction(t, 'cityloft', before.body, 'sendOffer', day(10));
    expect(offer.body.bookingstate).toBe(S.Optional);
    // The booker confirms by holding a card (the flexible rate's guarantee).
    expect((await payByCard(t, await t.login('cityloft'), early)).detail).toBe('success');
    // The booker's confirmation is news for the hotel.
    expect((await list('?f.unseen=true')).body.items.map((b) => b.id)).toContain(early.id);
    const after = (await detail(early.id)).body;
    expect(after.history.map((h) => [h.actor, h.action, h.toState])).toEqual([
      ['guest', 'request', S.New],
      ['staff', 'sendOffer', S.Optional],
      ['booker', 'pay', S.Confirmed],
    ]);
    expect(after.history[1]).toMatchObject({
      userName: expect.any(String),
      details: { optionDate: day(10) },
    });
    expect(after.allowedActions).toEqual(['cancel', 'clear', 'delete']);
  });

  it('staff of another property see none of it: not in their list, 404 for the booking and the filter', async () => {
    const theirs = (await list('', 'lindenhof')).body.items.map((b) => b.id);
    expect(theirs).not.toContain(sent.early?.id);
    expect((await detail(sent.early?.id ?? 0, 'lindenhof')).status).toBe(404);
    expect((await list(`?f.propertyId=${CITYLOFT}`, 'lindenhof')).status).toBe(404);
  });

  it('refuses a query it does not understand, naming the parameter', async () => {
    const bad = await list('?o.sort=password');
    expect(bad.status).toBe(400);
    expect(await (await t.request('GET', '/api/staff/booking/list')).json()).toMatchObject({
      error: 'error.unauthorized',
    });
  });
});
