/*
 * npm run bench:lighthouse (in tests/ or the root): builds the configurator and the property app, serves them with
 * the real server on a throwaway PGlite database, and audits pages with Lighthouse (as a library, Debian Chromium)
 * with its mobile preset (simulated slow 4G, 4x CPU) and its desktop preset. Not a test: it prints a Markdown
 * table of medians (scores: performance, accessibility, best practices, SEO; LCP, TBT, CLS, total bytes) and, per
 * page on mobile, the audits holding performance back most.
 * - BENCH_LIGHTHOUSE_RUNS=n: runs per page and preset (default 3); each figure is the median of its runs.
 * - BENCH_LIGHTHOUSE_PAGES=home,lindenhof,...: only these pages (home, lindenhof, cityloft, workspace, booking, app).
 * - BENCH_WRITE_README=1: also writes the table, with the date, into docs/performance.md between the lighthouse markers.
 * - BENCH_LIGHTHOUSE_PORT: the server's port (default 3987).
 * - BENCH_DIST=<dir>: audits an existing configurator build (an older commit's, for a before figure) instead of
 *   building the working tree's; the server is the working tree's either way.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeReadmeBlock } from '@venue/server/bench/readmeBlock.ts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { chromiumLaunchOptions } from './chromium.ts';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3987);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** Lighthouse's threshold for a slow host (core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
const SLOW_HOST_INDEX = 1000;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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

async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A lindenhof meeting-day request created through the API as the configurator sends it (the plenary hall with the
 * lunch buffet, as tests/src/existing-booking-helpers.ts lindenhofDay), answered with the booker's reopen link as
 * the booking mails carry it (server/src/mail/bookingMailSender.ts reopenLink).
 */
async function bookerLink(): Promise<string> {
  const login = await post('/api/propertylogin', { key: 'lindenhof' });
  const token = String(login.token);
  const list = async (what: string) => {
    const response = await fetch(`${base}/api/${what}/list`, { headers: { 'X-Auth-Token': token } });
    return (
      (await response.json()) as {
        items: { id: number; code: string; serviceOptionList?: { id: number }[] }[];
      }
    ).items;
  };
  const hall = (await list('unitgroup')).find((u) => u.code === 'PLENUM');
  const buffet = (await list('service')).find((s) => s.code === 'LUNCH-BUFFET');
  if (!hall || !buffet) throw new Error('the demo catalog has no PLENUM or LUNCH-BUFFET');
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 90);
  const date = day.toISOString().slice(0, 10);
  const booking = await post(
    '/api/booking/add',
    {
      propertyId: login.propertyId,
      startdate: date,
      enddate: date,
      booker: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' },
      people: 20,
      paymentmethod: 'PM6Hold',
      bookingUnitgroupList: [
        {
          unitgroup: { id: hall.id },
          itemcount: 1,
          start: `${date} 08:00`,
          end: `${date} 18:00`,
          personcount: 20,
        },
      ],
      bookingServiceList: [
        {
          service: { id: buffet.id },
          itemcount: 1,
          personcount: 20,
          start: `${date} 12:00`,
          end: `${date} 13:00`,
          serviceOptionList: [{ serviceOption: { id: buffet.serviceOptionList?.[0]?.id } }],
          bookingUnitgroup: { index: 0 },
        },
      ],
      request: true,
      termsAccepted: true,
    },
    token,
  );
  const query = new URLSearchParams({
    loadBooking: String(booking.id),
    bookingtoken: String(booking.bookingtoken),
    lang: 'de',
  });
  return `/lindenhof/reservation?${query}`;
}

