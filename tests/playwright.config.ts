import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { chromiumLaunchOptions, testChromiumLaunchOptions } from './src/chromium.ts';
import { e2eServerOidcEnv, oidcPortFor } from './src/servers/oidc.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/*
 * Lanes: the e2e tests run in E2E_WORKERS Playwright workers at once (default: one per core, at most two; the CI
 * machine's two take 12 minutes where one took 24), each against a server of its own with its own database, mail
 * catcher, OpenID Connect provider and copy of the configurator build (a test rewrites the build's version.json).
 * Lane n uses the ports from E2E_PORT + 20·n (server, then +2 SMTP, +3 mail list, +4 OIDC, +5 a test's own server
 * (option lapse, the server-rendered first screen), +7 the group acceptance's own server, +8 the webhook delivery's
 * own server and +9 its receiver, +10…+12 embedding host pages) and the data folder E2E_DATA_DIR/lane-n. The runner process starts every lane's servers; each worker process reads
 * its lane from TEST_PARALLEL_INDEX (0 … workers-1, kept when a worker is replaced after a failure), so specs
 * see their lane's ports in process.env before they are loaded. The browser is Debian's headless shell
 * (src/chromium.ts), which leaves more of the two cores to the lanes.
 */
const lanes = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));
const basePort = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3917);
process.env.E2E_BASE_PORT = String(basePort);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'venue-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const laneOf = process.env.TEST_PARALLEL_INDEX;
const lanePort = (lane: number) => basePort + 20 * lane;
const laneDir = (lane: number) => join(dataDir, `lane-${lane}`);
const lanePorts = (lane: number) => ({
  port: lanePort(lane),
  smtpPort: lanePort(lane) + 2,
  smtpHttpPort: lanePort(lane) + 3,
});
const visualPort = Number(process.env.VISUAL_PORT ?? 6917);
// The configurator build each lane serves (E2E_STATIC_DIR moves the build itself elsewhere; default
// configurator/dist): copied per lane, since a test rewrites its version.json to play a new deploy.
const builtConfigurator =
  process.env.E2E_BUILT_STATIC_DIR ?? process.env.E2E_STATIC_DIR ?? 'configurator/dist';
process.env.E2E_BUILT_STATIC_DIR = builtConfigurator;
const laneStaticDir = (lane: number) => join(laneDir(lane), 'configurator');
if (laneOf !== undefined) {
  // A worker: its lane's addresses, for the specs and the helpers.
  const lane = Number(laneOf);
  const { port, smtpPort, smtpHttpPort } = lanePorts(lane);
  process.env.E2E_PORT = String(port);
  process.env.E2E_SMTP_PORT = String(smtpPort);
  process.env.E2E_SMTP_HTTP_PORT = String(smtpHttpPort);
  process.env.E2E_STATIC_DIR = laneStaticDir(lane);
}
const port = laneOf === undefined ? basePort : lanePort(Number(laneOf));
// Two runs on one machine must not build into the same folders: E2E_STATIC_DIR and VISUAL_STATIC_DIR move
// the configurator build and the Storybook build elsewhere (defaults: configurator/dist, storybook-static).
const e2eStaticDir = process.env.E2E_BUILT_STATIC_DIR === 'configurator/dist' ? undefined : builtConfigurator;
// The property app (the staff app under /app/) likewise: E2E_PROPERTY_APP_DIR (default property-app/dist).
const e2ePropertyAppDir = process.env.E2E_PROPERTY_APP_DIR;
const buildPropertyApp = e2ePropertyAppDir
  ? `npm run build -w @venue/property-app -- --outDir ${e2ePropertyAppDir} --emptyOutDir`
  : 'npm run build -w @venue/property-app';
const storybookDir = process.env.VISUAL_STATIC_DIR ?? 'storybook-static';

// Playwright starts every webServer whatever --project says; start only those the chosen projects need.
const projectArgs = process.argv.flatMap((arg, i) =>
  arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [process.argv[i + 1] ?? ''] : [],
);
// The visual project is opt-in (`--project=visual`, `npm run test:visual:update`): a plain `playwright test`
// (npm run test:e2e) stays the end-to-end run it always was, without building Storybook.
// Workers load this config without the CLI arguments, so the choice travels to them in the environment.
const wantsVisual = projectArgs.includes('visual') || process.env.VENUE_VISUAL_PROJECT === '1';
if (wantsVisual) process.env.VENUE_VISUAL_PROJECT = '1';
const wants = (project: string) =>
  project === 'visual' ? wantsVisual : projectArgs.length === 0 || projectArgs.includes(project);

/** Screenshots of every story of the built Storybook against committed baselines (no cloud service). */
const visualProject: Project = {
  name: 'visual',
  testDir: './visual',
  // Its own output folder: an e2e run started meanwhile must not delete this run's artifacts.
  outputDir: './test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.15,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${visualPort}`,
    viewport: { width: 1000, height: 700 },
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // The baselines are the full browser's pixels.
    launchOptions: chromiumLaunchOptions,
    // A trace of ~170 screenshots is large and slow; the diff images say what changed.
    trace: 'off',
  },
};

