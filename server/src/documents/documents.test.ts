import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';

// docs/api.md#documents. One clock: 23 Nov 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-23T09:00:00Z');
const LINDENHOF = 1;
const CITYLOFT = 2;

type Uploaded = {
  id: number;
  version: number;
  url: string;
  width: number;
  height: number;
  thumbnails: number[];
  name: string;
  error?: string;
  details?: { path: string }[];
};

let t: TestApp;
let staff: string;
let owner: string;

beforeAll(async () => {
  t = await openTestApp({ now: () => NOW });
  staff = await staffToken(t, 'lindenhof');
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
});
afterAll(() => t.close());

/** A camera photo: a JPEG turned on its side by its EXIF orientation, with a camera model in its metadata. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Model: 'Secret Camera 9000' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const upload = async (
  file: Uint8Array | null,
  data: unknown,
  options: { token?: string; name?: string; type?: string; extraData?: unknown } = {},
) => {
  const form = new FormData();
  if (file)
    form.set(
      'file',
      new File([new Uint8Array(file)], options.name ?? 'Terrace view.JPG', {
        type: options.type ?? 'image/jpeg',
      }),
    );
  if (data !== undefined) form.set('data', JSON.stringify(data));
  if (options.extraData !== undefined) form.set('extraData', JSON.stringify(options.extraData));
  const res = await t.app.request('/api/staff/document/upload', {
    method: 'POST',
    headers: { 'X-Auth-Token': options.token ?? staff },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Uploaded };
};

const documentCount = async () => {
  const res = await t.request('GET', `/api/staff/document/list?f.propertyId=${LINDENHOF}`, { token: staff });
  return ((await res.json()) as { total: number }).total;
};

const guestHeroes = async (language = 'de') => {
  const guest = await t.login('lindenhof');
  const res = await t.request('GET', '/api/herodocument/list', {
    token: guest,
    headers: { 'App-Language': language },
  });
  return (
    (await res.json()) as {
      items: {
        id: number;
        url: string;
        description: string;
        width?: number;
        height?: number;
        thumbnails: number[];
      }[];
    }
  ).items;
};

describe('uploading an image', () => {
  it('stores it upright, at most 2560 px wide, without its metadata, with thumbnails from 120 px; guests see it', async () => {
    const sent = await upload(
      await photo(4000, 3000),
      { propertyId: LINDENHOF, kind: 'hero', description: 'Terrasse' },
      {
        extraData: { i18n: { en: { description: 'The terrace' } } },
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // EXIF orientation 6: the 4000×3000 photo is 3000×4000 upright, then scaled to 2560 wide.
    expect([sent.body.width, sent.body.height]).toEqual([2560, 3413]);
    expect(sent.body.thumbnails).toEqual([120, 240, 480, 960, 1920]);
    expect(sent.body.name).toBe('Terrace-view.webp');

    const image = await t.app.request(`/api${sent.body.url}`);
    expect(image.headers.get('Content-Type')).toBe('image/webp');
    const stored = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.exif]).toEqual(['webp', 2560, undefined]);
    const small = await t.app.request(`/api${sent.body.url}?w=200`);
    expect((await sharp(new Uint8Array(await small.arrayBuffer())).metadata()).width).toBe(240);
    // Wider than every thumbnail: the image itself.
    const large = await t.app.request(`/api${sent.body.url}?w=2400`);
    expect((await sharp(new Uint8Array(await large.arrayBuffer())).metadata()).width).toBe(2560);

    // Guests see it, described in their language.
    expect((await guestHeroes('de')).find((h) => h.id === sent.body.id)?.description).toBe('Terrasse');
    expect((await guestHeroes('en')).find((h) => h.id === sent.body.id)?.description).toBe('The terrace');
    // With its pixels and thumbnails, for the booking page's responsive sources.
    expect((await guestHeroes('en')).find((h) => h.id === sent.body.id)).toMatchObject({
      width: 2560,
      height: 3413,
      thumbnails: [120, 240, 480, 960, 1920],
    });
  });

  it('refuses what is not an accepted image, too large a file or too many pixels; nothing is stored', async () => {
    const before = await documentCount();
    const hero = { propertyId: LINDENHOF, kind: 'hero' };
    const text = await upload(new TextEncoder().encode('not an image at all'), hero, { name: 'x.jpg' });
    expect([text.status, text.body.error]).toEqual([422, 'error.document.type']);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, hero, { name: 'a.gif', type: 'image/gif' })).body.error).toBe(
      'error.document.type',
    );
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(huge, hero, { name: 'huge.png' })).body.error).toBe('error.document.size');
    const heavy = new Uint8Array(11 * 1024 * 1024);
    const tooBig = await upload(heavy, hero);
    expect([tooBig.status, tooBig.body.error]).toEqual([413, 'error.document.size']);
    // Bad data: none, another property's unit group, a unit group picture without its unit group.
    const fine = await photo(800, 600);
    expect((await upload(fine, undefined)).status).toBe(400);
    expect((await upload(fine, { ...hero, kind: 'cover' })).status).toBe(400);
    const theirGroup = (
      (await (
        await t.request('GET', `/api/staff/unitgroup/list?f.propertyId=${CITYLOFT}`, {
          token: await staffToken(t, 'cityloft'),
        })
      ).json()) as { items: { id: number }[] }
    ).items[0]?.id;
    expect(
      (await upload(fine, { propertyId: LINDENHOF, kind: 'unitgroup', unitgroupId: theirGroup })).status,
    ).toBe(422);
    expect((await upload(fine, { propertyId: LINDENHOF, kind: 'unitgroup' })).status).toBe(422);
    // Not a staff member of the property, or no staff at all.
    expect((await upload(fine, { propertyId: CITYLOFT, kind: 'hero' })).status).toBe(404);
    expect((await upload(fine, hero, { token: await t.login('lindenhof') })).status).toBe(401);
    expect(await documentCount()).toBe(before);
  });

  it('is described, reordered and deleted through the resource API; deleted, its URLs answer 404', async () => {
    const sent = await upload(await photo(1000, 800), { propertyId: LINDENHOF, kind: 'panorama' });
    expect(sent.status).toBe(201);
    const path = `/api/staff/document/update/${sent.body.id}`;
    const described = await t.request('POST', path, {
      token: staff,
      body: { id: sent.body.id, version: 1, description: 'Blick auf den See', sort: 3 },
    });
    expect(described.status).toBe(200);
    const panoramas = await t.request(
      'GET',
      `/api/staff/document/list?f.propertyId=${LINDENHOF}&f.kind=panorama`,
      {
        token: staff,
      },
    );
    const items = ((await panoramas.json()) as { items: Record<string, unknown>[] }).items;
    expect(items.find((i) => i.id === sent.body.id)).toMatchObject({
      description: 'Blick auf den See',
      sort: 3,
      version: 2,
    });
    expect(items.every((i) => !('bytes' in i))).toBe(true);
    // Documents come by upload only.
    expect((await t.request('POST', '/api/staff/document/add', { token: owner, body: {} })).status).toBe(404);
    const gone = await t.request('DELETE', `/api/staff/document/delete/${sent.body.id}?version=2`, {
      token: owner,
    });
    expect(gone.status).toBe(204);
    expect((await t.app.request(`/api${sent.body.url}`)).status).toBe(404);
    expect((await t.app.request(`/api${sent.body.url}?w=120`)).status).toBe(404);
  });
});
