import type { HeroListItem } from '@venue/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { daysFromNow } from '../testing/payloads.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await t.login('lindenhof');
});
afterAll(() => t.close());

const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[] },
});
const get = async (path: string, tok = token) => json(await t.request('GET', path, { token: tok }));

describe('property login', () => {
  it('logs a visitor in by key, id or code with a random token that is stored only as a hash', async () => {
    const byKey = await t.request('POST', '/api/propertylogin', { body: { key: 'lindenhof' } });
    const body = (await byKey.json()) as { token: string; propertyId: number };
    expect(byKey.status).toBe(200);
    expect(body.propertyId).toBe(1);
    expect(byKey.headers.get('X-Auth-Token')).toBe(body.token);
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.run((db) =>
      db.execute(
        sql`select token_hash from session where token_hash = ${hashToken(body.token)} or token_hash = ${body.token}`,
      ),
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ token_hash: hashToken(body.token) }]);

    const byId = await json(await t.request('POST', '/api/propertylogin', { body: { id: 2 } }));
    expect(byId.body.propertyId).toBe(2);
    const byCode = await json(await t.request('POST', '/api/propertylogin', { body: { code: 'WS2024' } }));
    expect(byCode.body.propertyId).toBe(3);
  });

  it('refuses an unknown property with 401 and the failed-login key', async () => {
    const res = await json(await t.request('POST', '/api/propertylogin', { body: { key: 'nowhere' } }));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('error.login.failed');
  });

  it('lists the properties publicly for the properties page', async () => {
    const res = await json(await t.request('GET', '/api/property/public/list'));
    expect(res.body.items.map((p) => p.key)).toEqual(['lindenhof', 'cityloft', 'workspace']);
  });

  it('describes the properties in the language of the call, falling back to the property language', async () => {
    const list = async (language: string) =>
      (
        await json(
          await t.request('GET', '/api/property/public/list', { headers: { 'App-Language': language } }),
        )
      ).body.items;
    const german = await list('de');
    const english = await list('en');
    expect(german[0]).toMatchObject({ key: 'lindenhof', description: 'Ein Tagungshotel direkt am See.' });
    expect(english[0]).toMatchObject({ key: 'lindenhof', description: 'A conference hotel on the lake.' });
    // No Italian text: the lakeside hotel's own language (German).
    expect((await list('it'))[0]?.description).toBe('Ein Tagungshotel direkt am See.');
  });
});

describe('a token only sees its own property', () => {
  it('reads its own property but gets 403 for another one', async () => {
    expect((await get('/api/property/1')).body).toMatchObject({ key: 'lindenhof', currency: 'EUR' });
    const cityloft = await t.login('cityloft');
    const other = await get('/api/property/1', cityloft);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('error.auth.forbidden');
    expect((await get('/api/propertysetting/list?f.propertyId=1', cityloft)).status).toBe(403);
  });

  it('lists only the unit groups of the token property', async () => {
    const cityloft = await t.login('cityloft');
    const list = await get('/api/unitgroup/list', cityloft);
    expect(list.body.items.map((u) => u.code)).toEqual(['STUDIO', 'LOFT', 'PENTHOUSE']);
    const lindenhofGroup = (await get('/api/unitgroup/list')).body.items[0]?.id;
    expect((await get(`/api/unitgroup/${lindenhofGroup}`, cityloft)).status).toBe(404);
  });

  it('refuses a made-up token with 401', async () => {
    const res = await get('/api/unitgroup/list', 'made-up-token');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('error.auth.invalidtoken');
  });
});

