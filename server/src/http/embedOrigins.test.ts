import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';

// docs/embedding.md: embed.allowedOrigins becomes the configurator's CSP frame-ancestors and its embed check, so a
// value that is not a plain origin list is refused when it is saved, naming the entry, and nothing is stored.
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await openTestApp();
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
});
afterAll(() => t.close());

type Row = { id: number; version: number; key: string; value: string };
const stored = async (): Promise<Row> => {
  const res = await t.request(
    'GET',
    '/api/staff/propertysetting/list?f.propertyId=1&f.search=embed.allowedOrigins',
    {
      token: owner,
    },
  );
  const [row] = ((await res.json()) as { items: Row[] }).items;
  if (!row) throw new Error('lindenhof has no embed.allowedOrigins');
  return row;
};
const frameAncestors = async () =>
  (await t.request('GET', '/lindenhof')).headers
    .get('Content-Security-Policy')
    ?.match(/frame-ancestors [^;]*/)?.[0];

describe('the websites allowed to embed a property', () => {
  it.each([
    ['*'],
    ['javascript:alert(1)'],
    ['https://www.hotel.example\r\nX-Injected: 1'],
    ['https://www.hotel.example; script-src *'],
    ['https://www.hotel.example/booking'],
    ['http://www.hotel.example'],
  ])('saving %j is refused with 422 naming it, and the stored value stays', async (entry) => {
    const before = await stored();
    const ancestors = await frameAncestors();
    const res = await t.request('POST', `/api/staff/propertysetting/update/${before.id}`, {
      token: owner,
      body: { id: before.id, version: before.version, value: `https://www.lindenhof.example,${entry}` },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe('error.validation');
    expect(body.details[0]?.path).toBe('value');
    expect(body.details[0]?.message).toContain(JSON.stringify(entry));
    expect(await stored()).toEqual(before);
    expect(await frameAncestors()).toBe(ancestors);
  });

  it('a list of https origins and a local test page is stored and frames the configurator', async () => {
    const before = await stored();
    const res = await t.request('POST', `/api/staff/propertysetting/update/${before.id}`, {
      token: owner,
      body: {
        id: before.id,
        version: before.version,
        value: 'https://www.lindenhof.example, http://127.0.0.1:5173',
      },
    });
    expect(res.status).toBe(200);
    expect(await frameAncestors()).toBe(
      "frame-ancestors 'self' https://www.lindenhof.example http://127.0.0.1:5173",
    );
  });
});
