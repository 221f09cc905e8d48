import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putPropertySetting } from '../db/paymentQueries.ts';
import * as schema from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { booker, catalogIds, daysFromNow } from '../testing/payloads.ts';

const WORKSPACE = 3; // seed order: lindenhof 1, cityloft 2, workspace 3

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  // Before the first request, so the catalog is read with it: workspace takes bookings with a promo code only.
  await t.database.run((db) =>
    putPropertySetting(db, WORKSPACE, 'web.engine.configuration.promocode.mandatory', 'true'),
  );
});
afterAll(() => t.close());

const check = async (code: string, property: string) => {
  const res = await t.request('GET', `/api/promocode/check?f.code=${encodeURIComponent(code)}`, {
    token: await t.login(property),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('the promo code check (asked before the start)', () => {
  it('knows the property’s own codes in any case, and no other', async () => {
    expect(await check('SPRING20', 'workspace')).toEqual({ status: 200, body: { valid: true } });
    expect(await check('spring20', 'workspace')).toEqual({ status: 200, body: { valid: true } });
    expect(await check('SPRING21', 'workspace')).toEqual({ status: 200, body: { valid: false } });
    // Workspace's code is not Lindenhof's.
    expect(await check('SPRING20', 'lindenhof')).toEqual({ status: 200, body: { valid: false } });
  });

  it('refuses a missing or overlong code and a call without a property token', async () => {
    const ws = await t.login('workspace');
    expect((await t.request('GET', '/api/promocode/check', { token: ws })).status).toBe(400);
    expect(
      (await t.request('GET', `/api/promocode/check?f.code=${'X'.repeat(65)}`, { token: ws })).status,
    ).toBe(400);
    expect((await t.request('GET', '/api/promocode/check?f.code=SPRING20')).status).toBe(401);
  });
});

describe('a mandatory promo code (promocode.mandatory)', () => {
  /** A workspace meeting in the focus room on a Monday, with or without a promo code. */
  const meeting = async (token: string, promocode: string | null) => {
    const days = [30, 31, 32, 33, 34, 35, 36].map(daysFromNow);
    const date = days.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1) ?? '';
    const focus = (await catalogIds(t, token)).unitgroup('FOCUS');
    const [start, end] = [`${date} 09:00`, `${date} 17:00`];
    return {
      propertyId: WORKSPACE,
      start,
      end,
      startdate: date,
      enddate: date,
      starttime: '09:00',
      endtime: '17:00',
      booker,
      people: 2,
      promocode,
      bookingUnitgroupList: [{ unitgroup: { id: focus }, itemcount: 1, start, end, personcount: 2 }],
      bookingServiceList: [],
      request: true,
    };
  };
  const stored = async () =>
    (await t.database.run((db) => db.select({ n: count() }).from(schema.booking)))[0]?.n ?? 0;

  it('refuses a booking without it (422, the readiness issue) and stores nothing; takes one with SPRING20', async () => {
    const ws = await t.login('workspace');
    const before = await stored();
    const without = await t.request('POST', '/api/booking/add', { token: ws, body: await meeting(ws, null) });
    expect(without.status).toBe(422);
    expect(await without.json()).toMatchObject({
      error: 'error.readiness',
      details: [expect.objectContaining({ code: 'REQUIRED_PROMOCODE' })],
    });
    expect(await stored()).toBe(before);
    const withCode = await t.request('POST', '/api/booking/add', {
      token: ws,
      body: await meeting(ws, 'SPRING20'),
    });
    expect(withCode.status).toBe(201);
  });
});