describe('catalog lists', () => {
  it('serves the property settings with the configurator key prefix, 500 per page', async () => {
    const res = await get('/api/propertysetting/list?f.propertyId=1');
    expect(res.body.pageSize).toBe(500);
    expect(res.body.items).toContainEqual(
      expect.objectContaining({ key: 'web.engine.configuration.multislot.enabled', value: 'true' }),
    );
  });

  it('lists unit groups with the generic list pattern: sort, page, lazylist', async () => {
    const sorted = await get('/api/unitgroup/list?o.sort=maxPersons|desc&p.s=2&p.i=0');
    expect(sorted.body.items.map((u) => u.code)).toEqual(['PLENUM', 'BREAKOUT']);
    expect(sorted.body).toMatchObject({ total: 6, pageSize: 2, hasMore: true });
    const lazy = await get('/api/unitgroup/list?p.s=2&p.i=2&lazylist=true');
    expect(lazy.body).toMatchObject({ total: null, hasMore: false });
    expect(lazy.body.items).toHaveLength(2);
    expect((await get('/api/unitgroup/list?p.s=10001')).status).toBe(400);
    expect((await get('/api/unitgroup/list?o.sort=password')).status).toBe(400);
  });

  it('filters unit groups by category, persons and tags, and reports availability for dates', async () => {
    const meetings = await get('/api/unitgroup/list?f.unitgroupcategoryId=2&f.minPersonCount=13');
    expect(meetings.body.items.map((u) => u.code)).toEqual(['PLENUM', 'BREAKOUT']);
    const tags = (await get('/api/portal/search/tag/list')).body.items as { id: number; name: string }[];
    const lake = tags.find((x) => x.name === 'lake view')?.id;
    const daylight = tags.find((x) => x.name === 'daylight')?.id;
    const tagged = await get(`/api/unitgroup/list?f.tagId=${lake},${daylight}`);
    expect(tagged.body.items.map((u) => u.code)).toEqual(['PLENUM']);
    const d = daysFromNow(40).replaceAll('-', '');
    const dated = await get(
      `/api/unitgroup/list?f.configCheckinDate=${d}&f.configCheckoutDate=${d}&f.unitgroupcategoryId=2&f.personcount=14`,
    );
    const breakout = dated.body.items.find((u) => u.code === 'BREAKOUT') as { availabilityoption: unknown };
    expect(breakout.availabilityoption).toEqual({ available: true, maxquantity: 3, personsfit: true });
    const board = dated.body.items.find((u) => u.code === 'BOARD') as { availabilityoption: unknown };
    expect(board.availabilityoption).toEqual({ available: true, maxquantity: 1, personsfit: false });
  });

  it('prices services with a customer account own rate', async () => {
    const ws = await t.login('workspace');
    const plain = await get('/api/service/list?f.configCode=COFFEE', ws);
    const corp = await get(
      '/api/service/list?f.configCode=COFFEE&f.configCustomeraccountnumber=ACME-1001',
      ws,
    );
    const price = (r: typeof plain) =>
      (r.body.items[0] as { rateplanList: { price: number }[] }).rateplanList[0]?.price;
    expect(price(plain)).toBe(600);
    expect(price(corp)).toBe(450);
    expect((await get('/api/customeraccount/check?f.code=ACME-1001', ws)).body).toMatchObject({
      valid: true,
    });
    expect((await get('/api/customeraccount/check?p.i=0&p.s=100&f.code=NOPE', ws)).body).toEqual({
      valid: false,
    });
  });

  it('serves reference lists, time slices, service types, groups, setups and heroes with their images', async () => {
    expect((await get('/api/language/list?p.s=10000')).body.items).toHaveLength(2);
    expect((await get('/api/country/list?p.s=10000')).body.items.length).toBeGreaterThan(10);
    expect(
      (await get('/api/salutation/list?f.company=false')).body.items.every((s) => s.company === false),
    ).toBe(true);
    expect((await get('/api/academictitle/list')).body.items.length).toBeGreaterThan(0);
    expect((await get('/api/timeslicedefinition/list?f.overnight=true')).body.items).toHaveLength(1);
    const types = (await get('/api/servicetype/list')).body.items;
    expect(types.some((x) => x.notassignedtounitgroup === true)).toBe(true);
    expect((await get('/api/servicegroup/list')).body.items).toContainEqual(
      expect.objectContaining({ name: 'Mittagessen', required: true, multiselect: false }),
    );
    expect((await get('/api/setup/list?f.issetup=true')).body.items).toHaveLength(3);
    const heroes = (await get('/api/herodocument/list')).body.items as { url: string; panorama: boolean }[];
    expect(heroes.filter((h) => h.panorama)).toHaveLength(1);
    const image = await t.request('GET', `/api${heroes[0]?.url}`);
    expect(image.headers.get('Content-Type')).toBe('image/webp');
  });

  it('stores the demo heroes as uploads are: WebP with thumbnails, their sizes in the hero list', async () => {
    const heroes = (await get('/api/herodocument/list')).body.items as unknown as HeroListItem[];
    // docs/api.md#documents: each image's pixels and its thumbnails' widths, for the responsive sources.
    expect(
      heroes.map(({ name, width, height, thumbnails, panorama }) => ({
        name,
        width,
        height,
        thumbnails,
        panorama,
      })),
    ).toEqual([
      { name: 'hero-1.webp', width: 1600, height: 800, thumbnails: [120, 240, 480, 960], panorama: false },
      { name: 'hero-2.webp', width: 1600, height: 800, thumbnails: [120, 240, 480, 960], panorama: false },
      { name: 'panorama.webp', width: 512, height: 256, thumbnails: [120, 240, 480], panorama: true },
    ]);
    const hero = heroes[0] as HeroListItem;
    const decoded = async (path: string) => {
      const res = await t.request('GET', path);
      expect(res.headers.get('Content-Type'), path).toBe('image/webp');
      return sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    };
    expect(await decoded(`/api${hero.url}`)).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    for (const width of hero.thumbnails) {
      expect(await decoded(`/api${hero.url}?w=${width}`)).toMatchObject({ format: 'webp', width });
    }
    // A unit group's demo picture is stored the same way.
    const unitgroup = (await get('/api/unitgroup/list')).body.items[0] as {
      unitgroupDocumentList: { url: string }[];
    };
    const picture = unitgroup.unitgroupDocumentList[0]?.url ?? '';
    expect(await decoded(`/api${picture}`)).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });

  it('serves the property CSS as custom properties, the manifest and translations', async () => {
    const css = await t.request('GET', '/api/property/css/1', { token });
    expect(css.headers.get('Content-Type')).toContain('text/css');
    expect(await css.text()).toMatch(/--venue-color-brand: #1f5f5b;/);
    expect((await get('/api/property/manifest/1')).body).toMatchObject({ start_url: '/lindenhof' });
    expect((await get('/api/property/i18n/1')).body).toHaveProperty('en');
    const ug = (await get('/api/unitgroup/list')).body.items[0]?.id;
    expect((await get(`/api/unitgroup/i18n/${ug}`)).body).toMatchObject({ en: { name: 'Single room' } });
  });

  it('gives the calendar per day with available and unavailable counts', async () => {
    const breakout = (await get('/api/unitgroup/list')).body.items.find((u) => u.code === 'BREAKOUT')?.id;
    const from = daysFromNow(29).replaceAll('-', '');
    const to = daysFromNow(31).replaceAll('-', '');
    const res = await get(
      `/api/calendar/unitgroup/unavailability/list?f.unitgroupId=${breakout}&f.dateframeFrom=${from}&f.dateframeTo=${to}`,
    );
    const list = res.body.calendarentryList as {
      availableCount: number;
      unavailableCount: number;
      available: boolean;
    }[];
    expect(list).toHaveLength(3);
    // The seed takes one breakout room out of service from day 30 for 5 days.
    expect(list.map((e) => e.unavailableCount)).toEqual([0, 1, 1]);
    expect(list.every((e) => e.available)).toBe(true);
  });
});
