import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { propertyLogin } from '../src/configurator-helpers.ts';
import { freshDay, lindenhofDay } from '../src/existing-booking-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '../src/test.ts';

/*
 * An offer's option date passes and the offer lapses, freeing the hall for a new guest (issue 12,
 * docs/rules.md#booking-lifecycle), with the real job queue of a real server. The shared e2e server runs on the
 * real clock, where an option date cannot lie in the past, so this test starts a server of its own: staff send the
 * offer with today's option date, the server stops, and starts again three days later (Debian's faketime, the
 * server's whole clock and its PGlite's with it). At start the job queue checks the option dates at once.
 */

const root = new URL('../../', import.meta.url).pathname;
const port = Number(process.env.E2E_PORT ?? 3917) + 5;
const base = `http://127.0.0.1:${port}`;

/** Starts the server on its own port and data folder, optionally under faketime; resolves once it answers. */
async function startServer(dataDir: string, shift: string | null): Promise<ChildProcess> {
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
  // The server as the e2e run built it (playwright.config.ts): building it again here would race the other lanes.
  const server = ['node', '--enable-source-maps', 'server/dist/main.js'];
  const command = shift ? ['faketime', '-f', shift, ...server] : server;
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    env,
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended: ${output}`);
    try {
      if ((await fetch(`${base}/api/api/info`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Whether a process of the group still runs (a zombie, which only waits to be reaped, does not count). */
function groupRuns(group: number): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (name) state ppid pgrp ...": the name may hold spaces, so the fields are read after its ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') return true;
  }
  return false;
}

/**
 * Stops the server and everything it started (npm, sh, faketime, node) and waits until all of them have gone:
 * npm ends at once, while the server still shuts its job queue and its database down, and the next server (or
 * the clean-up) must not find the data folder in use.
 */
async function stopServer(child: ChildProcess) {
  if (child.pid === undefined) return;
  const group = child.pid;
  try {
    process.kill(-group, 'SIGTERM');
  } catch {
    return; // the whole group has ended already
  }
  const deadline = Date.now() + 30_000;
  while (groupRuns(group) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!groupRuns(group)) return;
  // A server that does not shut down in half a minute is a fault of its own: end it, and say so.
  process.kill(-group, 'SIGKILL');
  throw new Error(`the server (process group ${group}) did not stop within 30 s of SIGTERM`);
}

/** The property's today (Lindenhof is in Europe/Berlin) on the clock of this test's process. */
const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(new Date());

const signIn = (page: Page) => staffSignIn(page, 'owner@lindenhof.example', base);

/** A guest's request for the plenary hall on `date` through the API, as the configurator sends it. */
async function guestRequest(api: APIRequestContext, date: string) {
  const { token, propertyId } = await propertyLogin(api, 'lindenhof');
  return api.post('/api/booking/add', {
    headers: { 'X-Auth-Token': token },
    data: { ...(await lindenhofDay(api, token, date)), propertyId },
  });
}

test('an offer whose option date passed lapses when the server starts again, and the hall is free again', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  expect(spawnSync('sh', ['-c', 'command -v faketime']).status, "Debian's faketime is installed").toBe(0);
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-lapse-'));
  const api = await playwrightRequest.newContext({ baseURL: base });
  let server = await startServer(dataDir, null);
  try {
    const date = freshDay();
    const sent = await guestRequest(api, date);
    expect(sent.status(), await sent.text()).toBe(201);
    const booking = (await sent.json()) as { id: number; bookingcode: string };

    // Staff send the offer with today as its option date: Optional, and the hall is held for it.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    let page = await context.newPage();
    await signIn(page);
    await page.goto(`${base}/app/bookings/${booking.id}`);
    await page.getByRole('button', { name: 'Send offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Send the offer' });
    await offer.getByRole('spinbutton').first().click();
    const [y, m, d] = berlinToday().split('-');
    await page.keyboard.type(`${d}${m}${y}`);
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
      'Done: the booking is now Optional.',
    );
    expect((await guestRequest(api, date)).status()).toBe(409);
    await context.close();

    // The server is down over the option date and starts again three days later.
    await stopServer(server);
    server = await startServer(dataDir, '+3d');
    const later = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await later.newPage();
    await signIn(page);
    await page.goto(`${base}/app/bookings/${booking.id}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    // The check queued at start runs within a worker's polling interval (10 s on PGlite), long before the
    // five-minute schedule would.
    // Each look waits for the page to have drawn the booking (on a busy machine a reload takes seconds) before it
    // reads the state; only a state not yet lapsed is looked at again. Under faketime the reloaded app sometimes
    // finds its session gone and shows the sign-in (a known problem of the shifted clock, not of the lapse, see
    // the closing note of 29 Nov): it then signs in again.
    const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    await expect(async () => {
      await page.goto(`${base}/app/bookings/${booking.id}`);
      await expect(overview.or(signInHeading)).toBeVisible({ timeout: 15_000 });
      if (await signInHeading.isVisible()) {
        await signIn(page);
        await page.goto(`${base}/app/bookings/${booking.id}`);
      }
      await expect(overview).toBeVisible({ timeout: 15_000 });
      await expect(overview).toContainText('StateCanceled', { timeout: 2_000 });
    }).toPass({ timeout: 120_000 });
    const lapse = page
      .getByRole('table', { name: /^What happened/ })
      .getByRole('row')
      .last();
    await expect(lapse).toContainText('System');
    await expect(lapse).toContainText('Offer lapsed (option date passed)');
    await expect(page.getByRole('button', { name: 'Send offer' })).toHaveCount(0);

    // A new guest gets the hall on that day.
    const again = await guestRequest(api, date);
    expect(again.status(), await again.text()).toBe(201);
    await later.close();
  } finally {
    await api.dispose();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
