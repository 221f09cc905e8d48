/*
 * npm run bench:web (in tests/): builds the configurator, serves it with the real server on a throwaway
 * database, and measures with Chromium (not a test; it prints figures as JSON):
 * - gzip bytes of the JavaScript and CSS loaded before the event bar is interactive;
 * - time from navigation to an interactive event bar ("Los geht's" enabled), without throttling and at 4x CPU
 *   throttling. Since the page carries its first screen's data, Start is enabled once the login's token is in:
 *   this is the later of the first render and the login;
 * - time from navigation to the first screen painted (`paintedMs`), same throttling: the hero's first image and the
 *   event bar's date part (the calendar grid, or the bar's toggle button where it is folded) and the Start button
 *   visible, enabled or not. Measured in the page, by its clock (performance.now(), 0 = navigation start), by an
 *   init script that runs from the document's start: a requestAnimationFrame loop notes the first frame in which
 *   the date part and the Start button are rendered and visible (checkVisibility with opacity and visibility, a
 *   non-empty box; a rAF callback runs just before its frame is painted), and the hero image's paint is the
 *   render time of its largest-contentful-paint entry (the image decoded and painted), or, where the hero image is
 *   not an LCP candidate (a larger element painted first), the first frame in which it is complete and visible.
 *   The figure is the later of the two. Polling from the test process (waitFor on locators) was not used: at 4x
 *   CPU its round trips land late and would add their delay to the figure. Beside it, `startShownMs`: the
 *   first frame showing the Start button, enabled or not (the event bar's first render; the calendar and the
 *   hero are rendered after it, as deferred parts);
 * - latency from the click that adds a service to the next paint on a 30-day cart (Event Timing), at 4x.
 * - the Tab and Shift+Tab presses of the keyboard journeys (tests/src/keyboard-journeys.ts: a lindenhof meeting
 *   request and a cityloft reservation from the first screen), once each (a count does not vary); and the staff's
 *   (tests/src/staff-walk.ts: sign in, open a request, edit a price, send the offer, message the booker, block days)
 *   in the property app, served by a second server (the first serves the floor as its property app);
 *   BENCH_PROPERTY_APP_DIST=<dir> walks an existing property app build (an older commit's, for a before figure).
 * - the long tasks in the 3 s after the event bar became interactive at 4x CPU (the longest, and how many
 *   took over 200 ms: each delays an input by as much, INP).
 * - the floor: the same first-screen figures of a page that renders react-aria's RangeCalendar alone
 *   (configurator/src/bench-floor, built by the configurator's Vite config with `--mode floor`), served by
 *   the same server (as its property app, under /app/: the same static handler and compression) and measured
 *   in the same browser, interleaved with the configurator's loads; the configurator's figures are also given
 *   as ratios to it. The floor's painted figure is its calendar grid and Start button visible (it has no hero):
 *   the painted ratio compares the configurator's hero + event bar with the calendar alone.
 * BENCH_RUNS=n measures each figure n times against one server and reports medians (and the samples);
 * BENCH_DIST=<dir> measures an existing build instead of building the working tree.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { cityloftJourney, type JourneyCount, lindenhofJourney } from './keyboard-journeys.ts';
import { staffWalk, staffWalkRequest } from './staff-walk.ts';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3977);
const base = `http://127.0.0.1:${port}`;

function isoDay(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function waitForServer(at = base): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${at}/api/api/info`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** How long the long tasks are watched after the start button became usable. */
const LONG_TASK_WINDOW_MS = 3000;
/** A long task over this delays an input past INP's "good" (200 ms). */
const LONG_TASK_LIMIT_MS = 200;

/** What makes a first screen painted: the elements watchPaint waits for. */
type Screen = {
  /** The date part of the event bar (any match, visible). */
  date: string;
  /** The hero's image, or null where the page has none (the floor). */
  hero: string | null;
};
const CONFIGURATOR_SCREEN: Screen = {
  date: 'section[aria-labelledby="eventbar-title"] [role="grid"], #eventbar-toggle',
  hero: 'section[aria-roledescription="carousel"] img',
};
const FLOOR_SCREEN: Screen = { date: '[role="grid"]', hero: null };
type PaintWindow = {
  __painted?: number;
  /** Its parts, for BENCH_LIST=1: the date part and Start button, the hero image and whether by its LCP entry. */
  __paintParts?: { bar: number; hero: number; heroByLcp: boolean };
  /** The first frame showing the Start button, enabled or not (the first render of the event bar). */
  __startShown?: number;
};

