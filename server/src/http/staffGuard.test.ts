import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffSessions } from '../auth/staffSessions.ts';
import { Failure } from '../failures.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import type { AppEnv } from './context.ts';
import { errorResponse, statusOf } from './errors.ts';
import { propertyRoleOf, requireProperty, type StaffUser, staffAuth } from './staffGuard.ts';

let t: TestApp;
let guarded: Hono<AppEnv>;
let propertyIds: Map<string, number>;
beforeAll(async () => {
  t = await openTestApp();
  const deps = { database: t.database, staffSessions: new StaffSessions(t.database), now: () => TEST_NOW };
  // A staff route as the property app's routes are written: the guard, then the property check.
  guarded = new Hono<AppEnv>()
    .get('/property/:id/role', staffAuth(deps), (c) => {
      const staff = c.get('staff') as StaffUser;
      return c.json({ role: requireProperty(staff, Number(c.req.param('id'))), name: staff.name });
    })
    .onError(errorResponse);
  const list = (await (await t.request('GET', '/api/property/public/list')).json()) as {
    items: { id: number; key: string }[];
  };
  propertyIds = new Map(list.items.map((p) => [p.key, p.id]));
});
afterAll(() => t.close());

const tokenOf = async (email: string) => {
  const res = await t.request('POST', '/api/login', { body: { username: email, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
};
const roleAt = (key: string, token?: string) =>
  guarded.request(`/property/${propertyIds.get(key)}/role`, {
    headers: token ? { 'X-Auth-Token': token } : {},
  });

describe('the staff guard', () => {
  it('lets a staff user into their own property with their role', async () => {
    const res = await roleAt('cityloft', await tokenOf('staff@cityloft.example'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: 'staff', name: 'Cityloft Staff' });
  });

  it("answers another property's data as not found, not forbidden", async () => {
    const res = await roleAt('lindenhof', await tokenOf('staff@cityloft.example'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'error.notfound', details: [] });
  });

  it('answers 401 without a staff token', async () => {
    const res = await roleAt('cityloft');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'error.unauthorized' });
  });

  it('reads the role per property', () => {
    const staff: StaffUser = {
      userId: 1,
      email: 'a@b.example',
      name: 'A',
      roles: new Map([[7, 'owner']]),
      viaApiKey: false,
    };
    expect(propertyRoleOf(staff, 7)).toBe('owner');
    expect(propertyRoleOf(staff, 8)).toBeNull();
    // Another property's staff get the 404 of the error mapping (never a 403 that says it exists).
    const refused = (() => {
      try {
        requireProperty(staff, 8);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(Failure);
    expect(statusOf(refused as Failure)).toBe(404);
  });
});
