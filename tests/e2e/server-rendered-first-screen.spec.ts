import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../src/test.ts';

/*
 * docs/serving.md#the-server-rendered-first-screen: a property's first screen comes in the page's HTML (the hero,
 * the event bar, the calendar), readable before any script runs, and the configurator hydrates it in the browser
 * without a mismatch and without moving it.
 */

/*
 * The lanes' servers run without the server render (playwright.config.ts: a control pressed before the browser has
 * hydrated does nothing, and the rest of the suite presses at once); these tests start a server of their own with it,
 * on the lane's port for a test's own server.
 */
const port = Number(process.env.E2E_PORT ?? 3917) + 5;
const base = `http://127.0.0.1:${port}`;
const root = new URL('../../', import.meta.url).pathname;
let server: ChildProcess | null = null;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'venue-ssr-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    ...(process.env.E2E_PROPERTY_APP_DIR ? { PROPERTY_APP_DIR: process.env.E2E_PROPERTY_APP_DIR } : {}),
  };
  delete env.SMTP_URL;
  delete env.SSR_DIR;
  const child = spawn('node', ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: root,
    env,
    stdio: 'pipe',
    detached: true,
  });
  server = child;
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended: ${output}`);
    try {
      if ((await fetch(`${base}/api/api/info`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  const pid = server?.pid;
  if (pid !== undefined) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => {
      if (!server || server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 5_000);
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lindenhof’s page shows its hero, the event bar and the calendar’s month with its prices', async ({
    page,
  }) => {
    await page.goto(`${base}/lindenhof`);
    await expect(page.getByRole('heading', { level: 1, name: 'Seehotel Lindenhof' })).toBeVisible();
    await expect(page.locator('section[aria-roledescription="carousel"] img').first()).toBeVisible();
    const bar = page.locator('#event');
    await expect(bar.getByRole('button', { name: "Los geht's" })).toBeVisible();
    await expect(bar.getByRole('grid').first()).toBeVisible();
    // The month the calendar opens at (the first one open for booking), named above its grid.
    await expect(
      bar
        .getByText(
          /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
        )
        .first(),
    ).toBeVisible();
    // docs/serving.md#the-first-calendar-month: the days open for booking show their lowest price before any script.
    const prices = await bar
      .getByRole('grid')
      .first()
      .locator('[data-price]')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::after').content));
    expect(prices.filter((price) => /\d/.test(price)).length).toBeGreaterThan(20);
  });
});

test('lindenhof’s server HTML is hydrated in place: no hydration warning, no console error, nothing moves, no calendar read', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // docs/serving.md#the-login-before-the-app: the page's script logs in; the app takes that answer, not a second one.
  const logins: string[] = [];
  // docs/serving.md#the-first-calendar-month: the calendar's first months came with the page, not asked for again.
  const calendarReads: string[] = [];
  // docs/serving.md#the-settings-already-read: the settings came read with the page: neither their list nor the
  // settings' reader is fetched.
  const settingsReads: string[] = [];
  // docs/serving.md#the-next-pages: the first step's page is fetched once the page is idle, before Start is pressed.
  const flowFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/propertylogin') logins.push(request.method());
    if (path.startsWith('/api/calendar/')) calendarReads.push(request.url());
    if (path === '/api/propertysetting/list' || /^\/assets\/readSettings-[\w-]+\.js$/.test(path))
      settingsReads.push(path);
    if (/^\/assets\/UnitgroupPage-[\w-]+\.js$/.test(path)) flowFiles.push(path);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      layoutShift: number;
      serverHeading: Element | null;
      serverCalendar: Element | null;
      serverPressableRule: Element | null;
      htmlChanges: string[];
    };
    w.layoutShift = 0;
    // docs/serving.md#react-arias-style-in-the-page: hydrating does not set the page's language again (which
    // restyles the whole page). Watched from the document: this script runs before the html element exists.
    w.htmlChanges = [];
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement)
          w.htmlChanges.push(`lang=${document.documentElement.lang}`);
    }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's heading element, taken before the app's scripts run: hydration keeps it, a new render would not.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      w.serverHeading = document.querySelector('#root h1');
      // A lazily loaded part (the calendar, its own chunk) is hydrated in place too, not rendered anew.
      w.serverCalendar = document.querySelector('#event [role="grid"]');
      // react-aria's rule for its pressable controls is in the page (not added once painted, which restyles it all).
      w.serverPressableRule = document.getElementById('react-aria-pressable-style');
    });
  });
  await page.goto(`${base}/lindenhof`);
  // Enabled once the login's token is in: the app has hydrated and its store moved on.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(page.url()).toMatch(/\/lindenhof\/dashboard$/);
  const { shift, kept, calendarKept, htmlChanges, pressableRules } = await page.evaluate(() => {
    const w = window as unknown as {
      layoutShift: number;
      serverHeading: Element | null;
      serverCalendar: Element | null;
      serverPressableRule: Element | null;
      htmlChanges: string[];
    };
    return {
      shift: w.layoutShift,
      kept: w.serverHeading?.isConnected === true,
      calendarKept: w.serverCalendar?.isConnected === true,
      htmlChanges: w.htmlChanges,
      // The page's, and no second one: react-aria adds its own unless one of its id is there.
      pressableRules: [...document.querySelectorAll('style')]
        .filter((style) => style.textContent?.includes('[data-react-aria-pressable]'))
        .map((style) => (style === w.serverPressableRule ? 'the page’s' : 'added')),
    };
  });
  expect(htmlChanges).toEqual([]);
  expect(pressableRules).toEqual(['the page’s']);
  expect(kept).toBe(true);
  expect(calendarKept).toBe(true);
  expect(shift).toBeLessThanOrEqual(0.02);
  expect(messages).toEqual([]);
  expect(logins).toEqual(['POST']);
  expect(calendarReads).toEqual([]);
  expect(settingsReads).toEqual([]);
  await expect.poll(() => flowFiles.length).toBe(1);
  expect(await page.locator('head link[rel="prefetch"][as="script"]').count()).toBeGreaterThan(5);
  // docs/serving.md#the-first-screens-texts: hydrated with the page's texts; the whole file is there after it, so a
  // page the server did not render (the first step, after Start) shows its texts, not their keys.
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Seehotel Lindenhof');
  expect(await page.locator('main').innerText()).not.toMatch(
    /\b(nav|eventbar|price|unitgroup|common|cart)\.[a-z]\w*/,
  );
});

test('hydrating lindenhof renders each of the calendar’s days once, and its parts hydrated later come one by one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A stand-in for React's developer tools (React calls their hook on every commit, in its production build too):
  // it counts, per commit, the calendar's days (their cells) whose components rendered.
  await page.addInitScript(() => {
    type Fiber = {
      type: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    };
    const w = window as unknown as { dayRenders: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.dayRenders = 0;
    const PERFORMED_WORK = 1;
    const hostOf = (fiber: Fiber) => {
      let child = fiber.child;
      while (child && !(child.stateNode instanceof Element)) child = child.child;
      return child?.stateNode;
    };
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const days = new Set<Element>();
        const walk = (start: Fiber | null) => {
          for (let fiber = start; fiber; fiber = fiber.sibling) {
            const component =
              typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type);
            if (component && fiber.flags & PERFORMED_WORK) {
              const host = hostOf(fiber);
              if (host instanceof Element && host.matches('[role="grid"] td')) days.add(host);
            }
            // A subtree React did not enter this commit is the last one's.
            if (fiber.child && fiber.alternate?.child !== fiber.child) walk(fiber.child);
          }
        };
        walk(root.current.child);
        w.dayRenders += days.size;
      },
    };
  });
  const laterFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/HeroCarousel-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      laterFiles.push(request.url());
  });
  await page.goto(`${base}/lindenhof`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  // Every control hydrated, those hydrated later too (React's props are on their elements).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root button, #root input')].every((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const { renders, days } = await page.evaluate(() => ({
    renders: (window as unknown as { dayRenders: number }).dayRenders,
    days: document.querySelectorAll('[role="grid"] td').length,
  }));
  // docs/performance.md#one-render-of-the-calendar-after-hydrating-issue-40-2-dec-2026-evening: hydrated, not
  // rendered a second time right after (react-aria's ids and error message used to do that, a long task on a phone).
  expect(days).toBeGreaterThanOrEqual(28);
  expect(renders).toBe(days);
  // docs/serving.md#parts-hydrated-later: the carousel's file came from the page's held preloads, once.
  expect(laterFiles).toHaveLength(1);
  expect(await page.locator('head link[rel="modulepreload"][href*="HeroCarousel-"]').count()).toBe(1);
});

test('a hydrated server-rendered page switches to English by keyboard: its texts, the calendar and the page follow', async ({
  page,
}) => {
  // docs/serving.md#the-first-screens-texts: hydrated with the server's texts, then i18next; a language switch loads
  // the other language's file and renders every text, react-aria's locale and the document's language anew.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/lindenhof`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  // As a guest who has seen the page: its parts hydrated later (the hero's carousel, the tag field) are hydrated too.
  await page.waitForLoadState('networkidle');
  const lastDay = page.getByRole('grid').first().getByRole('button').last();
  await expect(lastDay).toHaveAccessibleName(
    /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /,
  );
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  await dialog.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(lastDay).toHaveAccessibleName(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
  await expect(page.getByRole('heading', { name: 'Your event' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(
    /\b(nav|eventbar|price|unitgroup|common|cart|calendar)\.[a-z]\w*/,
  );
  expect(errors).toEqual([]);
});

test('a language switched before the parts hydrated later are hydrated reaches them once they are, without a mismatch', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // docs/serving.md#the-first-screens-texts: the switch is a transition React holds until a part still waiting to
  // hydrate (here the guest count, its code held back as on a slow phone) has hydrated in the language of its server
  // HTML; then the whole page renders in the new one. Before, the part hydrated in English against German HTML
  // (React's error #418) and was rendered anew.
  let letThrough: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(/\/assets\/NumberField-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${base}/lindenhof`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  // The server's field, to be hydrated in place (not thrown away and rendered anew, its space shown empty meanwhile).
  const serverField = await page.getByRole('textbox', { name: 'Personen' }).elementHandle();
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  await dialog.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(dialog).toBeHidden();
  letThrough();
  await expect(page.getByRole('textbox', { name: 'Guests' })).toBeVisible({ timeout: 30_000 });
  expect(await serverField?.evaluate((field) => field.isConnected)).toBe(true);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Your event' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  // The field answers, in English.
  await page.getByRole('textbox', { name: 'Guests' }).press('ArrowUp');
  expect(errors).toEqual([]);
});

test('a tap on the server-rendered calendar before the app has hydrated turns the month once it has', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const months = [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ];
  const monthPattern = new RegExp(`^(${months.join('|')}) \\d{4}$`);
  // The scripts (the entry, and the app it imports: React and the screens) are held back, as on a slow phone,
  // until the test lets them through: the tap comes before any of them ran, noted by the page's inline script.
  let letThrough: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(/\/assets\/(index|mount)-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/lindenhof`, { waitUntil: 'commit' });
  const bar = page.locator('#event');
  const firstMonth = bar.getByText(monthPattern).first();
  const shown = (await firstMonth.textContent()) ?? '';
  const [name = '', year = ''] = shown.split(' ');
  const index = months.indexOf(name);
  const next = `${months[(index + 1) % 12]} ${index === 11 ? Number(year) + 1 : year}`;
  await bar.getByRole('button', { name: 'Weiter' }).first().click();
  // Nothing answers yet: the page is still the server's, its entry not yet arrived.
  await expect(firstMonth).toHaveText(shown);
  letThrough();
  await expect(firstMonth).toHaveText(next, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Pressed once, turned once.
  await expect(firstMonth).toHaveText(next);
});

test('a tap on the guest count before its part has hydrated counts once it has', async ({ page }) => {
  test.setTimeout(60_000);
  // The guest count is a part hydrated after the rest (docs/serving.md#parts-hydrated-later): its code is held back,
  // as on a slow phone, while the rest of the page is hydrated and its start button usable.
  let letThrough: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(/\/assets\/NumberField-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/lindenhof`, { waitUntil: 'commit' });
  const bar = page.locator('#event');
  await expect(bar.getByRole('button', { name: "Los geht's" })).toBeEnabled({ timeout: 30_000 });
  const guests = bar.getByRole('textbox', { name: 'Personen' });
  const before = Number(await guests.inputValue());
  await bar
    .getByRole('button', { name: /Erhöhen/ })
    .first()
    .click();
  // Nothing answers yet: the field is still the server's.
  await expect(guests).toHaveValue(String(before));
  letThrough();
  await expect(guests).toHaveValue(String(before + 1), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Pressed once, counted once; the field answers by keyboard as any other.
  await expect(guests).toHaveValue(String(before + 1));
  await guests.press('ArrowUp');
  await expect(guests).toHaveValue(String(before + 2));
});

test('cityloft starts its cart by itself: its rooms come in the server HTML and are hydrated in place', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; serverCard: Element | null };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.serverCard = document.querySelector('#root article');
    });
  });
  await page.goto(`${base}/cityloft`);
  // The first screen is the rooms of the default stay, as the server rendered it (not the start page, then moved).
  await expect(page.getByRole('heading', { level: 1, name: 'Zimmer' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Loft' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated and usable: choosing a room works.
  const loft = page.getByRole('article', { name: 'Loft' });
  await loft.getByRole('button', { pressed: false }).click();
  await expect(loft.getByRole('button', { pressed: true })).toBeVisible();
  const { shift, kept } = await page.evaluate(() => {
    const w = window as unknown as { layoutShift: number; serverCard: Element | null };
    return { shift: w.layoutShift, kept: w.serverCard?.isConnected === true };
  });
  expect(kept).toBe(true);
  expect(shift).toBeLessThanOrEqual(0.02);
  expect(messages).toEqual([]);
});

test('a returning guest’s stored cart is taken once the server HTML is hydrated, in place', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; serverCard: Element | null };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.serverCard = document.querySelector('#root article');
    });
  });
  const loft = page.getByRole('article', { name: 'Loft' });
  const afterLoad = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Zimmer' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => {
      const w = window as unknown as { layoutShift: number; serverCard: Element | null };
      return { shift: w.layoutShift, kept: w.serverCard?.isConnected === true };
    });
  };
  // First visit: the cart starts by itself and is stored in this browser (once hydrated and idle, its write
  // debounced: on a slow machine after the network is idle, so it is waited for).
  await page.goto(`${base}/cityloft`);
  await afterLoad();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('tcuc_cart_'))), {
      timeout: 15_000,
    })
    .toBe(true);
  // Back with that cart unchanged: the server's rooms are hydrated, not thrown away and rendered anew.
  await page.reload();
  const again = await afterLoad();
  expect(again.kept).toBe(true);
  expect(again.shift).toBeLessThanOrEqual(0.02);
  // Back with a room chosen: the page shows the stored choice, in the server's elements.
  await loft.getByRole('button', { pressed: false }).click();
  await expect(loft.getByRole('button', { pressed: true })).toBeVisible();
  await page.reload();
  const chosen = await afterLoad();
  await expect(loft.getByRole('button', { pressed: true })).toBeVisible();
  expect(chosen.kept).toBe(true);
  expect(messages).toEqual([]);
});

test('workspace (meeting rooms only) is hydrated without a warning once its lists are in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(`${base}/workspace`);
  // The calendar speaks of events, not of stays, in the server's HTML and after the lists came (no mismatch).
  await expect(
    page.locator('#event').getByText(/Veranstaltungen können nicht am Sonntag beginnen/),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('#event').getByText(/Veranstaltungen können nicht am Sonntag beginnen/),
  ).toBeVisible();
  expect(messages).toEqual([]);
});