/**
 * An init script (runs at the document's start, by the page's clock): sets window.__painted to the time the
 * first screen was painted, the later of the first frame showing the date part and the Start button, and the
 * hero image's paint (its LCP entry's render time, or the first frame showing it loaded).
 */
function watchPaint(screen: Screen) {
  const w = window as unknown as PaintWindow;
  // The images' LCP entries, by URL: the carousel may replace its first slide's element by an equal one.
  const lcp: { url: string; time: number }[] = [];
  let heroSeen: number | undefined;
  let framesSinceHero = 0;
  let barSeen: number | undefined;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[])
      if (entry.url) lcp.push({ url: entry.url, time: entry.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const shown = (element: Element | null | undefined) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)
    );
  };
  const frame = (now: number) => {
    if (barSeen === undefined) {
      const start = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes("Los geht's"),
      );
      const startShown = shown(start);
      if (startShown) w.__startShown ??= now;
      if (startShown && [...document.querySelectorAll(screen.date)].some(shown)) barSeen = now;
    }
    let hero: number | undefined = 0;
    if (screen.hero) {
      const image = document.querySelector<HTMLImageElement>(screen.hero);
      if (heroSeen === undefined && image?.complete && image.naturalWidth > 0 && shown(image)) heroSeen = now;
      else if (heroSeen !== undefined) framesSinceHero++;
      const painted = image ? lcp.find((entry) => entry.url === image.currentSrc)?.time : undefined;
      // An image's LCP entry comes after the frame it was painted in: without one 3 frames on, the image is not
      // an LCP candidate, and the frame it was first seen in stands for its paint.
      hero = painted ?? (framesSinceHero >= 3 ? heroSeen : undefined);
    }
    if (barSeen !== undefined && hero !== undefined) {
      w.__painted = Math.max(barSeen, hero);
      w.__paintParts = { bar: barSeen, hero, heroByLcp: hero !== heroSeen };
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Loads a start page (the configurator's, or the floor's at /app/) and returns when its start button became
 * usable, with the bytes loaded by then; with `longTasks`, also the long tasks that started in the next 3 s.
 */
async function firstScreen(browser: Browser, throttle: number, path = '/lindenhof', longTasks = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // tsx (esbuild keepNames) wraps the init script's inner functions in __name(), which the page lacks.
  await context.addInitScript('window.__name = (fn) => fn');
  await page.addInitScript(watchPaint, path.startsWith('/app/') ? FLOOR_SCREEN : CONFIGURATOR_SCREEN);
  if (longTasks)
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url)) return;
    // a response without a body (redirect) carries no bytes
    bodies.set(
      url,
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  const started = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  const interactiveMs = await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes("Los geht's"),
      );
      return button && !button.hasAttribute('disabled') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const wallMs = Date.now() - started;
  const ms = Number(await interactiveMs.jsonValue());
  // The first screen painted (watchPaint): it may come after the button is enabled (the hero and the calendar
  // are parts rendered after the first screen), so it is waited for apart.
  const paintedMs = Number(
    await (
      await page.waitForFunction(() => (window as unknown as PaintWindow).__painted ?? false, undefined, {
        polling: 100,
        timeout: 60_000,
      })
    ).jsonValue(),
  );
  // "Loaded before interactive" by the page's own clock (Resource Timing): on a loaded machine the test
  // process learns of the interactive button late, and chunks requested after it (the parts rendered
  // after the first screen, the idle preloads) must not count.
  const before: string[] = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= at)
        .map((entry) => entry.name),
    ms,
  );
  await page.waitForTimeout(longTasks ? LONG_TASK_WINDOW_MS : 200);
  // The long tasks that started after the button became usable, within the window (by the page's clock).
  const after = longTasks
    ? (
        await page.evaluate(
          () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
        )
      )
        .filter((task) => task.start >= ms && task.start < ms + LONG_TASK_WINDOW_MS)
        .map((task) => Math.round(task.duration))
    : [];
  const sizes = new Map(
    await Promise.all([...bodies].map(async ([url, size]) => [url, await size] as const)),
  );
  const sum = (ext: string) =>
    before.filter((url) => url.includes(ext)).reduce((n, url) => n + (sizes.get(url) ?? 0), 0);
  // BENCH_LIST=1: which files counted, with their gzip bytes (to see what a change added to the first screen).
  if (process.env.BENCH_LIST === '1') {
    const parts = await page.evaluate(() => (window as unknown as PaintWindow).__paintParts);
    console.error(`${path} x${throttle}: interactive ${Math.round(ms)}, painted ${JSON.stringify(parts)}`);
  }
  if (process.env.BENCH_LIST === '1')
    console.error(before.map((url) => `${sizes.get(url) ?? '-'}\t${url.replace(base, '')}`).join('\n'));
  const startShownMs = await page.evaluate(
    () => (window as unknown as PaintWindow).__startShown ?? Number.NaN,
  );
  await context.close();
  return {
    ms: Math.round(ms),
    paintedMs: Math.round(paintedMs),
    startShownMs: Math.round(startShownMs),
    wallMs,
    jsGzipBytes: sum('.js'),
    cssGzipBytes: sum('.css'),
    longTaskMaxMs: Math.max(0, ...after),
    longTasksOver200: after.filter((duration) => duration > LONG_TASK_LIMIT_MS).length,
  };
}

