import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleReceiver, type ReceivedEvent } from '../../server/src/webhooks/exampleReceiver.ts';
import { pickDay } from '../src/configurator-helpers.ts';
import { freshDay } from '../src/existing-booking-helpers.ts';
import { type OwnServer, startOwnServer, stopOwnServer } from '../src/own-server.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { type Browser, expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 42, the webhooks' acceptance (docs/integrations.md#webhooks): a booking a guest makes in the browser
 * reaches the example receiver of the documentation (server/src/webhooks/exampleReceiver.ts, imported, not copied),
 * signed, once; a receiver that answers 500 twice gets the event on the third try, and the endpoint's delivery log
 * in the property app shows the failed tries and the success.
 *
 * The test runs on a server of its own (lane port + 8, its own data folder) with PAYMENT_SECRETS_KEY (the endpoint's
 * secret is stored sealed) and WEBHOOK_ALLOWED_HOSTS=127.0.0.1 (the receiver listens on lane port + 9 of this
 * machine, docs/integrations.md#which-addresses). The retries wait 30 s and then 2 min (docs/integrations.md#retries,
 * server/src/webhooks/deliver.ts): instead of waiting for them, the server is stopped after each failed try and
 * started again later on its clock under Debian's faketime (+40 s, then +3 min, as e2e/option-lapse.spec.ts does
 * with days), where the job queue sends what is due at start. Three minutes are within the five the receiver's
 * library allows a `webhook-timestamp` to be off, so the last try is verified like the first.
 *
 * PA_SHOTS_DIR=<dir> (docs/images/webhooks) keeps the delivery log at 1400×900 as delivery-log-en-1400.png.
 */

test.describe.configure({ mode: 'serial' });

const lane = Number(process.env.E2E_PORT ?? 3917);
const port = lane + 8;
const receiverPort = lane + 9;
const base = `http://127.0.0.1:${port}`;
const hookUrl = `http://127.0.0.1:${receiverPort}/hooks/venue`;
const wide = { width: 1400, height: 900 };
const shots = process.env.PA_SHOTS_DIR;

/** The server's settings for webhooks to this machine: a key to seal the secrets, the loopback receiver allowed. */
const serverEnv = {
  PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64'),
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
} as const;

/** One request that reached the receiver, as it came and as the receiver answered it. */
interface Attempt {
  readonly webhookId: string;
  readonly timestamp: string;
  readonly signature: string;
  readonly userAgent: string;
  readonly body: string;
  readonly status: number;
}

/** The example receiver on 127.0.0.1, watched: every request and its answer, the events it verified and accepted. */
interface Receiver {
  readonly attempts: Attempt[];
  /** Events the library verified (also those then failed on purpose). */
  readonly verified: ReceivedEvent[];
  /** Events handled: answered 204. */
  readonly accepted: ReceivedEvent[];
  /** The next `count` verified events are refused: the handler throws, the receiver answers 500. */
  failNext(count: number): void;
  close(): Promise<void>;
}

