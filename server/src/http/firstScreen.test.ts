import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { createApp } from './app.ts';

/*
 * docs/serving.md#the-server-rendered-first-screen: a property's page carries its first screen, rendered by the
 * configurator's server bundle (built here from the sources, as `npm run build -w @venue/configurator` builds it
 * into <build>/.ssr), and the lazily loaded parts' style sheets; without a bundle, or when it fails, the page is the
 * client-only shell it was before.
 */

const SHELL =
  '<!doctype html>\n<html lang="de">\n  <head>\n    <title>Buchung</title>\n    <script type="module" src="/assets/main-AbC123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

const configurator = fileURLToPath(new URL('../../../configurator', import.meta.url));

let t: TestApp;
let built: string;
beforeAll(async () => {
  t = await openTestApp();
  built = mkdtempSync(join(tmpdir(), 'first-screen-'));
  writeFileSync(join(built, 'index.html'), SHELL);
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(built, '.ssr'), '--logLevel', 'warn'],
    // As `npm run build` runs it (Vite's production mode; the test runner's NODE_ENV is `test`).
    { cwd: configurator, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  // The client build's manifest, as far as the server reads it: the calendar's chunk and its style sheet.
  // One of the style sheets is built (the other is named in the manifest only): it comes in the page.
  mkdirSync(join(built, 'assets'));
  writeFileSync(join(built, 'assets', 'shared-x2.css'), '.shared{color:#123456}');
  mkdirSync(join(built, '.vite'));
  writeFileSync(
    join(built, '.vite', 'manifest.json'),
    JSON.stringify({
      '../design-system/src/components/RangeCalendar/index.ts': {
        file: 'assets/RangeCalendar-x1.js',
        css: ['assets/RangeCalendar-x1.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared-x2.js', css: ['assets/shared-x2.css'] },
      // A page of the booking flow (docs/serving.md#the-next-pages).
      'src/routes/UnitgroupPage/UnitgroupPage.tsx': {
        file: 'assets/UnitgroupPage-x3.js',
        css: ['assets/UnitgroupPage-x3.css'],
        imports: ['_shared.js', '_cards.js'],
      },
      '_cards.js': { file: 'assets/cards-x4.js' },
      // Parts hydrated later (docs/serving.md#parts-hydrated-later): the hero's carousel, the page frame's menu.
      '../design-system/src/components/HeroCarousel/index.ts': {
        file: 'assets/HeroCarousel-x5.js',
        css: ['assets/HeroCarousel-x5.css'],
        imports: ['_shared.js'],
      },
      'src/routes/Layout/LanguageSwitch.tsx': {
        file: 'assets/LanguageSwitch-x6.js',
        imports: ['_picker.js'],
      },
      '_picker.js': { file: 'assets/picker-x7.js' },
    }),
  );
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(built, { recursive: true, force: true });
});

const appOn = (staticDir: string) =>
  createApp({
    staticDir,
    database: t.database,
    now: () => TEST_NOW,
    publicUrl: 'https://booking.example.com',
  });

/** The script sources an answer's Content-Security-Policy allows. */
/**
 * A text of the page's data (docs/serving.md#the-first-screens-texts): they are named by their `t` call, its key and
 * options as JSON.
 */
const textOf = (texts: Record<string, string>, key: string) =>
  Object.entries(texts).find(([call]) => (JSON.parse(call) as unknown[])[0] === key)?.[1];

const scriptSources = (res: Response) =>
  /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ');

describe('the server-rendered first screen', () => {
  it('is rendered by React’s production build, whatever NODE_ENV the server runs with', () => {
    // The development build checks every element and prop of every page it renders (about a fifth of a warm
    // page's server time): a server started without NODE_ENV=production must not pay for it.
    expect(process.env.NODE_ENV).not.toBe('production');
    const dir = join(built, '.ssr');
    const code = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    expect(code).toContain('prerenderToNodeStream');
    expect(code).not.toMatch(/jsxDEV|warnUnknownProperties/);
  });

  it('GET /lindenhof carries the hero, the event bar with its start button and the calendar, the CSS and the data', async () => {
    const res = await appOn(built).request('/lindenhof');
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root" data-ssr-path="([^"]*)">([\s\S]*)<\/div>\s*<\/body>/.exec(html);
    expect(root?.[1]).toBe('/lindenhof/dashboard');
    const screen = root?.[2] ?? '';
    expect(screen).toMatch(/<h1[^>]*>Seehotel Lindenhof<\/h1>/);
    expect(screen).toMatch(
      /<section aria-roledescription="carousel"[\s\S]*?<img [^>]*src="\/api\/document\//,
    );
    expect(screen).toContain('Los geht&#x27;s');
    expect(screen).toMatch(/role="grid"/);
    expect(screen).not.toContain('<!--$!-->');
    expect(html).toContain('<style id="property-css" data-property-id="');
    // The default theme's class the configurator's entry sets on <html> is there from the first paint.
    expect(html).toMatch(/<html class="[\w-]+" lang="de">/);
    expect(html).toMatch(
      /<script type="application\/json" id="venue-state">\{"version":1,"language":"de","now":"/,
    );
    // docs/serving.md#the-first-calendar-month: the calendar's first three months are in the data, read for the
    // search the browser's calendar makes (its month: today's here), and its days show their prices in the HTML.
    const state = JSON.parse(
      /<script type="application\/json" id="venue-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(state.calendar.first).toMatch(/^\d{4}-\d{2}-01$/);
    expect(JSON.parse(state.calendar.search)[0]).toBe(state.calendar.first.replaceAll('-', ''));
    expect(state.calendar.entries.length).toBeGreaterThanOrEqual(89);
    expect(state.calendar.entries[0].checkindate).toBe(state.calendar.first);
    expect(screen.match(/data-price="\d+"/g)?.length ?? 0).toBeGreaterThan(20);
    // docs/serving.md#the-first-screens-texts: the texts the screen shows, and not the whole file.
    expect(textOf(state.texts, 'eventbar.start')).toBe("Los geht's");
    expect(textOf(state.texts, 'contact.title')).toBeUndefined();
    expect(Object.keys(state.texts).length).toBeLessThan(100);
    // The calendar's lazily loaded part is styled from the first paint: its CSS (and what it imports) is linked.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/RangeCalendar-x1.css">');
    // docs/serving.md#style-sheets-in-the-page: a built style sheet is in the page, its link kept but not loaded.
    expect(html).toContain(
      '<style data-href="/assets/shared-x2.css">.shared{color:#123456}</style><link rel="stylesheet" crossorigin href="/assets/shared-x2.css" disabled>',
    );
    // docs/serving.md#script-priority: the module preloads are held in a template until the entry moves them into
    // the head, once the first screen's picture is painted: none is asked for before.
    const held = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(held).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/RangeCalendar-x1.js" data-first-screen>',
    );
    // docs/serving.md#parts-hydrated-later: the scripts of the parts hydrated later (what they import beside the first
    // screen's) are held apart, until the configurator lets those parts hydrate; their CSS is linked at once.
    const later = /<template id="later-preloads">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(later).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/LanguageSwitch-x6.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/picker-x7.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/HeroCarousel-x5.js">',
    );
    expect(held).not.toContain('HeroCarousel-x5.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HeroCarousel-x5.css">');
    expect(html.replace(held, '').replace(later, '')).not.toContain('rel="modulepreload"');
    // docs/serving.md#the-next-pages: the booking flow's pages' files, held for the browser to fetch when idle (not
    // to evaluate), less those the page has already.
    const next = /<template id="next-pages">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(next).toBe(
      '<link rel="prefetch" as="script" crossorigin href="/assets/UnitgroupPage-x3.js">' +
        '<link rel="prefetch" as="script" crossorigin href="/assets/cards-x4.js">' +
        '<link rel="prefetch" as="style" crossorigin href="/assets/UnitgroupPage-x3.css">',
    );
    // The screen is painted without scripts: they yield the line to the hero picture, the style sheets and fonts.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/assets/main-AbC123.js"></script>',
    );
    // docs/serving.md#taps-before-hydration: one inline script, before the screen's controls, notes the taps before
    // the entry runs; the page's Content-Security-Policy allows it by its hash, and no other inline script.
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<div id="root"'));
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(scriptSources(res)).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('GET /cityloft (it starts its cart by itself) carries its rooms, their lists in the data, no hero preload', async () => {
    const html = await (await appOn(built).request('/cityloft')).text();
    const root = /<div id="root" data-ssr-path="([^"]*)">([\s\S]*)<\/div>\s*<\/body>/.exec(html);
    expect(root?.[1]).toMatch(/^\/cityloft\/unitgroup\/0\/1/);
    expect(root?.[2]).toMatch(/<h1[^>]*>Zimmer<\/h1>/);
    expect(root?.[2]).toContain('>Loft</h3>');
    const state = JSON.parse(
      /<script type="application\/json" id="venue-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(state.lists.unitgroups.map((u: { code: string }) => u.code)).toContain('LOFT');
    expect(JSON.parse(state.lists.filters)).toMatchObject({ personcount: 2 });
    // The start page's hero is not on this first screen: its picture is not preloaded; the first room's is.
    expect(html).not.toMatch(/<link rel="preload" as="image"[^>]*hero/);
    expect(root?.[2]).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
    // docs/serving.md#the-first-screens-texts: the texts the browser's first renders need, the page's title (set in
    // an effect, which a server render does not run) among them.
    expect(textOf(state.texts, 'nav.documentTitle')).toMatch(/^Zimmer – /);
  });

  it('GET /workspace carries the words of a disabled start, which the browser shows once logged in', async () => {
    const html = await (await appOn(built).request('/workspace')).text();
    const state = JSON.parse(
      /<script type="application\/json" id="venue-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(textOf(state.texts, 'eventbar.startNeeds')).toBeDefined();
    expect(textOf(state.texts, 'cart.promocode')).toBeDefined();
  });

  it('renders in the page’s language and leaves a booker’s link to the browser', async () => {
    const app = appOn(built);
    const english = await (await app.request('/lindenhof?lang=en')).text();
    expect(english).toMatch(/<div id="root" data-ssr-path="\/lindenhof\/dashboard">/);
    expect(english).toMatch(/>Start</);
    expect(english).not.toContain('Los geht');
    const linkPage = await app.request('/lindenhof/reservation?bookingtoken=abc&loadBooking=1');
    const link = await linkPage.text();
    expect(link).toContain('<div id="root"></div>');
    // Nothing to tap before the scripts run: no inline script, none allowed.
    expect(link).not.toContain('<script>');
    expect(scriptSources(linkPage)).toEqual(["'self'"]);
    // A page the browser renders needs its scripts for the first paint: their priority stays as it is.
    expect(link).toContain('<script type="module" src="/assets/main-AbC123.js"></script>');
  });

  it('sends the client-only shell without a server bundle, or when it fails, and says so once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const bare = mkdtempSync(join(tmpdir(), 'first-screen-bare-'));
      writeFileSync(join(bare, 'index.html'), SHELL);
      const app = appOn(bare);
      for (const _ of [1, 2]) {
        const res = await app.request('/lindenhof');
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<div id="root"></div>');
        expect(html).toContain('id="venue-state"');
        expect(scriptSources(res)).toEqual(["'self'"]);
      }
      expect(error.mock.calls.filter(([text]) => String(text).includes('no server bundle'))).toHaveLength(1);

      const broken = mkdtempSync(join(tmpdir(), 'first-screen-broken-'));
      writeFileSync(join(broken, 'index.html'), SHELL);
      mkdirSync(join(broken, '.ssr'));
      writeFileSync(
        join(broken, '.ssr', 'entry-server.js'),
        'export async function render() { throw new Error("broken bundle"); }\n',
      );
      const failing = appOn(broken);
      for (const _ of [1, 2]) {
        const res = await failing.request('/lindenhof');
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<div id="root"></div>');
      }
      expect(error.mock.calls.filter(([text]) => String(text).includes('broken bundle'))).toHaveLength(1);
      rmSync(bare, { recursive: true, force: true });
      rmSync(broken, { recursive: true, force: true });
    } finally {
      error.mockRestore();
    }
  });
});

describe('withInlineStyles', () => {
  it('puts each built style sheet in the page in its place, and leaves one that would close the element linked', async () => {
    const { withInlineStyles } = await import('./pageMeta.ts');
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/a-1.css"><style id="property-css">:root{}</style>' +
      '<link rel="stylesheet" crossorigin href="/assets/b-2.css"><link rel="stylesheet" crossorigin href="/assets/c-3.css"></head>';
    const sheets: Record<string, string> = {
      'assets/a-1.css': '.a{}',
      'assets/b-2.css': '.b::after{content:"</style>"}',
    };
    expect(withInlineStyles(page, (file) => sheets[file] ?? null)).toBe(
      '<head><style data-href="/assets/a-1.css">.a{}</style><link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled>' +
        '<style id="property-css">:root{}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/b-2.css"><link rel="stylesheet" crossorigin href="/assets/c-3.css"></head>',
    );
  });
});
