import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestApp, type TestApp } from '../../testing/harness.ts';

/*
 * docs/api.md#the-specs-own-paths: the staff's resource routes also at the spec's /api/{base}/, the same routes:
 * a staff token works there as under /api/staff/, a property token still reaches the guest's routes.
 */

const LINDENHOF = 1;
const CITYLOFT = 2;
let t: TestApp;
let staff: string;
let cityloftOwner: string;

const login = async (username: string) => {
  const res = await t.request('POST', '/api/login', { body: { username, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
};

beforeAll(async () => {
  t = await openTestApp();
  staff = await login('staff@lindenhof.example');
  cityloftOwner = await login('owner@cityloft.example');
});
afterAll(() => t.close());

describe("the spec's own resource paths", () => {
  it('add, read, update and delete at /api/{base}/ are the staff routes, on the user’s property only', async () => {
    const group = {
      propertyId: LINDENHOF,
      name: 'Wellness',
      required: false,
      multiselect: true,
      i18n: {},
      serviceIds: [],
    };
    const add = await t.request('POST', '/api/servicegroup/add', { token: staff, body: group });
    expect(add.status).toBe(201);
    const row = (await add.json()) as { id: number; version: number };
    // The same row under /api/staff/, and the tag base at the spec's /api/portal/search/tag/.
    const read = await t.request('GET', `/api/staff/servicegroup/${row.id}`, { token: staff });
    expect(((await read.json()) as { name: string }).name).toBe('Wellness');
    expect((await t.request('GET', '/api/portal/search/tag/list', { token: staff })).status).toBe(200);

    const update = await t.request('POST', `/api/servicegroup/update/${row.id}`, {
      token: staff,
      body: { id: row.id, version: row.version, name: 'Spa' },
    });
    expect(((await update.json()) as { name: string; version: number }).version).toBe(row.version + 1);
    // A stale version: 409 with the row as it is, nothing written.
    const stale = await t.request('POST', `/api/servicegroup/update/${row.id}`, {
      token: staff,
      body: { id: row.id, version: row.version, name: 'Lost' },
    });
    expect(stale.status).toBe(409);

    // Another property's user: a 404 as for a missing row, at the spec's path too.
    expect((await t.request('GET', `/api/servicegroup/${row.id}`, { token: cityloftOwner })).status).toBe(
      404,
    );
    expect(
      (
        await t.request('DELETE', `/api/servicegroup/delete/${row.id}?version=${row.version + 1}`, {
          token: cityloftOwner,
        })
      ).status,
    ).toBe(404);
    const gone = await t.request('DELETE', `/api/servicegroup/delete/${row.id}?version=${row.version + 1}`, {
      token: staff,
    });
    expect(gone.status).toBe(204);
    expect((await t.request('GET', `/api/staff/servicegroup/${row.id}`, { token: staff })).status).toBe(404);
  });

  it('a property token still gets the guest’s list; no token is 401 as before', async () => {
    const guest = await t.login('lindenhof');
    const guestList = (await (await t.request('GET', '/api/unitgroup/list', { token: guest })).json()) as {
      items: Record<string, unknown>[];
    };
    const staffList = (await (await t.request('GET', '/api/unitgroup/list', { token: staff })).json()) as {
      items: Record<string, unknown>[];
      total: number;
    };
    // The staff's rows carry their version and property; the guest's are the configurator's.
    expect(staffList.items.every((u) => u.propertyId === LINDENHOF && typeof u.version === 'number')).toBe(
      true,
    );
    expect(guestList.items.some((u) => 'version' in u)).toBe(false);
    const none = await t.request('GET', '/api/unitgroup/list');
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: string }).error).toBe('error.auth.required');
    const bad = await t.request('GET', '/api/unitgroup/list', { token: 'not-a-token' });
    expect(((await bad.json()) as { error: string }).error).toBe('error.auth.invalidtoken');
    // Cityloft's owner at the spec's path sees Cityloft's rows only.
    const theirs = (await (
      await t.request('GET', '/api/unitgroup/list', { token: cityloftOwner })
    ).json()) as {
      items: { propertyId: number }[];
    };
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((u) => u.propertyId === CITYLOFT)).toBe(true);
  });
});