/** The slowest Event Timing entry of clicking "add" on a service page of a 30-day cart. */
async function addServiceLatency(browser: Browser, throttle: number) {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __events: { name: string; duration: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__events.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const [start, end] = [isoDay(60), isoDay(89)];
  await page.goto(`${base}/lindenhof?f.start=${start}&f.end=${end}&f.people=25`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  // The service card's add control: an 'add' button (older page) or a select toggle (design-system card).
  const add = page.getByRole('button', { name: /^(Mittagsbuffet hinzufügen|Auswählen Mittagsbuffet)$/ });
  await add.waitFor();
  const days = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tcuc_cart_M_'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').state?.cart?.slots?.length ?? 0) : 0;
  });
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.evaluate(() => {
    (window as unknown as { __events: unknown[] }).__events = [];
  });
  await add.click();
  await page
    .getByRole('button', { name: 'Mittagsbuffet entfernen' })
    .or(page.getByRole('button', { name: 'Auswählen Mittagsbuffet', pressed: true }))
    .first()
    .waitFor();
  await page.waitForTimeout(500);
  const events = await page.evaluate(
    () => (window as unknown as { __events: { name: string; duration: number }[] }).__events,
  );
  await context.close();
  const clicks = events.filter((e) => /pointer|click|mouse/.test(e.name));
  return { cartDays: days, maxEventMs: Math.max(0, ...clicks.map((e) => e.duration)) };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A keyboard journey in a fresh context: its Tab and Shift+Tab presses. */
async function keyboardJourney(
  browser: Browser,
  journey: (page: Page, day: string, options: { screenReader: boolean }) => Promise<JourneyCount>,
  day: string,
): Promise<number> {
  const context = await browser.newContext({ baseURL: base });
  // tsx (esbuild keepNames) wraps the walk's functions passed to page.evaluate in __name(), which the page lacks.
  await context.addInitScript('window.__name = (fn) => fn');
  try {
    return (await journey(await context.newPage(), day, { screenReader: false })).presses;
  } finally {
    await context.close();
  }
}

/**
 * The staff walk at 1400×900 (counted, not checked: tests/e2e/staff-walk.spec.ts checks the focus) against a
 * second server on its own throwaway database, serving the property app from `propertyAppDir`.
 */
