import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putPropertySetting } from '../db/paymentQueries.ts';
import * as schema from '../db/schema.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { catalogIds, daysFromNow, lindenhofMeetingDay } from '../testing/payloads.ts';

const LINDENHOF = 1; // seed order: lindenhof 1, cityloft 2, workspace 3

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  // Before the first request, so the catalog is read with them: lindenhof asks for the event's title and reason.
  await t.database.run(async (db) => {
    await putPropertySetting(db, LINDENHOF, 'web.engine.configuration.eventtitle.mandatory', 'true');
    await putPropertySetting(db, LINDENHOF, 'web.engine.configuration.bookingreason.mandatory', 'true');
  });
});
afterAll(() => t.close());

const stored = async () =>
  (await t.database.run((db) => db.select({ n: count() }).from(schema.booking)))[0]?.n ?? 0;

describe('event details the property requires (eventtitle.mandatory, bookingreason.mandatory)', () => {
  it('refuses a request without them (422, the readiness issues) and stores nothing; takes one with them', async () => {
    const token = await t.login('lindenhof');
    const ids = await catalogIds(t, token);
    const date = daysFromNow(40);
    const before = await stored();
    const without = await t.request('POST', '/api/booking/add', {
      token,
      body: lindenhofMeetingDay(ids, date, 20, { eventtitle: '  ' }),
    });
    expect(without.status).toBe(422);
    const refusal = (await without.json()) as { error: string; details: { code: string }[] };
    expect(refusal.error).toBe('error.readiness');
    expect(refusal.details.map((d) => d.code)).toEqual(['REQUIRED_EVENTTITLE', 'REQUIRED_BOOKINGREASON']);
    expect(await stored()).toBe(before);

    const reasons = await t.request('GET', '/api/bookingreason/list', { token });
    const [reason] = ((await reasons.json()) as { items: { id: number }[] }).items;
    const withThem = await t.request('POST', '/api/booking/add', {
      token,
      body: lindenhofMeetingDay(ids, date, 20, {
        eventtitle: 'Vertriebstagung 2027',
        bookingreason: { id: reason?.id },
      }),
    });
    expect(withThem.status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});
