import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium.ts';
import { e2eServerOidcEnv, oidcPortFor } from './src/servers/oidc.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const port = Number(process.env.E2E_PORT ?? 3917);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'venue-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const visualPort = Number(process.env.VISUAL_PORT ?? 6917);
// The e2e server sends mail to a real SMTP server (src/servers/smtp-catcher.ts); tests read what arrived over
// HTTP. Workers find the port in the environment.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
const smtpHttpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? port + 3);
process.env.E2E_SMTP_HTTP_PORT = String(smtpHttpPort);
// Two runs on one machine must not build into the same folders: E2E_STATIC_DIR and VISUAL_STATIC_DIR move
// the configurator build and the Storybook build elsewhere (defaults: configurator/dist, storybook-static).
const e2eStaticDir = process.env.E2E_STATIC_DIR;
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
    // A trace of ~170 screenshots is large and slow; the diff images say what changed.
    trace: 'off',
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
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
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'e2e', testDir: './e2e', use: { browserName: 'chromium' } },
    ...(wantsVisual ? [visualProject] : []),
  ],
  webServer: [
    ...(wants('e2e')
      ? [
          {
            command: 'npx tsx tests/src/servers/smtp-catcher.ts',
            cwd: '..',
            url: `http://127.0.0.1:${smtpHttpPort}/health`,
            reuseExistingServer: false,
            timeout: 30_000,
            env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
          },
          // The external logins' OpenID Connect provider (src/servers/oidc.ts), found by the e2e server below.
          {
            command: 'npx tsx tests/src/servers/oidc.ts',
            cwd: '..',
            url: `http://127.0.0.1:${oidcPortFor(port)}/.well-known/openid-configuration`,
            reuseExistingServer: false,
            timeout: 30_000,
            env: { E2E_PORT: String(port), E2E_OIDC_PORT: String(oidcPortFor(port)) },
          },
        ]
      : []),
    ...(wants('e2e')
      ? [
          {
            // E2E_SKIP_BUILD=1 (local runs only) serves the apps as last built into those folders.
            command:
              process.env.E2E_SKIP_BUILD === '1'
                ? 'npm run start -w @venue/server'
                : e2eStaticDir
                  ? `npm run build -w @venue/configurator -- --outDir ${e2eStaticDir} --emptyOutDir && ${buildPropertyApp} && npm run start -w @venue/server`
                  : `npm run build -w @venue/configurator && ${buildPropertyApp} && npm run start -w @venue/server`,
            cwd: '..',
            url: `http://127.0.0.1:${port}/api/api/info`,
            reuseExistingServer: false,
            timeout: 180_000,
            env: {
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: dataDir,
              PAYMENT_SANDBOX_SWITCH: '1',
              SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
              PUBLIC_URL: `http://127.0.0.1:${port}`,
              ...e2eServerOidcEnv(port),
              ...(e2eStaticDir ? { STATIC_DIR: e2eStaticDir } : {}),
              ...(e2ePropertyAppDir ? { PROPERTY_APP_DIR: e2ePropertyAppDir } : {}),
            },
            stdout: 'pipe' as const,
          },
        ]
      : []),
    ...(wants('visual')
      ? [
          {
            command: `npm run build-storybook -- --quiet -o ${storybookDir} && node tests/visual/serve-static.mjs ${storybookDir} ${visualPort}`,
            cwd: '..',
            url: `http://127.0.0.1:${visualPort}/index.json`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
