import { addDaysToIsoDate } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { apiKey } from '../db/apiKeySchema.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { catalogIds, daysFromNow, lindenhofMeetingDay } from '../testing/payloads.ts';

const LINDENHOF = 1;
const CITYLOFT = 2;

let t: TestApp;
let clock = TEST_NOW;
let owner: string;
let staff: string;

const login = async (username: string) => {
  const res = await t.request('POST', '/api/login', { body: { username, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
};
const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
const keysPath = (propertyId: number) => `/api/staff/property/${propertyId}/apikeys`;

async function makeKey(scopes: string[], propertyId = LINDENHOF) {
  const res = await t.request('POST', keysPath(propertyId), {
    token: owner,
    body: { name: 'Channel manager', scopes },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; key: string; prefix: string };
}

const storedRow = async (id: number) => {
  const [row] = await t.database.run((db) => db.select().from(apiKey).where(eq(apiKey.id, id)));
  if (!row) throw new Error('no row');
  return row;
};

beforeAll(async () => {
  t = await openTestApp({ now: () => clock });
  owner = await login('owner@lindenhof.example');
  staff = await login('staff@lindenhof.example');
});
afterAll(() => t.close());

describe('API keys (docs/integrations.md#api-keys)', () => {
  it('shows the key once and stores only the hash of its secret', async () => {
    const made = await makeKey(['catalog:read']);
    expect(made.key).toMatch(/^vk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
    const row = await storedRow(made.id);
    const secret = made.key.slice(made.prefix.length + 1);
    expect(row.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = (await (await t.request('GET', keysPath(LINDENHOF), { token: owner })).json()) as {
      keys: Record<string, unknown>[];
    };
    const listed = list.keys.find((k) => k.id === made.id);
    expect(listed).toMatchObject({ prefix: made.prefix, scopes: ['catalog:read'], lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('lets a scope reach its calls at both prefixes and refuses the others with 403', async () => {
    const { key } = await makeKey(['catalog:read', 'bookings:read']);
    const units = await t.request('GET', '/api/staff/unitgroup/list', bearer(key));
    expect(units.status).toBe(200);
    const page = (await units.json()) as { items: { propertyId: number }[] };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((u) => u.propertyId === LINDENHOF)).toBe(true);
    expect((await t.request('GET', '/api/unitgroup/list', bearer(key))).status).toBe(200);
    expect((await t.request('GET', '/api/staff/booking/list', bearer(key))).status).toBe(200);
    // Without catalog:write: no add, at either prefix, and the row count stays.
    const add = await t.request('POST', '/api/servicegroup/add', {
      ...bearer(key),
      body: { propertyId: LINDENHOF, name: 'Spa' },
    });
    expect(add.status).toBe(403);
    expect(((await add.json()) as { error: string }).error).toBe('error.auth.forbidden');
    // Calls no key may make, whatever its scopes: managing keys, webhooks.
    expect((await t.request('GET', keysPath(LINDENHOF), bearer(key))).status).toBe(403);
    expect((await t.request('GET', `/api/staff/property/${LINDENHOF}/webhooks`, bearer(key))).status).toBe(
      403,
    );
  });

  it('writes the catalog with catalog:write, as its maker would', async () => {
    const { key } = await makeKey(['catalog:read', 'catalog:write']);
    const add = await t.request('POST', '/api/servicegroup/add', {
      ...bearer(key),
      body: {
        propertyId: LINDENHOF,
        name: 'Spa by key',
        required: false,
        multiselect: true,
        i18n: {},
        serviceIds: [],
      },
    });
    expect(add.status).toBe(201);
    const row = (await add.json()) as { id: number; version: number };
    const read = await t.request('GET', `/api/staff/servicegroup/${row.id}`, { token: staff });
    expect(((await read.json()) as { name: string }).name).toBe('Spa by key');
  });

  it('never reaches another property', async () => {
    const { key } = await makeKey(['catalog:read', 'catalog:write', 'bookings:read']);
    const list = await t.request('GET', `/api/staff/unitgroup/list?f.propertyId=${CITYLOFT}`, bearer(key));
    expect(list.status).toBe(404);
    const theirs = (await (
      await t.request('GET', `/api/staff/booking/list?f.propertyId=${CITYLOFT}`, bearer(key))
    ).json()) as { error: string };
    expect(theirs.error).toBe('error.notfound');
    const add = await t.request('POST', '/api/servicegroup/add', {
      ...bearer(key),
      body: {
        propertyId: CITYLOFT,
        name: 'Not mine',
        required: false,
        multiselect: true,
        i18n: {},
        serviceIds: [],
      },
    });
    expect(add.status).toBe(404);
  });

  it('answers 401 once revoked, and for a wrong secret', async () => {
    const made = await makeKey(['bookings:read']);
    expect((await t.request('GET', '/api/staff/booking/list', bearer(made.key))).status).toBe(200);
    const wrong = `${made.prefix}_${'A'.repeat(43)}`;
    expect((await t.request('GET', '/api/staff/booking/list', bearer(wrong))).status).toBe(401);
    const revoke = await t.request('POST', `${keysPath(LINDENHOF)}/${made.id}/revoke`, { token: owner });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { revokedAt: string | null }).revokedAt).not.toBeNull();
    const after = await t.request('GET', '/api/staff/booking/list', bearer(made.key));
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: string }).error).toBe('error.unauthorized');
  });

  it('leaves other Authorization headers (a proxy’s Basic credentials) to the staff token', async () => {
    const basic = { Authorization: `Basic ${Buffer.from('stage:secret').toString('base64')}` };
    const res = await t.request('GET', '/api/staff/booking/list', { token: staff, headers: basic });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/staff/booking/list', { headers: basic })).status).toBe(401);
    // A malformed key is a key all the same: refused, even beside a live staff token.
    const bad = await t.request('GET', '/api/staff/booking/list', { token: staff, ...bearer('vk_nonsense') });
    expect(bad.status).toBe(401);
  });

  it('writes the last use at most once a minute', async () => {
    const made = await makeKey(['catalog:read']);
    await t.request('GET', '/api/staff/unitgroup/list', bearer(made.key));
    expect((await storedRow(made.id)).lastUsedAt?.toISOString()).toBe(clock.toISOString());
    const first = clock;
    clock = new Date(first.getTime() + 30_000);
    await t.request('GET', '/api/staff/unitgroup/list', bearer(made.key));
    expect((await storedRow(made.id)).lastUsedAt?.toISOString()).toBe(first.toISOString());
    clock = new Date(first.getTime() + 61_000);
    await t.request('GET', '/api/staff/unitgroup/list', bearer(made.key));
    expect((await storedRow(made.id)).lastUsedAt?.toISOString()).toBe(clock.toISOString());
  });

  it('lets only owners of the property manage keys; bad input writes nothing', async () => {
    expect((await t.request('GET', keysPath(LINDENHOF), { token: staff })).status).toBe(403);
    expect(
      (
        await t.request('POST', keysPath(LINDENHOF), {
          token: staff,
          body: { name: 'x', scopes: ['catalog:read'] },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('GET', keysPath(CITYLOFT), { token: owner })).status).toBe(404);
    const before = (await t.database.run((db) => db.select().from(apiKey))).length;
    const bad = await t.request('POST', keysPath(LINDENHOF), {
      token: owner,
      body: { name: 'x', scopes: ['everything'] },
    });
    expect(bad.status).toBe(400);
    expect((await t.database.run((db) => db.select().from(apiKey))).length).toBe(before);
    const other = await makeKey(['catalog:read']);
    expect(
      (await t.request('POST', `${keysPath(CITYLOFT)}/${other.id}/revoke`, { token: owner })).status,
    ).toBe(404);
  });

  it('leaves what a key reads or changes unseen in its maker’s inbox', async () => {
    const { key } = await makeKey(['bookings:read', 'bookings:write']);
    const guest = await t.login('lindenhof');
    const date = daysFromNow(40);
    const sent = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: lindenhofMeetingDay(await catalogIds(t, guest), date, 12),
    });
    expect(sent.status).toBe(201);
    const booking = (await sent.json()) as { id: number };
    const unseen = async () => {
      const res = await t.request('GET', `/api/staff/booking/list?f.unseen=true&f.propertyId=${LINDENHOF}`, {
        token: owner,
      });
      return ((await res.json()) as { items: { id: number }[] }).items.map((b) => b.id);
    };
    expect(await unseen()).toContain(booking.id);
    const read = await t.request('GET', `/api/staff/booking/${booking.id}`, bearer(key));
    expect(read.status).toBe(200);
    const { version } = (await read.json()) as { version: number };
    expect(await unseen()).toContain(booking.id);
    const offered = await t.request('POST', `/api/staff/booking/${booking.id}/sendOffer`, {
      ...bearer(key),
      body: { version, optionDate: addDaysToIsoDate(date, -10) },
    });
    expect(offered.status).toBe(200);
    expect(await unseen()).toContain(booking.id);
    // The maker opening it is what marks it seen.
    expect((await t.request('GET', `/api/staff/booking/${booking.id}`, { token: owner })).status).toBe(200);
    expect(await unseen()).not.toContain(booking.id);
  });

  it('leaves the spec paths to a guest with a property token', async () => {
    const guest = await t.login('lindenhof');
    const res = await t.request('GET', '/api/unitgroup/list', { token: guest });
    expect(res.status).toBe(200);
    expect((await t.request('POST', '/api/servicegroup/add', { token: guest, body: {} })).status).toBe(404);
    const anonymous = await t.request('GET', '/api/unitgroup/list');
    expect(((await anonymous.json()) as { error: string }).error).toBe('error.auth.required');
  });
});
