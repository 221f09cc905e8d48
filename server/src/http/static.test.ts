import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';

/** Text of a few KB, as a build's files are: large enough to be compressed. */
const filler = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');
const SCRIPT = filler("console.log('app');");
const STYLES = filler('.a{color:red}');
const SHELL = `<!doctype html><title>configurator</title>\n<!-- ${filler('x')} -->`;

/** A built app in a temporary folder: its shell, a hashed script and style sheet, each with its .br and .gz. */
function built(name: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  return dir;
}

const PUBLIC_URL = 'https://booking.example.com';
let t: TestApp;
let app: ReturnType<typeof createApp>;
let staticDir: string;
beforeAll(async () => {
  t = await openTestApp();
  staticDir = built('configurator', {
    'index.html': SHELL,
    'assets/mount-AbC123.js': SCRIPT,
    'assets/mount-DeF456.css': STYLES,
  });
  writeFileSync(join(staticDir, 'embed.js'), 'window.VenueBooking={};');
  app = createApp({
    staticDir,
    propertyAppDir: built('property-app', {
      'index.html': '<!doctype html><title>property-app</title>',
      'assets/index-XyZ789.js': SCRIPT,
    }),
    database: t.database,
    now: () => TEST_NOW,
    publicUrl: PUBLIC_URL,
  });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** The body as the client reads it, decoded by its Content-Encoding. */
async function decoded(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  expect(encoding).toBeNull();
  return bytes.toString();
}

describe('compression (README "Compression and caching")', () => {
  it('sends scripts, style sheets and the shell brotli- or gzip-compressed as the client accepts, else plain', async () => {
    for (const [path, text] of [
      ['/assets/mount-AbC123.js', SCRIPT],
      ['/assets/mount-DeF456.css', STYLES],
      ['/app/assets/index-XyZ789.js', SCRIPT],
      ['/lindenhof', SHELL],
    ] as const) {
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', null],
      ] as const) {
        const res = await get(path, { 'Accept-Encoding': accept });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('Content-Encoding'), `${path} ${accept}`).toBe(encoding);
        expect(res.headers.get('Vary'), `${path} ${accept}`).toMatch(/Accept-Encoding/i);
        expect(await decoded(res), path).toBe(text);
      }
      const plain = await get(path);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(await plain.text()).toBe(text);
    }
    const script = await get('/assets/mount-AbC123.js', { 'Accept-Encoding': 'br' });
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
  });

  it('gzips a large API answer when the client accepts it, and leaves small ones alone', async () => {
    const token = await t.login('lindenhof');
    const calendar =
      '/api/calendar/unitgroup/unavailability/list?f.dateframeFrom=20300304&f.dateframeTo=20300704';
    const plain = await get(calendar, { 'X-Auth-Token': token });
    expect(plain.status).toBe(200);
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/i);

    const zipped = await get(calendar, { 'X-Auth-Token': token, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(await decoded(zipped)).toBe(json);

    const info = await get('/api/api/info', { 'Accept-Encoding': 'gzip' });
    expect(info.headers.get('Content-Encoding')).toBeNull();
    expect(await info.json()).toMatchObject({ name: 'venue-booking' });
  });

  it('leaves the staff event stream uncompressed and flowing', async () => {
    const res = await get('/api/staff/events', {
      'X-Auth-Token': await staffToken(t, 'lindenhof'),
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('ETag')).toBeNull();
    // The first event arrives while the stream stays open.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: ready');
    await reader.cancel();
  });
});

describe('caching', () => {
  it('keeps hashed build files for a year', async () => {
    for (const path of [
      '/assets/mount-AbC123.js',
      '/assets/mount-DeF456.css',
      '/app/assets/index-XyZ789.js',
    ]) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the shell with its ETag, so a deploy is seen at once', async () => {
    const first = await get('/lindenhof/unitgroup/0/1', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const tag = first.headers.get('ETag');
    expect(tag).toBeTruthy();

    const again = await get('/lindenhof', { 'Accept-Encoding': 'br', 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // A deploy writes a new shell: the same ETag no longer matches, the new page comes.
    const next = '<!doctype html><title>configurator 2</title>';
    writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(next));
    const deployed = await get('/lindenhof', { 'Accept-Encoding': 'br', 'If-None-Match': tag ?? '' });
    expect(deployed.status).toBe(200);
    expect(await decoded(deployed)).toBe(next);
    writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(SHELL));
  });

  it('revalidates API answers with an ETag, private when the request carries a token', async () => {
    const token = await t.login('lindenhof');
    const res = await get('/api/unitgroup/list', { 'X-Auth-Token': token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const tag = res.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"/);
    const again = await get('/api/unitgroup/list', { 'X-Auth-Token': token, 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect((await get('/api/property/public/list')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('keeps the embed loader only briefly: host pages include it by a stable URL', async () => {
    const res = await get('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(res.headers.get('ETag')).toBeTruthy();
  });
});

describe('files that do not exist', () => {
  it('are a short plain 404, never the app’s page', async () => {
    for (const path of [
      '/assets/mount-Old000.js',
      '/assets/missing.css',
      '/app/assets/index-Old000.js',
      '/favicon.ico',
      '/wp-login.php',
      '/lindenhof/logo.png',
      '/app/manifest.json',
    ]) {
      const res = await get(path, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
      expect(res.headers.get('Cache-Control'), path).not.toMatch(/immutable/);
      expect(await res.text(), path).not.toContain('<');
    }
  });

  it('leave the app routes their page', async () => {
    for (const path of ['/lindenhof', '/lindenhof/unitgroup/0/1', '/lindenhof/service/0/BREAKFAST', '/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('<title>configurator</title>');
    }
    for (const path of ['/app/', '/app/bookings', '/app/bookings/12']) {
      const res = await get(path);
      expect(await res.text(), path).toContain('<title>property-app</title>');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('let crawlers read the property pages, not booker links, the property app or the API', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const rule of ['/api/', '/app/', '/*/reservation', '/*bookingtoken=']) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    expect(lines.some((line) => line === 'Disallow: /' || line === 'Disallow: /*')).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every property’s page in English and German', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const text = await res.text();
    expect(text).toMatch(/^<\?xml/);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const { items } = (await (await get('/api/property/public/list')).json()) as { items: { key: string }[] };
    expect(items.length).toBeGreaterThan(1);
    expect(locs.sort()).toEqual(
      items.flatMap(({ key }) => [`${PUBLIC_URL}/${key}?lang=de`, `${PUBLIC_URL}/${key}?lang=en`]).sort(),
    );
  });
});
