import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cityloftTokens } from '@venue/themes/cityloft/tokens.ts';
import { defaultTokens } from '@venue/themes/default/tokens.ts';
import { lindenhofTokens } from '@venue/themes/lindenhof/tokens.ts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { createApp } from './app.ts';
import { withPropertyCss } from './pageMeta.ts';

/** Text of a few KB, as a build's files are: large enough to be compressed. */
const filler = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');
const SCRIPT = filler("console.log('app');");
const STYLES = filler('.a{color:red}');
/** The configurator's built page, as its build writes it: its own title, a script and a style sheet in the head. */
const SHELL_HEAD = [
  '<script type="module" crossorigin src="/assets/mount-AbC123.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/mount-DeF456.css">',
];
const SHELL = [
  '<!doctype html>',
  '<html lang="de">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Buchung</title>',
  ...SHELL_HEAD.map((tag) => `    ${tag}`),
  '  </head>',
  `  <body><div id="root"></div><!-- ${filler('x')} --></body>`,
  '</html>',
].join('\n');

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
      'index.html': '<!doctype html><html lang="en"><head><title>property-app</title></head></html>',
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

describe('compression (docs/serving.md)', () => {
  it('sends scripts and style sheets brotli- or gzip-compressed as the client accepts, else plain', async () => {
    for (const [path, text] of [
      ['/assets/mount-AbC123.js', SCRIPT],
      ['/assets/mount-DeF456.css', STYLES],
      ['/app/assets/index-XyZ789.js', SCRIPT],
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

  it('gzips a property’s page, which is written per request', async () => {
    const plain = await (await get('/lindenhof')).text();
    const res = await get('/lindenhof', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(await decoded(res)).toBe(plain);
    expect(plain).toContain('<title>Seehotel Lindenhof – Buchung</title>');
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
    for (const [path, other] of [
      // Two paths of the same page (the start page, with its hero preload): the same shell and head.
      ['/lindenhof/dashboard', '/lindenhof'],
      ['/', '/?lang=de'],
    ] as const) {
      const first = await get(path, { 'Accept-Encoding': 'gzip, br' });
      expect(first.headers.get('Cache-Control'), path).toBe('no-cache');
      const tag = first.headers.get('ETag');
      expect(tag, path).toBeTruthy();

      const again = await get(other, { 'Accept-Encoding': 'gzip, br', 'If-None-Match': tag ?? '' });
      expect(again.status, other).toBe(304);
      expect(await again.text()).toBe('');

      // A deploy writes a new shell: the same ETag no longer matches, the new page comes.
      const next = SHELL.replace('mount-AbC123.js', 'mount-New999.js');
      writeFileSync(join(staticDir, 'index.html'), next);
      writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(next));
      const deployed = await get(other, { 'Accept-Encoding': 'gzip, br', 'If-None-Match': tag ?? '' });
      expect(deployed.status, other).toBe(200);
      expect(await decoded(deployed), other).toContain('mount-New999.js');
      writeFileSync(join(staticDir, 'index.html'), SHELL);
      writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(SHELL));
    }
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
      expect(await res.text(), path).toContain(SHELL_HEAD[0]);
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
    for (const rule of ['/api/', '/app/', '/*/reservation', '/*/group/', '/*bookingtoken=']) {
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

/** The head of a page as a crawler or a link preview reads it. */
async function headOf(path: string, application = app) {
  const res = await application.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type'), path).toMatch(/^text\/html/);
  expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
  expect(res.headers.get('ETag'), path).toBeTruthy();
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const tags = [...head.matchAll(/<(?:meta|link)\s[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) =>
    tags
      .filter((tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key)
      .map((tag) => attribute(tag, 'content'));
  const links = (rel: string) =>
    tags
      .filter((tag) => attribute(tag, 'rel') === rel)
      .map((tag) => ({ href: attribute(tag, 'href'), hreflang: attribute(tag, 'hreflang') }));
  return {
    html,
    lang: html.match(/<html\s[^>]*lang="([^"]*)"/)?.[1],
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    meta,
    one: (key: string) => {
      const values = meta(key);
      expect(values, `${path} ${key}`).toHaveLength(1);
      return values[0];
    },
    canonical: links('canonical').map((l) => l.href),
    alternates: links('alternate'),
  };
}

describe('search and link previews (docs/serving.md)', () => {
  const pages = {
    lindenhof: {
      en: ['Lindenhof Lakeside Hotel – Booking', 'A conference hotel on the lake.'],
      de: ['Seehotel Lindenhof – Buchung', 'Ein Tagungshotel direkt am See.'],
    },
    cityloft: {
      en: ['Cityloft Hotel – Booking', 'Lofts in the city centre, reserved at once.'],
      de: ['Cityloft Hotel – Buchung', 'Lofts mitten in der Stadt, sofort reserviert.'],
    },
    workspace: {
      en: ['Workspace Meeting Rooms – Booking', 'Meeting rooms by the quarter hour.'],
      de: ['Workspace Besprechungsräume – Buchung', 'Besprechungsräume im Viertelstundentakt.'],
    },
  } as const;

  it('gives each property’s page its name, description, canonical URL and preview in each language @wcag-2.4.2 @wcag-3.1.1', async () => {
    for (const [key, languages] of Object.entries(pages)) {
      for (const [language, [title, description]] of Object.entries(languages)) {
        const url = `${PUBLIC_URL}/${key}?lang=${language}`;
        const page = await headOf(`/${key}?lang=${language}`);
        expect(page.lang, url).toBe(language);
        expect(page.titles, url).toEqual([title]);
        expect(page.one('description'), url).toBe(description);
        expect(page.canonical, url).toEqual([url]);
        expect(page.alternates, url).toEqual([
          { hreflang: 'en', href: `${PUBLIC_URL}/${key}?lang=en` },
          { hreflang: 'de', href: `${PUBLIC_URL}/${key}?lang=de` },
          { hreflang: 'x-default', href: `${PUBLIC_URL}/${key}?lang=de` },
        ]);
        expect(page.one('og:type'), url).toBe('website');
        expect(page.one('og:title'), url).toBe(title);
        expect(page.one('og:description'), url).toBe(description);
        expect(page.one('og:url'), url).toBe(url);
        expect(page.one('og:locale'), url).toBe(language === 'en' ? 'en_GB' : 'de_DE');
        expect(page.one('twitter:title'), url).toBe(title);
        expect(page.one('twitter:description'), url).toBe(description);
        expect(page.meta('robots'), url).toEqual([]);
        // The page's own script and style sheet stay in its head.
        for (const tag of SHELL_HEAD) expect(page.html, url).toContain(tag);
      }
    }
  });

  it('shows the hero image of the property as the preview image, by an absolute URL', async () => {
    for (const key of Object.keys(pages)) {
      const page = await headOf(`/${key}?lang=en`);
      const image = page.one('og:image') ?? '';
      expect(image, key).toMatch(new RegExp(`^${PUBLIC_URL}/api/document/\\d+/hero-1\\.webp$`));
      expect(page.one('twitter:image'), key).toBe(image);
      expect(page.one('twitter:card'), key).toBe('summary_large_image');
      const res = await get(image.slice(PUBLIC_URL.length));
      expect(res.status, image).toBe(200);
      expect(res.headers.get('Content-Type'), image).toBe('image/webp');
    }
  });

  it('preloads the start page’s first hero with high priority, by the sources and sizes of its <img>', async () => {
    const guest = await t.login('lindenhof');
    const heroes = (await (await t.request('GET', '/api/herodocument/list', { token: guest })).json()) as {
      items: { url: string; panorama: boolean; width: number; thumbnails: number[] }[];
    };
    const hero = heroes.items.find((h) => !h.panorama);
    if (!hero) throw new Error('Lindenhof has a hero');
    const src = `/api${hero.url}`;
    // The configurator's first slide asks for exactly these (configurator/src/routes/Hero/Hero.tsx).
    const srcset = [120, 240, 480, 960]
      .map((w) => `${src}?w=${w} ${w}w`)
      .concat(`${src} 1600w`)
      .join(', ');
    const preloads = (html: string) =>
      [...html.matchAll(/<link\s[^>]*rel="preload"[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => tag.includes('as="image"'));
    for (const path of ['/lindenhof', '/lindenhof?lang=en', '/lindenhof/dashboard', '/lindenhof/home']) {
      const [tag, ...more] = preloads((await headOf(path)).html);
      expect(more, path).toEqual([]);
      expect(tag, path).toBe(
        `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high">`,
      );
    }
    // Each source is there, a WebP at least as wide as it says.
    for (const candidate of srcset.split(', ')) {
      const [url = '', width = ''] = candidate.split(' ');
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type'), url).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width, url).toBe(
        parseInt(width, 10),
      );
    }
    // The other pages show no hero: nothing to preload.
    for (const path of [
      '/lindenhof/unitgroup/1/2',
      '/lindenhof/cart/1',
      '/lindenhof/reservation?bookingtoken=abc123',
      '/lindenhof?bookingtoken=abc123',
    ]) {
      expect(preloads((await headOf(path)).html), path).toEqual([]);
    }
  });

  it('preloads a hero stored without its dimensions (before uploads were re-encoded) by its address', async () => {
    const own = await openTestApp();
    try {
      const url = await own.database.run(async (db) => {
        const [property] = await db
          .select({ id: schema.property.id })
          .from(schema.property)
          .where(eq(schema.property.key, 'cityloft'));
        const [hero] = await db
          .update(schema.document)
          .set({ width: null, height: null })
          .where(
            and(eq(schema.document.propertyId, property?.id ?? -1), eq(schema.document.name, 'hero-1.webp')),
          )
          .returning({ id: schema.document.id });
        await db
          .delete(schema.documentThumbnail)
          .where(eq(schema.documentThumbnail.documentId, hero?.id ?? -1));
        return `/api/document/${hero?.id}/hero-1.webp`;
      });
      const application = createApp({
        staticDir,
        database: own.database,
        now: () => TEST_NOW,
        publicUrl: PUBLIC_URL,
      });
      const { html } = await headOf('/cityloft', application);
      expect(html).toContain(`<link rel="preload" as="image" href="${url}" fetchpriority="high">`);
      expect(html).not.toContain('imagesrcset');
    } finally {
      await own.close();
    }
  });

  it('uses the language the configurator starts in without ?lang= (German), and follows ?language=', async () => {
    for (const [path, language] of [
      ['/lindenhof', 'de'],
      ['/cityloft/unitgroup/0/1', 'de'],
      ['/lindenhof?lang=fr', 'de'],
      ['/workspace?language=en-GB', 'en'],
    ] as const) {
      const page = await headOf(path);
      expect(page.lang, path).toBe(language);
      const key = path.split(/[/?]/)[1] as keyof typeof pages;
      expect(page.titles, path).toEqual([pages[key][language][0]]);
      expect(page.canonical, path).toEqual([`${PUBLIC_URL}/${key}?lang=${language}`]);
    }
  });

  it('keeps the booker’s links and the property app out of search indexes', async () => {
    for (const path of [
      '/lindenhof/reservation?bookingtoken=abc123&bookingcode=XY7&lang=en',
      '/lindenhof/payment/12',
      '/cityloft?bookingtoken=abc123',
      // A group's attendee link carries its pickup code.
      '/lindenhof/group/ABC123',
    ]) {
      const page = await headOf(path);
      expect(page.one('robots'), path).toBe('noindex');
      expect(page.canonical, path).toEqual([]);
      expect(page.alternates, path).toEqual([]);
      // A shared link still shows the hotel, never the token.
      expect(page.titles[0], path).toMatch(/Lindenhof|Cityloft/);
      expect(page.html, path).not.toContain('abc123');
    }
    for (const path of ['/app/', '/app/bookings/12']) {
      const page = await headOf(path);
      expect(page.one('robots'), path).toBe('noindex');
      expect(page.titles, path).toEqual(['property-app']);
    }
  });

  it('gives the start page (the list of properties) its own title, description and canonical in both languages', async () => {
    for (const [query, language, title] of [
      ['', 'de', 'Hotels und Tagungshäuser – Buchung'],
      ['?lang=en', 'en', 'Hotels and venues – Booking'],
    ] as const) {
      const page = await headOf(`/${query}`);
      expect(page.lang).toBe(language);
      expect(page.titles).toEqual([title]);
      expect(page.one('description')).toMatch(language === 'en' ? /book rooms/ : /online buchen/);
      expect(page.canonical).toEqual([`${PUBLIC_URL}/?lang=${language}`]);
      expect(page.alternates.map((l) => l.hreflang)).toEqual(['en', 'de', 'x-default']);
      expect(page.meta('robots')).toEqual([]);
    }
  });

  it('answers a path that names no property with 404 and the app (which says so), out of search indexes', async () => {
    for (const path of ['/nosuchhotel', '/nosuchhotel/reservation', '/Lindenhof']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html.replace(/\s*<meta name="robots" content="noindex">/, ''), path).toBe(SHELL);
    }
  });

  it('escapes the property’s texts, and falls back to a generic description and a small card', async () => {
    const own = await openTestApp();
    try {
      const name = `Tom & Jerry's "<b>Rooms</b>"`;
      const id = await own.database.run(async (db) => {
        const [row] = await db
          .update(schema.property)
          .set({ name, i18n: {} })
          .where(eq(schema.property.key, 'workspace'))
          .returning({ id: schema.property.id });
        // Without a hero or a unit group picture there is no preview image.
        await db
          .update(schema.document)
          .set({ kind: 'panorama' })
          .where(eq(schema.document.propertyId, row?.id ?? -1));
        return row?.id;
      });
      expect(id).toBeDefined();
      const application = createApp({
        staticDir,
        database: own.database,
        now: () => TEST_NOW,
        publicUrl: PUBLIC_URL,
      });
      const escaped = 'Tom &amp; Jerry&#39;s &quot;&lt;b&gt;Rooms&lt;/b&gt;&quot;';
      for (const [language, title, description] of [
        ['en', `${escaped} – Booking`, `Book rooms, meeting rooms and services at ${escaped} online.`],
        ['de', `${escaped} – Buchung`, `Zimmer, Tagungsräume und Leistungen bei ${escaped} online buchen.`],
      ] as const) {
        const page = await headOf(`/workspace?lang=${language}`, application);
        expect(page.html).not.toContain('<b>');
        expect(page.titles).toEqual([title]);
        expect(page.one('description')).toBe(description);
        expect(page.one('og:title')).toBe(title);
        expect(page.one('og:site_name')).toBe(escaped);
        expect(page.meta('og:image')).toEqual([]);
        expect(page.one('twitter:card')).toBe('summary');
        // No hero: no image preload either.
        expect(page.html).not.toContain('rel="preload"');
      }
    } finally {
      await own.close();
    }
  });
});

describe('the property’s theme in its page (docs/serving.md#search-and-link-previews)', () => {
  /** The page's `<style id="property-css">` elements: their property id and CSS. */
  const styles = (html: string) =>
    [...html.matchAll(/<style id="property-css" data-property-id="(\d+)">([\s\S]*?)<\/style>/g)].map(
      ([, id, css]) => ({ id: Number(id), css: css ?? '' }),
    );
  const page = async (path: string, application = app, headers: Record<string, string> = {}) => {
    const res = await application.request(path, { headers });
    return { res, html: await res.text() };
  };
  const ownerToken = async (application = app) => {
    const res = await application.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner@lindenhof.example', password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { token: string }).token;
  };

  it('comes in the head of the property’s page, as the CSS route serves it, after the build’s style sheet', async () => {
    const token = await t.login('lindenhof');
    const [lindenhof] = await t.database.run((db) =>
      db.select({ id: schema.property.id }).from(schema.property).where(eq(schema.property.key, 'lindenhof')),
    );
    for (const path of ['/lindenhof', '/lindenhof/dashboard?lang=en', '/lindenhof?lang=en&embed=1']) {
      const { html } = await page(path);
      const found = styles(html);
      expect(found, path).toHaveLength(1);
      const [style] = found;
      expect(style?.css, path).toContain(':root {');
      expect(style?.css, path).toContain(`--venue-color-brand: ${lindenhofTokens.color.brand};`);
      expect(style?.css, path).toContain(`--venue-color-text: ${lindenhofTokens.color.text};`);
      expect(style?.id, path).toBe(lindenhof?.id);
      const served = await get(`/api/property/css/${lindenhof?.id}`, { 'X-Auth-Token': token });
      expect(served.status).toBe(200);
      expect(style?.css.trim(), path).toBe((await served.text()).trim());
      // In the head, after the build's style sheet (the default theme), which it overrides by source order.
      const at = html.indexOf('<style id="property-css"');
      expect(at, path).toBeGreaterThan(html.indexOf('/assets/mount-DeF456.css'));
      expect(at, path).toBeLessThan(html.indexOf('</head>'));
    }
    const cityloft = styles((await page('/cityloft')).html);
    expect(cityloft).toHaveLength(1);
    expect(cityloft[0]?.css).toContain(`--venue-color-brand: ${cityloftTokens.color.brand};`);
  });

  it('is in no page that names no property: the start page, an unknown key, the property app', async () => {
    for (const path of ['/', '/?lang=en', '/nosuchhotel', '/nosuchhotel/reservation', '/app/']) {
      const { html } = await page(path);
      expect(html, path).not.toContain('property-css');
    }
  });

  it('gives each property’s page its own ETag, which changes when the owner saves a new theme', async () => {
    // The page is written for the server's minute (its first screen's "today"): the clock stands still here, or a
    // slow run that crosses a minute would see a new page, and a new ETag, for an unchanged theme.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    try {
      await sameThemeSameTag();
    } finally {
      vi.useRealTimers();
    }
  });

  async function sameThemeSameTag() {
    const lindenhof = await page('/lindenhof');
    const tag = lindenhof.res.headers.get('ETag') ?? '';
    expect(tag).toBeTruthy();
    expect((await page('/cityloft')).res.headers.get('ETag')).not.toBe(tag);
    expect((await page('/lindenhof', app, { 'If-None-Match': tag })).res.status).toBe(304);

    const owner = await ownerToken();
    const id = styles(lindenhof.html)[0]?.id;
    const call = async (path: string, body?: unknown) => {
      const res = await app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'X-Auth-Token': owner, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const row = (await call(`/api/staff/property/${id}`)).body as {
      version: number;
      themeTokens: typeof lindenhofTokens;
    };
    const saved = await call(`/api/staff/property/update/${id}`, {
      id,
      version: row.version,
      themeTokens: { ...row.themeTokens, color: { ...row.themeTokens.color, brand: '#7a1f3d' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const after = await page('/lindenhof', app, { 'If-None-Match': tag });
      expect(after.res.status).toBe(200);
      expect(after.res.headers.get('ETag')).not.toBe(tag);
      expect(styles(after.html)[0]?.css).toContain('--venue-color-brand: #7a1f3d;');
    } finally {
      const restored = await call(`/api/staff/property/update/${id}`, {
        id,
        version: saved.body.version,
        themeTokens: row.themeTokens,
      });
      expect(restored.status).toBe(200);
    }
    expect((await page('/lindenhof', app, { 'If-None-Match': tag })).res.status).toBe(304);
  }

  it('cannot end its <style> element: a stored theme with markup in a value or name gives the default theme', async () => {
    const own = await openTestApp();
    try {
      const application = createApp({
        staticDir,
        database: own.database,
        now: () => TEST_NOW,
        publicUrl: PUBLIC_URL,
      });
      const attack = '</style><script>alert(1)</script>';
      for (const themeTokens of [
        { ...lindenhofTokens, color: { ...lindenhofTokens.color, brand: `red${attack}` } },
        { ...lindenhofTokens, color: { ...lindenhofTokens.color, [`brand${attack}`]: 'red' } },
        { ...lindenhofTokens, color: { ...lindenhofTokens.color, brand: 'red/*' } },
      ]) {
        // Written past the resource API, which refuses such values (as a row from before its checks could be).
        await own.database.run((db) =>
          db.update(schema.property).set({ themeTokens }).where(eq(schema.property.key, 'workspace')),
        );
        const { res, html } = await page('/workspace', application);
        expect(res.status).toBe(200);
        expect(html).not.toContain('<script>alert');
        expect(html.match(/<\/style>/g)).toHaveLength(1);
        const found = styles(html);
        expect(found).toHaveLength(1);
        expect(found[0]?.css).toContain(`--venue-color-brand: ${defaultTokens.color.brand};`);
      }
    } finally {
      await own.close();
    }
  });

  it('is left out rather than written with a `<` in it', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPropertyCss(html, ':root { --a: x</style><script>alert(1)</script> }', 1)).toBe(html);
    expect(withPropertyCss(html, ':root { --a: x; }', 1)).toBe(
      '<html><head><title>x</title>  <style id="property-css" data-property-id="1">\n:root { --a: x; }</style>\n  </head><body></body></html>',
    );
  });
});
