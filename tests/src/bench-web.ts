/*
 * npm run bench:web (in tests/): builds the configurator, serves it with the real server on a throwaway
 * database, and measures with Chromium (not a test; it prints figures as JSON):
 * - gzip bytes of the JavaScript and CSS loaded before the event bar is interactive;
 * - time from navigation to an interactive event bar, without throttling and at 4x CPU throttling;
 * - latency from the click that adds a service to the next paint on a 30-day cart (Event Timing), at 4x.
 * - the Tab and Shift+Tab presses of the keyboard journeys (tests/src/keyboard-journeys.ts: a lindenhof meeting
 *   request and a cityloft reservation from the first screen), once each (a count does not vary).
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

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3977);
const base = `http://127.0.0.1:${port}`;

function isoDay(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/api/info`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Loads the start page and returns when the start button became usable, with the bytes loaded by then. */
async function firstScreen(browser: Browser, throttle: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
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
  await page.goto(`${base}/lindenhof`, { waitUntil: 'commit' });
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
  await page.waitForTimeout(200);
  const sizes = new Map(
    await Promise.all([...bodies].map(async ([url, size]) => [url, await size] as const)),
  );
  const sum = (ext: string) =>
    before.filter((url) => url.includes(ext)).reduce((n, url) => n + (sizes.get(url) ?? 0), 0);
  // BENCH_LIST=1: which files counted, with their gzip bytes (to see what a change added to the first screen).
  if (process.env.BENCH_LIST === '1')
    console.error(before.map((url) => `${sizes.get(url) ?? '-'}\t${url.replace(base, '')}`).join('\n'));
  await context.close();
  return { ms: Math.round(ms), wallMs, jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
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
  // BENCH_RUNS measures each figure that many times against one server and reports the medians.
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  const server: ChildProcess = spawn('npm', ['run', 'start', '-w', '@venue/server'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    const browser = await chromium.launch(chromiumLaunchOptions);
    // One warm-up load so the server's catalog caches are filled, as for a returning guest's property.
    await firstScreen(browser, 1);
    const fast: Awaited<ReturnType<typeof firstScreen>>[] = [];
    const slow: Awaited<ReturnType<typeof firstScreen>>[] = [];
    const interactions: { cartDays: number; maxEventMs: number; error?: string | undefined }[] = [];
    for (let run = 0; run < runs; run++) {
      fast.push(await firstScreen(browser, 1));
      slow.push(await firstScreen(browser, 4));
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
    await browser.close();
    const error = interactions.find((interaction) => interaction.error)?.error;
    const report = {
      runs,
      firstScreen: {
        jsGzipKB: +(median(fast.map((f) => f.jsGzipBytes)) / 1024).toFixed(1),
        cssGzipKB: +(median(fast.map((f) => f.cssGzipBytes)) / 1024).toFixed(1),
        interactiveMs: median(fast.map((f) => f.ms)),
        interactiveMsAt4xCpu: median(slow.map((f) => f.ms)),
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
              jsGzipKBAt4xCpu: slow.map((f) => +(f.jsGzipBytes / 1024).toFixed(1)),
              eventDurationMsAt4xCpu: interactions.map((i) => i.maxEventMs),
            },
          }
        : {}),
      keyboardTabPressesAt1400x900: keyboard,
      targets: {
        jsGzipKB: 170,
        interactiveMsAt4xCpu: 1000,
        eventDurationMsAt4xCpu: 100,
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