const median = (values: readonly number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Figures {
  readonly scores: Record<(typeof categories)[number], number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`): its 4x slowdown expects above 1,000. */
  readonly hostIndex: number;
}

function figures(lhr: Result): Figures {
  const score = (id: (typeof categories)[number]) =>
    Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The performance audits holding the page back most: the failing audits of the report's diagnostics group (not
 * the metrics, not the hidden insights that repeat them), by the LCP + TBT + FCP milliseconds they would save,
 * then by their score. The LCP element audit only restates the LCP, so it is left out.
 */
function holdingBack(lhr: Result, count: number): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === 'diagnostics' && ref.id !== 'largest-contentful-paint-element')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit !== undefined &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => {
      const savings = audit?.metricSavings ?? {};
      const ms = (savings.LCP ?? 0) + (savings.TBT ?? 0) + (savings.FCP ?? 0);
      return { audit, ms };
    })
    .sort((a, b) => b.ms - a.ms || (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .slice(0, count)
    .map(({ audit }) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const presets: Record<'mobile' | 'desktop', Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
};

/**
 * One Lighthouse run. A run that fails to record (a runtime error such as NO_NAVSTART, which a loaded machine
 * causes now and then) is repeated, twice at most; the last one counts, with its missing figures.
 */
async function audit(port: number, url: string, config: Config | undefined, label: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      config,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.error(`${label}: ${result.lhr.runtimeError.code}, once more`);
  }
}

interface Row {
  readonly page: string;
  readonly preset: keyof typeof presets;
  readonly figures: Figures;
  readonly samples: readonly Figures[];
  readonly holdingBack: readonly string[];
}

const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : '–';
const scoreCell = (value: number) => (Number.isFinite(value) ? String(value) : '–');

function table(rows: readonly Row[]): string {
  const lines = [
    '| page | preset | perf | a11y | best practices | SEO | LCP | TBT | CLS | bytes |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, preset, figures: f } of rows)
    lines.push(
      `| ${page} | ${preset} | ${scoreCell(f.scores.performance)} | ${scoreCell(f.scores.accessibility)} | ${scoreCell(
        f.scores['best-practices'],
      )} | ${scoreCell(f.scores.seo)} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${
        Number.isFinite(f.cls) ? f.cls.toFixed(3) : '–'
      } | ${Number.isFinite(f.bytes) ? `${Math.round(f.bytes / 1024).toLocaleString('en-US')} KiB` : '–'} |`,
    );
  return lines.join('\n');
}

function medianFigures(samples: readonly Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(samples.map(pick));
  return {
    scores: {
      performance: of((f) => f.scores.performance),
      accessibility: of((f) => f.scores.accessibility),
      'best-practices': of((f) => f.scores['best-practices']),
      seo: of((f) => f.scores.seo),
    },
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    bytes: of((f) => f.bytes),
    hostIndex: of((f) => f.hostIndex),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-lighthouse-'));
  // Built into a throwaway folder and served with STATIC_DIR / PROPERTY_APP_DIR, so the dist folders that e2e
  // runs build and serve are left alone.
  const prebuilt = process.env.BENCH_DIST;
  const staticDir = prebuilt ?? join(dataDir, 'dist');
  const propertyAppDir = join(dataDir, 'property-app');
  if (!prebuilt)
    execSync(`npm run build -w @venue/configurator -- --outDir ${JSON.stringify(staticDir)} --emptyOutDir`, {
      cwd: root,
      stdio: ['ignore', 2, 2],
    });
  execSync(
    `npm run build -w @venue/property-app -- --outDir ${JSON.stringify(propertyAppDir)} --emptyOutDir`,
    {
      cwd: root,
      stdio: ['ignore', 2, 2],
    },
  );
  const server: ChildProcess = spawn('npm', ['run', 'start', '-w', '@venue/server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PROPERTY_APP_DIR: propertyAppDir,
    },
    stdio: 'ignore',
    detached: true,
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer();
    const pages: Record<string, string> = {
      home: '/',
      lindenhof: '/lindenhof',
      cityloft: '/cityloft',
      workspace: '/workspace',
      booking: await bookerLink(),
      app: '/app/',
    };
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
    const selected = Object.entries(pages).filter(([name]) => !only || only.includes(name));
    if (selected.length === 0) throw new Error(`no page among ${Object.keys(pages).join(', ')}`);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    });
    // One unmeasured load of each property page, so the server's catalog caches are warm as for a returning guest.
    for (const [, path] of selected) await fetch(`${base}${path}`).catch(() => undefined);
    const rows: Row[] = [];
    let version = '';
    for (const [name, path] of selected)
      for (const preset of ['mobile', 'desktop'] as const) {
        const samples: Figures[] = [];
        const lhrs: Result[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await audit(chrome.port, `${base}${path}`, presets[preset], `${name} ${preset}`);
          samples.push(figures(result.lhr));
          lhrs.push(result.lhr);
          version = result.lhr.lighthouseVersion;
          console.error(
            `${name} ${preset} run ${run + 1}/${runs}: perf ${samples.at(-1)?.scores.performance}, LCP ${ms(
              samples.at(-1)?.lcpMs ?? Number.NaN,
            )}`,
          );
        }
        const figuresOfPage = medianFigures(samples);
        // The audits of the run whose performance score is the median one.
        const byScore = lhrs
          .map((lhr, i) => ({ lhr, score: samples[i]?.scores.performance ?? 0 }))
          .sort((a, b) => a.score - b.score);
        const middle = byScore[Math.floor((byScore.length - 1) / 2)]?.lhr;
        rows.push({
          page: name === 'booking' ? "booker's link (`/lindenhof/reservation?loadBooking…`)" : `\`${path}\``,
          preset,
          figures: figuresOfPage,
          samples,
          holdingBack: middle ? holdingBack(middle, 3) : [],
        });
      }
    // The simulated phone is this host slowed down 4x: on a host slower than Lighthouse's baseline (a benchmark
    // index of 1,000 and less, where Lighthouse's own command line warns) the phone simulated is slower too.
    const hostIndex = Math.round(median(rows.flatMap((row) => row.samples.map((s) => s.hostIndex))));
    const host = `host benchmark index ${hostIndex}${hostIndex <= SLOW_HOST_INDEX ? ` (at most ${SLOW_HOST_INDEX}: slower than the host Lighthouse's 4x CPU slowdown expects, so the phone it simulates is slower than its preset's)` : ''}`;
    const markdown = table(rows);
    console.log(markdown);
    console.log(`\nLighthouse's ${host}.`);
    console.log('\nHolding mobile performance back (median run, by estimated LCP + TBT + FCP savings):');
    for (const row of rows.filter((r) => r.preset === 'mobile'))
      console.log(`- ${row.page}: ${row.holdingBack.join('; ') || 'nothing failing'}`);
    if (runs > 1) {
      console.log('\nSamples (performance score, LCP, TBT):');
      for (const row of rows)
        console.log(
          `- ${row.page} ${row.preset}: ${row.samples.map((s) => `${s.scores.performance} / ${ms(s.lcpMs)} / ${ms(s.tbtMs)}`).join(', ')}`,
        );
    }
    if (process.env.BENCH_WRITE_README === '1') {
      const date = new Date().toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      writeReadmeBlock(
        'lighthouse',
        `Lighthouse ${version} on ${date}, median of ${runs} run${runs > 1 ? 's' : ''} per page and preset, ${host}:\n\n${markdown}`,
      );
      console.log('\ndocs/performance.md updated.');
    }
  } finally {
    chrome?.kill();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
