/*
 * npx tsx src/bench-occupancy.ts (in tests/): the property app's occupancy calendar under the arrow keys. Not a
 * test: it prints figures as JSON, medians over BENCH_RUNS rounds (default 3) of 6 ArrowRight, 6 ArrowDown and
 * 6 Shift+ArrowRight presses (choosing days, which renders the chosen unit's row), each group from the first unit's
 * first day, in the week and the month view (Lindenhof: 59 units, so 413 and about 1,800 day cells), at
 * 1400×900 and 390×844, in the full Chromium. Per press, measured in the page by its clock:
 * - keyToFrameMs: from the keydown event's time stamp to the end of the first frame in which the focus has moved
 *   (a requestAnimationFrame loop sees document.activeElement change, then a posted message runs after that
 *   frame's rendering);
 * - keydownTaskMs: the keydown's task, from a capture listener on window to a message posted there (it runs once
 *   the event's listeners, react-aria's handler and React's synchronous render, commit and effects are done);
 * - commits: React commits until that frame (counted by a React DevTools global hook, which the production build
 *   calls on every commit);
 * - cellRenders: day cells React rendered again (a cell's element got a new props object: React reconciled it),
 *   counted over every day cell of the grid.
 * BENCH_PROPERTY_APP_DISTS="before=<dir>,after=<dir>" compares existing property app builds in one session (one
 * server each, on its own throwaway database; the builds take turns, round by round); without it, the working
 * tree's property app is built into a temporary folder. BENCH_DIST=<dir>: the configurator build the server
 * serves (else built too). BENCH_CPU=n throttles the CPU n times (default 1). BENCH_PORT (default 3987, then +1
 * per build).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { STAFF_PASSWORD } from './property-app-helpers.ts';

const root = join(import.meta.dirname, '..', '..');
const basePort = Number(process.env.BENCH_PORT ?? 3987);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const cpu = Math.max(1, Number(process.env.BENCH_CPU ?? 1));
const PRESSES = 6;
const sizes = [
  { name: '1400×900', width: 1400, height: 900 },
  { name: '390×844', width: 390, height: 844 },
] as const;
const views = ['week', 'month'] as const;
const keys = ['ArrowRight', 'ArrowDown', 'Shift+ArrowRight'] as const;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function waitForServer(at: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${at}/api/api/info`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${at} did not start`);
}

type Press = { keyToFrameMs: number; keydownTaskMs: number; commits: number; cellRenders: number };
type BenchWindow = {
  __arm: () => void;
  __result: Promise<Press>;
};

/**
 * An init script: a React DevTools global hook that counts commits, and `__arm()`, which watches the next
 * keydown (see the figures above).
 */