async function startReceiver(secret: string): Promise<Receiver> {
  const attempts: Attempt[] = [];
  const verified: ReceivedEvent[] = [];
  const accepted: ReceivedEvent[] = [];
  let failures = 0;
  const server: Server = exampleReceiver(secret, (event) => {
    verified.push(event);
    if (failures > 0) {
      failures--;
      throw new Error('down for maintenance');
    }
    accepted.push(event);
  });
  // Beside the receiver's own handler: the raw request and the answer the receiver gave it.
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('finish', () =>
      attempts.push({
        webhookId: String(request.headers['webhook-id'] ?? ''),
        timestamp: String(request.headers['webhook-timestamp'] ?? ''),
        signature: String(request.headers['webhook-signature'] ?? ''),
        userAgent: String(request.headers['user-agent'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        status: response.statusCode,
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(receiverPort, '127.0.0.1', resolve);
  });
  return {
    attempts,
    verified,
    accepted,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The booking an event carries (docs/integrations.md#the-body). */
type EventBooking = {
  readonly code: string;
  readonly state: number;
  readonly view: { readonly booker: Record<string, unknown> | null };
};
const bookingOf = (event: ReceivedEvent) => event.data.booking as EventBooking | undefined;
const bookingInBody = (body: string) =>
  (JSON.parse(body) as Partial<ReceivedEvent>).data?.booking as EventBooking | undefined;

/** The server's tries of the event of booking `code` (a forged copy sent by this test is not one of them). */
const triesFor = (receiver: Receiver, code: string) =>
  receiver.attempts.filter((a) => a.userAgent === 'venue-webhooks' && bookingInBody(a.body)?.code === code);

/**
 * faketime's offset for the server: this process's own (FAKETIME, set when the suite runs under a shifted clock)
 * plus `seconds`, so the server's clock and the receiver's stay `seconds` apart.
 */
function shiftBy(seconds: number): string {
  const own = process.env.FAKETIME?.trim() ?? '';
  const parts = /^([+-]\d+(?:\.\d+)?)([mhdy]?)$/.exec(own);
  if (own && !parts) throw new Error(`cannot add to the clock shift FAKETIME=${own}`);
  const units: Record<string, number> = { '': 1, m: 60, h: 3600, d: 86_400, y: 365 * 86_400 };
  const unit = units[parts?.[2] ?? ''] ?? 1;
  const total = Math.round(Number(parts?.[1] ?? 0) * unit + seconds);
  return total < 0 ? String(total) : `+${total}`;
}

let dataDir = '';
let server: OwnServer | null = null;
let receiver: Receiver | null = null;

/** Starts the own server with the webhook settings (own-server.ts passes this process's environment on). */
async function start(shift: string | null): Promise<OwnServer> {
  const before = Object.fromEntries(Object.keys(serverEnv).map((k) => [k, process.env[k]]));
  Object.assign(process.env, serverEnv);
  try {
    return await startOwnServer(port, dataDir, shift);
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Stops the server and starts it again on a clock `seconds` ahead: the job queue sends what is due at start. */
async function restartLater(seconds: number) {
  if (server) await stopOwnServer(server);
  server = null;
  server = await start(shiftBy(seconds));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'venue-webhooks-'));
  server = await start(null);
});

test.afterAll(async () => {
  await receiver?.close();
  receiver = null;
  if (server) await stopOwnServer(server);
  server = null;
  rmSync(dataDir, { recursive: true, force: true });
});

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: wide });
  const page = await context.newPage();
  await staffSignIn(page, 'owner@lindenhof.example', base);
  return page;
}

/** Settings → Webhooks, as the owner goes there (the page is not in the main menu). */
async function openWebhooks(page: Page) {
  await page.goto(`${base}/app/`);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
}

/** Settings → Webhooks → the endpoint's delivery log; answers its rows, newest first. */
async function openDeliveryLog(page: Page): Promise<Locator> {
  await openWebhooks(page);
  await page.getByRole('link', { name: `Delivery log of ${hookUrl}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Deliveries, newest first' });
  return table.getByRole('row').filter({ has: page.getByRole('rowheader') });
}

/** A delivery's row as the owner reads it: event, status, HTTP status, tries. */
async function expectDelivery(
  row: Locator,
  expected: { status: string | RegExp; code: string; tries: string },
) {
  await expect(row.getByRole('rowheader')).toHaveText('Booking created');
  const cells = row.getByRole('cell');
  // Time, Status, HTTP status, Latency, Tries, Answer, Actions. A try just answered may still be recording: the
  // log reads itself again every 5 s while a delivery is under way.
  const timeout = 15_000;
  await expect(cells.nth(4)).toHaveText(expected.tries, { timeout });
  await expect(cells.nth(1)).toHaveText(expected.status);
  await expect(cells.nth(2)).toHaveText(expected.code);
  await expect(cells.nth(3)).toHaveText(/^\d+ ms$/);
}

/** A new guest requests the plenary hall for one day in the configurator, in English; answers the booking code. */
async function guestBooks(browser: Browser, lastname: string, email: string): Promise<string> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: wide });
  const page = await context.newPage();
  const day = freshDay();
  await page.goto(`${base}/lindenhof?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lindenhof Lakeside Hotel' })).toBeVisible();
  await pickDay(page, day, 'en-GB');
  await pickDay(page, day, 'en-GB');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
  const hall = page.getByRole('button', { name: 'Select Plenary hall' });
  await hall.click();
  await expect(hall).toHaveAttribute('aria-pressed', 'true');
  // A day at the hotel includes lunch: the request asks which.
  await page.getByRole('tab', { name: /Catering/ }).click();
  const lunch = page.getByRole('button', { name: 'Select Lunch buffet' });
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Vegetarian', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await page.getByRole('tab', { name: /Summary/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Wendy');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastname);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByText('Credit card', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Still to do/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request an offer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request has been sent' })).toBeVisible();
  const code = ((await page.getByTestId('booking-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await context.close();
  return code;
}

test('a booking made in the browser reaches the documented example receiver, signed, once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await ownerPage(browser);

  // The owner adds the endpoint for "Booking created" (Settings → Webhooks); the secret shows this once.
  await openWebhooks(owner);
  await owner.getByRole('textbox', { name: /^URL/ }).fill(hookUrl);
  await owner.getByRole('textbox', { name: /^Description/ }).fill('Front-office PMS');
  const created = owner.getByRole('checkbox', { name: 'Booking created' });
  await created.focus();
  await owner.keyboard.press('Space');
  await expect(created).toBeChecked();
  await owner.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(owner.getByRole('heading', { name: "The new endpoint's signing secret" })).toBeFocused();
  const secret = await owner.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await expect(owner.getByRole('status').filter({ hasText: 'Endpoint' })).toHaveText(
    `Endpoint ${hookUrl} added.`,
  );
  const listed = owner.getByRole('listitem').filter({ hasText: hookUrl });
  await expect(listed).toContainText('Events: Booking created');
  await expect(listed).toContainText('On: events are sent.');
  await expect(listed).toContainText(`Signing secret ends in ${secret.slice(-4)}`);
  await owner.getByRole('button', { name: 'Done, I have copied it' }).click();
  await expect(owner.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);

  // The hotel's receiver, given that secret.
  await receiver?.close();
  receiver = await startReceiver(secret);
  const hooks = receiver;

  // A guest books in the configurator.
  const email = `webhook-${Date.now()}@example.org`;
  const code = await guestBooks(browser, 'Hook', email);

  // The receiver verified and accepted exactly one booking.created, whose body is that booking.
  await expect
    .poll(() => hooks.accepted.filter((e) => bookingOf(e)?.code === code).length, { timeout: 30_000 })
    .toBe(1);
  const event = hooks.accepted.find((e) => bookingOf(e)?.code === code) as ReceivedEvent;
  expect(event.type).toBe('booking.created');
  expect(event.id).toMatch(/^msg_/);
  expect(event.data.property).toBe('lindenhof');
  expect(bookingOf(event)?.state).toBe(1);
  expect(bookingOf(event)?.view.booker).toMatchObject({ firstname: 'Wendy', lastname: 'Hook', email });
  expect(event.data.event).toMatchObject({ action: 'request', actor: 'guest', fromState: null, toState: 1 });

  // Once, at the first try: the delivery log says so, and the receiver had no other request for it.
  const rows = await openDeliveryLog(owner);
  await expect(rows).toHaveCount(1);
  await expectDelivery(rows.first(), { status: 'Delivered', code: '204', tries: '1' });
  const tries = triesFor(hooks, code);
  expect(tries.map((a) => a.status)).toEqual([204]);
  const [sent] = tries as [Attempt];
  expect(sent.webhookId).toBe(event.id);
  expect(sent.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  expect(hooks.verified.map((e) => e.id)).toEqual([event.id]);

  // Signed: the same request with another booking code in its body is refused by the library.
  const forged = sent.body.replace(`"code":"${code}"`, '"code":"FORGE-D0000"');
  expect(forged).not.toBe(sent.body);
  const refused = await fetch(hookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': sent.webhookId,
      'webhook-timestamp': sent.timestamp,
      'webhook-signature': sent.signature,
    },
    body: forged,
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toBe('invalid signature');
  expect(hooks.verified.map((e) => e.id)).toEqual([event.id]);
  expect(hooks.accepted).toHaveLength(1);

  await owner.context().close();
});

test('a receiver that answers 500 twice gets the booking on the third try, and the delivery log shows each try', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  expect(receiver, 'the first test added the endpoint and started the receiver').not.toBeNull();
  const hooks = receiver as Receiver;
  const owner = await ownerPage(browser);
  hooks.failNext(2);

  const code = await guestBooks(browser, 'Retry', `webhook-retry-${Date.now()}@example.org`);

  // First try, at once: verified, then answered 500. The log shows it and when the next try is.
  await expect.poll(() => triesFor(hooks, code).map((a) => a.status), { timeout: 30_000 }).toEqual([500]);
  let rows = await openDeliveryLog(owner);
  await expect(rows).toHaveCount(2);
  await expectDelivery(rows.first(), { status: /^Next try \d/, code: '500', tries: '1' });
  await expectDelivery(rows.nth(1), { status: 'Delivered', code: '204', tries: '1' });
  await rows.first().getByRole('button', { name: /^Show/ }).click();
  await expect(rows.first().getByText('could not process the event, try again later')).toBeVisible();

  // 30 s later on the server's clock: the second try, answered 500 again.
  await restartLater(40);
  await expect
    .poll(() => triesFor(hooks, code).map((a) => a.status), { timeout: 30_000 })
    .toEqual([500, 500]);
  rows = await openDeliveryLog(owner);
  await expectDelivery(rows.first(), { status: /^Next try \d/, code: '500', tries: '2' });

  // 2 min after that: the third try is verified and accepted.
  await restartLater(180);
  await expect
    .poll(() => triesFor(hooks, code).map((a) => a.status), { timeout: 30_000 })
    .toEqual([500, 500, 204]);
  const tries = triesFor(hooks, code);
  // One event, the same id and body each time, signed anew for each try's time.
  expect(new Set(tries.map((a) => a.webhookId)).size).toBe(1);
  expect(new Set(tries.map((a) => a.body)).size).toBe(1);
  expect(tries.map((a) => Number(a.timestamp))).toEqual(
    [...tries.map((a) => Number(a.timestamp))].sort((a, b) => a - b),
  );
  const ofBooking = (events: ReceivedEvent[]) => events.filter((e) => bookingOf(e)?.code === code);
  expect(ofBooking(hooks.verified).map((e) => e.id)).toEqual(tries.map((a) => a.webhookId));
  expect(ofBooking(hooks.accepted)).toHaveLength(1);
  expect(ofBooking(hooks.accepted)[0]?.type).toBe('booking.created');

  // The owner's log: delivered on the third try; the first booking's delivery as it was.
  rows = await openDeliveryLog(owner);
  await expect(rows).toHaveCount(2);
  await expectDelivery(rows.first(), { status: 'Delivered', code: '204', tries: '3' });
  await expectDelivery(rows.nth(1), { status: 'Delivered', code: '204', tries: '1' });
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await owner.screenshot({ path: `${shots}/delivery-log-en-1400.png` });
  }

  await owner.context().close();
});