async function staffJourney(browser: Browser, staticDir: string, propertyAppDir: string): Promise<number> {
  const staffBase = `http://127.0.0.1:${port + 1}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-staff-'));
  const server: ChildProcess = spawn('npm', ['run', 'start', '-w', '@venue/server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PROPERTY_APP_DIR: propertyAppDir,
    },
    stdio: 'ignore',
    detached: true,
  });
  const context = await browser.newContext({ baseURL: staffBase, viewport: { width: 1400, height: 900 } });
  try {
    await waitForServer(staffBase);
    // tsx (esbuild keepNames) wraps the walk's functions passed to page.evaluate in __name(), which the page lacks.
    await context.addInitScript('window.__name = (fn) => fn');
    const booking = await staffWalkRequest(context.request, 'Benchmark', isoDay(72));
    const walk = await staffWalk(await context.newPage(), {
      lang: 'en',
      request: booking,
      optionDate: isoDay(7),
      blockUnit: 'DBL-27',
      checkFocus: false,
    });
    return walk.presses;
  } finally {
    await context.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-web-'));
  // Built into a throwaway folder, served with STATIC_DIR: configurator/dist (which e2e runs build and
  // serve) is left alone, so the bench can run beside them. BENCH_DIST measures an existing build instead
  // (e.g. an older commit's, to compare both under the same machine load).
  const prebuilt = process.env.BENCH_DIST;
  const staticDir = prebuilt ?? join(dataDir, 'dist');
  if (!prebuilt)
    execSync(`npm run build -w @venue/configurator -- --outDir ${JSON.stringify(staticDir)} --emptyOutDir`, {
      cwd: root,
      stdio: 'inherit',
    });
  // The floor page, always from the working tree, served by the same server as its property app (/app/).
  const floorDir = join(dataDir, 'floor');
  execSync(
    `npm run build -w @venue/configurator -- --mode floor --base /app/ --outDir ${JSON.stringify(floorDir)} --emptyOutDir`,
    { cwd: root, stdio: 'inherit' },
  );
  // BENCH_RUNS measures each figure that many times against one server and reports the medians.
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  const server: ChildProcess = spawn('npm', ['run', 'start', '-w', '@venue/server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PROPERTY_APP_DIR: floorDir,
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    const browser = await chromium.launch(chromiumLaunchOptions);
    // One warm-up load so the server's catalog caches are filled, as for a returning guest's property.
    await firstScreen(browser, 1);
    await firstScreen(browser, 1, '/app/');
    const fast: Awaited<ReturnType<typeof firstScreen>>[] = [];
    const slow: Awaited<ReturnType<typeof firstScreen>>[] = [];
    const floorFast: Awaited<ReturnType<typeof firstScreen>>[] = [];
    const floorSlow: Awaited<ReturnType<typeof firstScreen>>[] = [];
    const interactions: { cartDays: number; maxEventMs: number; error?: string | undefined }[] = [];
    for (let run = 0; run < runs; run++) {
      fast.push(await firstScreen(browser, 1));
      slow.push(await firstScreen(browser, 4, '/lindenhof', true));
      floorFast.push(await firstScreen(browser, 1, '/app/'));
      floorSlow.push(await firstScreen(browser, 4, '/app/'));
      // A service page that does not render the add button (a page in the middle of a rework) must not
      // take the first-screen figures with it: the interaction is then reported as an error.
      interactions.push(
        await addServiceLatency(browser, 4).catch((error: unknown) => ({
          cartDays: 0,
          maxEventMs: Number.NaN,
          error: String(error).split('\n')[0],
        })),
      );
    }
    const keyboard: Record<string, number | string> = {};
    const journeys = { lindenhof: lindenhofJourney, cityloft: cityloftJourney };
    for (const [name, journey] of Object.entries(journeys))
      keyboard[name] = await keyboardJourney(browser, journey, isoDay(name === 'lindenhof' ? 70 : 71)).catch(
        (error: unknown) => String(error).split('\n')[0] ?? 'failed',
      );
    // The property app as built from the working tree, or an existing build (BENCH_PROPERTY_APP_DIST).
    let propertyAppDir = process.env.BENCH_PROPERTY_APP_DIST;
    if (!propertyAppDir) {
      propertyAppDir = join(dataDir, 'property-app');
      execSync(
        `npm run build -w @venue/property-app -- --outDir ${JSON.stringify(propertyAppDir)} --emptyOutDir`,
        { cwd: root, stdio: 'inherit' },
      );
    }
    keyboard.staff = await staffJourney(browser, staticDir, propertyAppDir).catch(
      (error: unknown) => String(error).split('\n')[0] ?? 'failed',
    );
    await browser.close();
    const error = interactions.find((interaction) => interaction.error)?.error;
    const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
    const js = median(fast.map((f) => f.jsGzipBytes));
    const floorJs = median(floorFast.map((f) => f.jsGzipBytes));
    const interactive = median(fast.map((f) => f.ms));
    const interactive4x = median(slow.map((f) => f.ms));
    const floorInteractive = median(floorFast.map((f) => f.ms));
    const floorInteractive4x = median(floorSlow.map((f) => f.ms));
    const painted = median(fast.map((f) => f.paintedMs));
    const painted4x = median(slow.map((f) => f.paintedMs));
    const floorPainted = median(floorFast.map((f) => f.paintedMs));
    const floorPainted4x = median(floorSlow.map((f) => f.paintedMs));
    const ratio = (value: number, floor: number) => +(value / floor).toFixed(2);
    const report = {
      runs,
      firstScreen: {
        jsGzipKB: kb(js),
        cssGzipKB: kb(median(fast.map((f) => f.cssGzipBytes))),
        interactiveMs: interactive,
        interactiveMsAt4xCpu: interactive4x,
        paintedMs: painted,
        paintedMsAt4xCpu: painted4x,
        startShownMs: median(fast.map((f) => f.startShownMs)),
        startShownMsAt4xCpu: median(slow.map((f) => f.startShownMs)),
      },
      floor: {
        jsGzipKB: kb(floorJs),
        cssGzipKB: kb(median(floorFast.map((f) => f.cssGzipBytes))),
        interactiveMs: floorInteractive,
        interactiveMsAt4xCpu: floorInteractive4x,
        paintedMs: floorPainted,
        paintedMsAt4xCpu: floorPainted4x,
      },
      ratios: {
        interactive4x: ratio(interactive4x, floorInteractive4x),
        interactive1x: ratio(interactive, floorInteractive),
        // hero + event bar painted ÷ the floor's calendar and button painted
        painted4x: ratio(painted4x, floorPainted4x),
        painted1x: ratio(painted, floorPainted),
        jsGzip: ratio(js, floorJs),
      },
      longTasksAfterInteractive4x: {
        max: median(slow.map((f) => f.longTaskMaxMs)),
        over200: median(slow.map((f) => f.longTasksOver200)),
      },
      addServiceOn30DayCart: {
        cartDays: median(interactions.map((i) => i.cartDays)),
        eventDurationMsAt4xCpu: median(interactions.map((i) => i.maxEventMs)),
        ...(error ? { error } : {}),
      },
      ...(runs > 1
        ? {
            samples: {
              interactiveMs: fast.map((f) => f.ms),
              interactiveMsAt4xCpu: slow.map((f) => f.ms),
              jsGzipKBAt4xCpu: slow.map((f) => kb(f.jsGzipBytes)),
              eventDurationMsAt4xCpu: interactions.map((i) => i.maxEventMs),
              floorInteractiveMs: floorFast.map((f) => f.ms),
              floorInteractiveMsAt4xCpu: floorSlow.map((f) => f.ms),
              paintedMs: fast.map((f) => f.paintedMs),
              paintedMsAt4xCpu: slow.map((f) => f.paintedMs),
              floorPaintedMs: floorFast.map((f) => f.paintedMs),
              floorPaintedMsAt4xCpu: floorSlow.map((f) => f.paintedMs),
              startShownMsAt4xCpu: slow.map((f) => f.startShownMs),
              longTaskMaxMsAt4xCpu: slow.map((f) => f.longTaskMaxMs),
            },
          }
        : {}),
      keyboardTabPressesAt1400x900: keyboard,
      targets: {
        jsGzipKB: 130,
        interactiveMsAt4xCpu: 1000,
        interactive4xRatioToFloor: 1.5,
        eventDurationMsAt4xCpu: 100,
        longTaskMsAfterInteractive: LONG_TASK_LIMIT_MS,
        keyboardTabPressesLindenhof: 60,
      },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
