import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../auth/tokens.ts';
import { findAccountByEmail, insertEmailVerification } from '../db/accountQueries.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';

/*
 * docs/api.md#resources: a new user makes a property of their own from nothing, fills its offer through the
 * resource API, and guests can open its booking page and see what they added.
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Lake-House-2031!';

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown> & { items?: Record<string, unknown>[] };
}

/** Signs up, verifies the e-mail (with a token stored as the mail's would be: this app sends no mail) and logs in. */
async function signUp(email: string): Promise<string> {
  const res = await t.request('POST', '/api/signup', {
    body: { name: 'Hanna Host', email, password: PASSWORD, termsaccepted: true },
  });
  expect(res.status).toBe(202);
  const account = await t.database.run((db) => findAccountByEmail(db, email));
  const token = newToken();
  await t.database.run((db) =>
    insertEmailVerification(db, account?.id ?? 0, hashToken(token), new Date(TEST_NOW.getTime() + 3_600_000)),
  );
  expect((await t.request('POST', '/api/signup/verify', { body: { token } })).status).toBe(204);
  const login = await t.request('POST', '/api/login', { body: { username: email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return (await json(login)).token as string;
}

const seeblick = {
  key: 'haus-seeblick',
  name: 'Haus Seeblick',
  currency: 'CHF',
  timezone: 'Europe/Zurich',
  defaultLanguage: 'de',
};

describe('a new property', () => {
  it('is made by a signed-up user, who becomes its owner, and is bookable once it has a room', async () => {
    const token = await signUp('hanna@seeblick.example');
    const made = await t.request('POST', '/api/staff/property/add', { token, body: seeblick });
    expect(made.status).toBe(201);
    const property = await json(made);
    expect(property).toMatchObject({
      key: 'haus-seeblick',
      code: 'HAUS-SEEBLICK',
      currency: 'CHF',
      version: 1,
    });
    const id = property.id as number;

    const me = await json(await t.request('GET', '/api/session/user', { token }));
    expect(me.properties).toEqual([expect.objectContaining({ id, key: 'haus-seeblick', role: 'owner' })]);
    // It starts with a default rate plan and nothing else.
    const plans = await json(
      await t.request('GET', `/api/staff/rateplan/list?f.propertyId=${id}`, { token }),
    );
    expect(plans.items).toEqual([expect.objectContaining({ isDefault: true, pricePercent: 100 })]);
    const groups = await json(
      await t.request('GET', `/api/staff/unitgroup/list?f.propertyId=${id}`, { token }),
    );
    expect(groups.items).toEqual([]);

    // The owner adds a VAT rate, a room type and its two rooms, as the property app does.
    const add = async (base: string, owner: Record<string, number>, fields: Record<string, unknown>) => {
      const defaults = await json(await t.request('POST', `/api/staff/${base}/new`, { token, body: owner }));
      const res = await t.request('POST', `/api/staff/${base}/add`, {
        token,
        body: { ...defaults, ...fields },
      });
      expect(res.status).toBe(201);
      return (await json(res)).id as number;
    };
    await add('vat', { propertyId: id }, { name: 'MWST 3,8 %', value: 4 });
    const room = await add(
      'unitgroup',
      { propertyId: id },
      { code: 'DZ', name: 'Doppelzimmer', category: 1, price: 18000, maxPersons: 2, bookDirectly: true },
    );
    await add('unit', { unitgroupId: room }, { name: '101' });
    await add('unit', { unitgroupId: room }, { name: '102' });

    // A guest opens the booking page /haus-seeblick and sees the room with its two units.
    const guest = await t.login('haus-seeblick');
    const list = await json(await t.request('GET', '/api/unitgroup/list', { token: guest }));
    expect(list.items).toEqual([expect.objectContaining({ id: room, name: 'Doppelzimmer' })]);
  });

  it('refuses a taken or reserved key, a wrong currency or zone, and a request without login', async () => {
    const token = await signUp('otto@example.com');
    const refused = async (body: Record<string, unknown>, status: number) => {
      const res = await t.request('POST', '/api/staff/property/add', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
    };
    await refused({ ...seeblick, key: 'lindenhof' }, 422);
    await refused({ ...seeblick, key: 'app' }, 400);
    await refused({ ...seeblick, key: 'Ha' }, 400);
    await refused({ ...seeblick, key: 'otto-inn', currency: 'XYZ' }, 400);
    await refused({ ...seeblick, key: 'otto-inn', timezone: 'Mars/Olympus' }, 400);
    await refused({ ...seeblick, key: 'otto-inn', themeTokens: null }, 400);
    const me = await json(await t.request('GET', '/api/session/user', { token }));
    expect(me.properties).toEqual([]);
    const anonymous = await t.request('POST', '/api/staff/property/add', {
      body: { ...seeblick, key: 'otto-inn' },
    });
    expect(anonymous.status).toBe(401);
  });
});