/** The apps, built once before the first lane's server starts (webServer entries start one after another). */
const buildApps = [
  e2eStaticDir
    ? `npm run build -w @venue/configurator -- --outDir ${e2eStaticDir} --emptyOutDir`
    : 'npm run build -w @venue/configurator',
  buildPropertyApp,
  'npm run build -w @venue/server',
].join(' && ');

/**
 * E2E_DATABASE_URL: a PostgreSQL server (`npm test` starts a throwaway cluster, scripts/test-all.mjs) on which each
 * lane's server gets a database of its own, made anew at its start; without it each lane's server runs on PGlite in
 * its data folder. Servers a test starts by itself (src/own-server.ts) stay on PGlite either way.
 */
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL;
const laneDatabase = (lane: number) => `venue_e2e_lane${lane}`;
const laneDatabaseUrl = (lane: number) => {
  const url = new URL(e2eDatabaseUrl ?? '');
  url.pathname = `/${laneDatabase(lane)}`;
  return url.toString();
};

/** One lane's mail catcher, OpenID Connect provider and server (see the lanes above). */
function laneServers(lane: number) {
  const { port, smtpPort, smtpHttpPort } = lanePorts(lane);
  const staticDir = laneStaticDir(lane);
  // E2E_SKIP_BUILD=1 serves the apps as last built into those folders (`npm test` builds them with `npm run build:e2e`).
  const build = lane === 0 && process.env.E2E_SKIP_BUILD !== '1' ? `${buildApps} && ` : '';
  const database = e2eDatabaseUrl
    ? `node server/scripts/fresh-database.mjs ${e2eDatabaseUrl} ${laneDatabase(lane)} && `
    : '';
  return [
    {
      command: 'npx tsx tests/src/servers/smtp-catcher.ts',
      cwd: '..',
      url: `http://127.0.0.1:${smtpHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
    },
    // The external logins' OpenID Connect provider (src/servers/oidc.ts), found by the lane's server below.
    {
      command: 'npx tsx tests/src/servers/oidc.ts',
      cwd: '..',
      url: `http://127.0.0.1:${oidcPortFor(port)}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_PORT: String(port), E2E_OIDC_PORT: String(oidcPortFor(port)) },
    },
    {
      command: `${build}rm -rf ${staticDir} && mkdir -p ${laneDir(lane)} && cp -R ${builtConfigurator} ${staticDir} && ${database}node --enable-source-maps server/dist/main.js`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/api/info`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(laneDir(lane), 'data'),
        // One process, as on PGlite: the lanes already fill the cores.
        ...(e2eDatabaseUrl ? { DATABASE_URL: laneDatabaseUrl(lane), WORKERS: '1' } : {}),
        PAYMENT_SANDBOX_SWITCH: '1',
        // The whole suite books and writes from one address, many times as the same booker: the limits of
        // anonymous writes are raised here (server/src/security/abuseLimits.test.ts tests them).
        BOOKING_REQUEST_LIMITS: '1000000,1000000',
        MESSAGE_LIMITS: '1000000,1000000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...e2eServerOidcEnv(port),
        STATIC_DIR: staticDir,
        ...(e2ePropertyAppDir ? { PROPERTY_APP_DIR: e2ePropertyAppDir } : {}),
        // Without the server render (a folder with no bundle: the server sends the client-only page, as it does
        // when the bundle is missing): a control of a server-rendered page does nothing until the browser has
        // hydrated, and the specs press at once. e2e/server-rendered-first-screen.spec.ts starts its own server
        // with it.
        SSR_DIR: join(laneDir(lane), 'no-server-render'),
      },
      stdout: 'pipe' as const,
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: lanes,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // E2E_OUTPUT_DIR keeps a second run on the same machine from wiping this run's traces and report.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  reporter: [
    ['list'],
    ['json', { outputFile: join(process.env.E2E_OUTPUT_DIR ?? '../test-results', 'playwright.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: testChromiumLaunchOptions,
    // A trace costs about a sixth of the run's time, and CI keeps nothing but its log: traces on failure in local
    // runs only (E2E_TRACE=1 records them in CI too).
    trace: process.env.CI && process.env.E2E_TRACE !== '1' ? 'off' : 'retain-on-failure',
  },
  // The visual project first: its two long files then run beside the first e2e files, not alone at the end.
  projects: [
    ...(wantsVisual ? [visualProject] : []),
    { name: 'e2e', testDir: './e2e', use: { browserName: 'chromium' } },
  ],
  webServer: [
    ...(wants('e2e') ? Array.from({ length: lanes }, (_, lane) => laneServers(lane)).flat() : []),
    ...(wants('visual')
      ? [
          {
            // E2E_SKIP_BUILD=1 serves Storybook as last built there too (`npm run build:e2e` builds everything).
            command: `${process.env.E2E_SKIP_BUILD === '1' ? '' : `npm run build-storybook -- --quiet -o ${storybookDir} && `}node tests/visual/serve-static.mjs ${storybookDir} ${visualPort}`,
            cwd: '..',
            url: `http://127.0.0.1:${visualPort}/index.json`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
