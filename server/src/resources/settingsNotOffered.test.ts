import { addDaysToIsoDate, readSettings } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, openTestDatabase, type TestApp } from '../testing/harness.ts';
import { catalogIds, lindenhofMeetingDay } from '../testing/payloads.ts';

/*
 * docs/settings.md#settings-not-offered: keys taken off the settings list may still be stored at a property (a
 * database seeded before, an import). They are ignored like any unknown key: nothing breaks and nothing is reported.
 */

const PREFIX = 'web.engine.configuration.';
const LINDENHOF = 1;
const NOW = new Date('2026-11-23T09:00:00Z');
/** As an older seed stored them, one of them with a value no reader would take. */
const LEFT_OVER: Readonly<Record<string, string>> = {
  'multiroom.enabled': 'true',
  'enddate.enabled': 'maybe',
  'unitgroup.useSubtractivePersoncountLogic': 'true',
  'configurator.payment.storecreditcard': 'true',
  'paymentPciproxy.enabled': 'true',
  'payment.providers': '1',
  'external.simpleReservation': 'true',
  'paymentOptions.merchant': 'sandbox-lindenhof',
};

type Row = { id: number; version: number; key: string; value: string };

let t: TestApp;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  await opened.database.run((db) =>
    db
      .insert(schema.propertySetting)
      .values(
        Object.entries(LEFT_OVER).map(([key, value]) => ({
          propertyId: LINDENHOF,
          key: PREFIX + key,
          value,
        })),
      )
      .onConflictDoNothing(),
  );
  t = await openTestApp({ now: () => NOW, database: opened.database });
});
afterAll(async () => {
  await t.close();
  await drop();
});

describe('a property that still has settings stored that are no longer offered', () => {
  it('reads its settings without a problem and takes a booking request as before', async () => {
    const guest = await t.login('lindenhof');
    const res = await t.request('GET', `/api/propertysetting/list?f.propertyId=${LINDENHOF}&p.s=500`, {
      token: guest,
    });
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { items: { key: string; value: string }[] }).items;
    expect(items.some((item) => item.key === `${PREFIX}enddate.enabled`)).toBe(true);
    const { problems } = readSettings(items);
    expect(problems).toEqual([]);

    const ids = await catalogIds(t, guest);
    const booked = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: lindenhofMeetingDay(ids, addDaysToIsoDate('2026-11-23', 30), 20),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
  });

  it('the owner cannot set one again (an unknown key) but can delete it, and saves other settings as before', async () => {
    const login = await t.request('POST', '/api/login', {
      body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
    });
    const token = ((await login.json()) as { token: string }).token;
    const list = await t.request('GET', `/api/staff/propertysetting/list?f.propertyId=${LINDENHOF}&p.s=500`, {
      token,
    });
    const row = ((await list.json()) as { items: Row[] }).items.find(
      (item) => item.key === `${PREFIX}payment.providers`,
    );
    if (!row) throw new Error('the left-over row is missing');
    const update = await t.request('POST', `/api/staff/propertysetting/update/${row.id}`, {
      token,
      body: { id: row.id, version: row.version, value: '3' },
    });
    expect(update.status).toBe(422);
    expect(
      ((await update.json()) as { details: { path: string; message: string }[] }).details[0],
    ).toMatchObject({
      path: 'key',
      message: 'unknown setting',
    });
    const added = await t.request('POST', '/api/staff/propertysetting/add', {
      token,
      body: { propertyId: LINDENHOF, key: `${PREFIX}maxNightcount`, value: '9' },
    });
    expect(added.status).toBe(201);
    const removed = await t.request(
      'DELETE',
      `/api/staff/propertysetting/delete/${row.id}?version=${row.version}`,
      { token },
    );
    expect(removed.status).toBe(204);
  });
});
