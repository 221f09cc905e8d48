import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
let cityloft: string;
let lindenhof: string;
let ids: { cityloft: number; lindenhof: number };
beforeAll(async () => {
  t = await openTestApp();
  cityloft = await t.login('cityloft');
  lindenhof = await t.login('lindenhof');
  const login = async (key: string) =>
    (
      (await (await t.request('POST', '/api/propertylogin', { body: { key } })).json()) as {
        propertyId: number;
      }
    ).propertyId;
  ids = { cityloft: await login('cityloft'), lindenhof: await login('lindenhof') };
});
afterAll(() => t.close());

const terms = async (id: number, token: string, language?: string) => {
  const res = await t.request('GET', `/api/property/terms/${id}`, {
    token,
    ...(language ? { headers: { 'App-Language': language } } : {}),
  });
  return { status: res.status, body: (await res.json()) as { language: string; text: string } };
};

describe("a property's own terms and conditions", () => {
  it('are served in the language of the call', async () => {
    const english = await terms(ids.cityloft, cityloft, 'en');
    expect(english.status).toBe(200);
    expect(english.body).toMatchObject({
      language: 'en',
      text: expect.stringContaining('Cityloft Hotel house rules'),
    });
    const german = await terms(ids.cityloft, cityloft, 'de-DE');
    expect(german.body).toMatchObject({ language: 'de', text: expect.stringContaining('Hausordnung') });
  });

  it("fall back to the property's own language", async () => {
    const body = (await terms(ids.lindenhof, lindenhof, 'fr')).body;
    expect(body).toMatchObject({ language: 'de', text: expect.stringContaining('Seehotels Lindenhof') });
  });

  it("are not served for another property than the caller's", async () => {
    expect((await terms(ids.lindenhof, cityloft, 'en')).status).toBe(403);
  });
});