function instrument() {
  const w = window as unknown as BenchWindow & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  let commits = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {
      commits++;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
  const propsOf = (el: Element) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    return key ? (el as unknown as Record<string, unknown>)[key] : undefined;
  };
  const afterFrame = () =>
    new Promise<number>((done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  w.__arm = () => {
    const before = document.activeElement;
    const cells = [...document.querySelectorAll('[role=gridcell][data-day-index]')];
    const seen = new Map(cells.map((c) => [c, propsOf(c)]));
    commits = 0;
    w.__result = new Promise<Press>((resolve) => {
      window.addEventListener(
        'keydown',
        (e) => {
          const start = performance.now();
          const stamp = e.timeStamp;
          let keydownTaskMs = Number.NaN;
          void afterFrame().then((end) => {
            keydownTaskMs = end - start;
          });
          const frame = () => {
            if (document.activeElement === before) {
              requestAnimationFrame(frame);
              return;
            }
            void afterFrame().then((end) => {
              const keyToFrameMs = end - stamp;
              const counted = commits;
              let cellRenders = 0;
              for (const [cell, props] of seen) if (propsOf(cell) !== props) cellRenders++;
              resolve({ keyToFrameMs, keydownTaskMs, commits: counted, cellRenders });
            });
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  };
}

/** Signs the owner in and opens the occupancy calendar in `view`; returns the first unit's first day cell. */
async function openOccupancy(page: Page, base: string, view: (typeof views)[number]) {
  await page.goto(`${base}/app/login`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('owner@lindenhof.example');
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`${base}/app/occupancy`);
  const cell = page.locator('[role=gridcell][data-day-index="0"]').first();
  await expect(cell).toBeVisible();
  if (view === 'month') {
    await page.getByText('Month', { exact: true }).click();
    await expect(page.locator('[role=gridcell][data-day-index="27"]').first()).toBeAttached();
  }
  return cell;
}

async function measure(
  browser: Browser,
  base: string,
  size: (typeof sizes)[number],
  view: (typeof views)[number],
) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  // tsx (esbuild keepNames) wraps functions passed to the page in __name(), which the page lacks.
  await context.addInitScript('window.__name = (fn) => fn');
  await context.addInitScript(instrument);
  const page = await context.newPage();
  try {
    const cell = await openOccupancy(page, base, view);
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    const presses: { key: string; press: Press }[] = [];
    for (const key of keys) {
      await cell.focus();
      await expect(cell).toBeFocused();
      for (let i = 0; i < PRESSES; i++) {
        await page.evaluate(() => (window as unknown as BenchWindow).__arm());
        await page.keyboard.press(key);
        const press = await page.evaluate(() => (window as unknown as BenchWindow).__result);
        presses.push({ key, press });
        // Let the frame's scrolling and any late work settle before the next key.
        await page.evaluate(
          () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
        );
      }
    }
    return presses;
  } finally {
    await context.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-occupancy-'));
  const servers: ChildProcess[] = [];
  try {
    const staticDir = process.env.BENCH_DIST ?? join(dataDir, 'dist');
    if (!process.env.BENCH_DIST)
      execSync(
        `npm run build -w @venue/configurator -- --outDir ${JSON.stringify(staticDir)} --emptyOutDir`,
        {
          cwd: root,
          stdio: 'inherit',
        },
      );
    let builds = (process.env.BENCH_PROPERTY_APP_DISTS ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [name = '', dir = ''] = entry.split('=');
        return { name, dir };
      });
    if (builds.length === 0) {
      const dir = join(dataDir, 'property-app');
      execSync(`npm run build -w @venue/property-app -- --outDir ${JSON.stringify(dir)} --emptyOutDir`, {
        cwd: root,
        stdio: 'inherit',
      });
      builds = [{ name: 'working tree', dir }];
    }
    const bases = builds.map((build, i) => {
      const port = basePort + i;
      const server = spawn('node', ['--enable-source-maps', 'server/dist/main.js'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDir, `data-${i}`),
          STATIC_DIR: staticDir,
          PROPERTY_APP_DIR: build.dir,
        },
        stdio: 'ignore',
        detached: true,
      });
      servers.push(server);
      return `http://127.0.0.1:${port}`;
    });
    for (const base of bases) await waitForServer(base);
    const browser = await chromium.launch(chromiumLaunchOptions);
    const samples = new Map<string, { key: string; press: Press }[]>();
    for (let run = 0; run < runs; run++) {
      // The builds take turns, and which goes first alternates from round to round.
      const order = builds.map((_, i) => i);
      if (run % 2) order.reverse();
      for (const i of order)
        for (const size of sizes)
          for (const view of views) {
            const label = `${builds[i]?.name} ${size.name} ${view}`;
            const presses = await measure(browser, bases[i] ?? '', size, view);
            samples.set(label, [...(samples.get(label) ?? []), ...presses]);
            process.stderr.write(
              `${label} round ${run + 1}: ${presses.map((p) => Math.round(p.press.keyToFrameMs)).join(' ')}\n`,
            );
          }
    }
    await browser.close();
    const report: Record<string, Record<string, Record<string, number>>> = {};
    for (const [label, presses] of samples) {
      report[label] = {};
      for (const key of keys) {
        const of = presses.filter((p) => p.key === key).map((p) => p.press);
        const figure = (pick: (p: Press) => number) => +median(of.map(pick)).toFixed(1);
        report[label][key] = {
          keyToFrameMs: figure((p) => p.keyToFrameMs),
          keydownTaskMs: figure((p) => p.keydownTaskMs),
          commits: figure((p) => p.commits),
          cellRenders: figure((p) => p.cellRenders),
          presses: of.length,
        };
      }
    }
    console.log(JSON.stringify({ runs, cpu, presses: PRESSES, report }, null, 2));
  } finally {
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
