import { readBooking } from '../src/configurator-helpers.ts';
import {
  ALLOWED_ORIGINS,
  allowing,
  type HostPages,
  type LindenhofOwner,
  lindenhofOwner,
  serveHostPages,
} from '../src/embed-host.ts';
import { freshDay, useProviderKind } from '../src/existing-booking-helpers.ts';
import {
  type APIRequestContext,
  expect as baseExpect,
  type FrameLocator,
  type Page,
  test,
} from '../src/test.ts';

/*
 * Issue 14, the embed's payment events (configurator/src/embed/PROTOCOL.md): a hotel's website on another origin
 * embeds lindenhof, which takes payments in the configurator (a 30 % deposit). A guest reserves the Boardroom
 * directly inside the embed and pays in its payment dialog: a refused card tells the host `paymentFailed` (never
 * `paymentSucceeded`), the card that pays tells it `paymentSucceeded`, with the server's code, state, total and
 * currency, and what the booking holds as its one view reads it (the Boardroom, the vegetarian lunch for ten, the
 * payment ledger's reading), never the guest's name or e-mail. lindenhof's embed.allowedOrigins, booking.orderMode and the Boardroom's bookDirectly are set
 * through the staff API for these tests and put back afterwards.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const serverPort = Number(process.env.E2E_PORT ?? 3917);
const server = `http://127.0.0.1:${serverPort}`;
const hostPort = serverPort + 12;
const host = `http://127.0.0.1:${hostPort}`;
const ORDER_MODE = 'web.engine.configuration.booking.orderMode';
const CARD = { success: '4111 1111 1111 1111', refused: '4000 0000 0000 0002' } as const;
const OFFERED = 2;
const CONFIRMED = 8;
const EVENTS = [
  'ready',
  'cartStarted',
  'itemAdded',
  'itemRemoved',
  'offerRequested',
  'reservationCreated',
  'paymentSucceeded',
  'paymentFailed',
];

// The host page: the snippet, every event recorded in window.received; the options come in the URL's hash.
const hostPage = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hotel Lindenhof</title></head>
<body><h1>Hotel Lindenhof am See</h1><div id="booking"></div>
<script src="${server}/embed.js"></script>
<script>
  window.received = [];
  window.dataLayer = [];
  const options = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
  // The consent banner's answer, asked by the loader at every event.
  if (options.analytics && options.analytics.consent === 'banner')
    options.analytics.consent = () => window.bannerConsent === true;
  window.booking = VenueBooking.embed({ property: 'lindenhof', target: '#booking', ...options });
  for (const name of ${JSON.stringify(EVENTS)}) booking.on(name, (data) => received.push({ name, data }));
</script></body></html>`;

interface UnitgroupRow {
  readonly id: number;
  readonly version: number;
  readonly code: string;
  readonly bookDirectly: boolean;
}

let http: HostPages | null = null;
let owner: LindenhofOwner;

async function bookBoardroomDirectly(request: APIRequestContext, direct: boolean) {
  const staff = () => ({ headers: owner.headers });
  const res = await request.get('/api/staff/unitgroup/list?f.propertyId=1&p.s=50', staff());
  expect(res.status()).toBe(200);
  const room = ((await res.json()) as { items: UnitgroupRow[] }).items.find((u) => u.code === 'BOARD');
  if (!room) throw new Error('no Boardroom at lindenhof');
  if (room.bookDirectly === direct) return;
  const update = await request.post(`/api/staff/unitgroup/update/${room.id}`, {
    ...staff(),
    data: { id: room.id, version: room.version, bookDirectly: direct },
  });
  expect(update.ok()).toBe(true);
}

test.beforeAll(async ({ request }) => {
  http = await serveHostPages({ '/host.html': hostPage }, hostPort);
  owner = await lindenhofOwner(request);
  await owner.set(request, ALLOWED_ORIGINS, allowing(host));
  await owner.set(request, ORDER_MODE, () => 'true');
  await bookBoardroomDirectly(request, true);
  await useProviderKind(request, 'cardfields');
});

test.afterAll(async ({ request }) => {
  http?.close();
  await bookBoardroomDirectly(request, false);
  await owner?.restore(request);
});

const received = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { received: { name: string; data: unknown }[] }).received
        .filter((m) => m.name === n)
        .map((m) => m.data),
    name,
  );

/** The GA4 events in the host's dataLayer (without GTM's `{ ecommerce: null }` resets). */
const gaEvents = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { dataLayer: { event?: string; ecommerce: Record<string, unknown> }[] }
    ).dataLayer.filter((entry) => entry.event !== undefined),
  );
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);

/** Opens the host page with the loader's options (the prefill: a fresh day, 10 people, German). */
async function openHost(
  page: Page,
  options: Record<string, unknown> = {},
  people = 10,
): Promise<FrameLocator> {
  const day = freshDay();
  await page.setViewportSize({ width: 1400, height: 900 });
  const all = { prefill: { language: 'de', start: day, end: day, people }, ...options };
  await page.goto(`${host}/host.html#${encodeURIComponent(JSON.stringify(all))}`);
  await expect.poll(() => received(page, 'ready')).toHaveLength(1);
  const app = page.frameLocator('#booking iframe');
  await expect(app.getByRole('textbox', { name: 'Personen' }).first()).toHaveValue(String(people));
  return app;
}

/** The guest fills the cart with a room (the Boardroom is booked directly) and a lunch, and the summary's form. */
async function fillCart(app: FrameLocator, room = 'Boardroom') {
  await app.getByRole('button', { name: "Los geht's" }).click();
  await app.getByRole('button', { name: `Auswählen ${room}` }).click();
  await expect(app.getByRole('button', { name: `Auswählen ${room}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await app.getByRole('tab', { name: /Verpflegung/ }).click();
  await app.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await app.getByText('Vegetarisch', { exact: true }).click();
  await expect(app.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();
  await app.getByRole('tab', { name: /Übersicht/ }).click();
  await app.getByRole('textbox', { name: 'Vorname' }).fill('Jonas');
  await app.getByRole('textbox', { name: 'Nachname' }).fill('Keller');
  await app.getByRole('textbox', { name: 'E-Mail' }).fill('jonas.keller@example.com');
}

type Ledger = { payments?: { kind: string; outcome: string; amount: number }[] };
/** What the ledger of a booking as the server answers it says was paid (captures that succeeded). */
const paidOf = (booking: Ledger) =>
  (booking.payments ?? [])
    .filter((e) => e.kind === 'capture' && e.outcome === 'success')
    .reduce((sum, e) => sum + e.amount, 0);

/**
 * What a booking event says the guest booked (fillCart: the Boardroom and a vegetarian lunch for ten, one day, in
 * German), and what its ledger says of its money; nothing of the guest's name or e-mail.
 */
function boardroomView(total: number, paid: number, state: string) {
  return expect.objectContaining({
    nights: 0,
    days: 1,
    people: 10,
    lines: [
      expect.objectContaining({ kind: 'unitgroup', item: 'Boardroom', itemcount: 1, personcount: 10 }),
      expect.objectContaining({
        kind: 'service',
        item: 'Mittagsbuffet',
        personcount: 10,
        options: ['Vegetarisch'],
      }),
    ],
    payment: { state, paid, open: total - paid },
  });
}
const personal = /Jonas|Keller|jonas\.keller/;

/** The booking the thank-you view names: its code as shown, its token from the reopen link (which has no code). */
async function reopenLink(app: FrameLocator) {
  const href = await app.getByRole('link', { name: /Buchung später wieder öffnen/ }).getAttribute('href');
  const link = new URL(href ?? '', 'http://x');
  return {
    code: (await app.getByTestId('booking-code').textContent())?.trim() ?? '',
    token: link.searchParams.get('bookingtoken') ?? '',
  };
}

test('paying inside the embed: a refused card fires paymentFailed and never paymentSucceeded, the card that pays fires paymentSucceeded', async ({
  page,
  request,
}) => {
  const app = await openHost(page, { analytics: { dataLayer: true } });
  // The visitor accepts analytics on the host's banner after the page has loaded.
  await page.evaluate(() =>
    (window as unknown as { booking: { setConsent: (granted: boolean) => void } }).booking.setConsent(true),
  );
  await fillCart(app);
  await app.getByText('Kreditkarte', { exact: true }).click();
  await app.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Noch zu erledigen' })).toHaveCount(0);
  await app.getByRole('button', { name: 'Reservieren und bezahlen' }).click();
  const dialog = app.getByRole('dialog', { name: /Zahlung für Buchung/ });
  await expect(dialog.getByRole('textbox', { name: 'Kartennummer' })).toBeVisible();

  // Reserved, waiting for its payment: no payment event before the guest has paid.
  const { code, token } = await reopenLink(app);
  const held = await readBooking(request, 'lindenhof', token, code);
  expect(held.bookingstate).toBe(OFFERED);
  await expect
    .poll(() => received(page, 'reservationCreated'))
    .toEqual([
      {
        code,
        state: OFFERED,
        total: held.total,
        currency: 'EUR',
        view: boardroomView(held.total, 0, 'unpaid'),
      },
    ]);
  expect(JSON.stringify(await received(page, 'reservationCreated'))).not.toMatch(personal);
  expect(await received(page, 'paymentSucceeded')).toEqual([]);
  expect(await received(page, 'paymentFailed')).toEqual([]);
  // A reservation waiting for its payment is no purchase yet.
  expect(await gaEvents(page)).not.toContainEqual(expect.objectContaining({ event: 'purchase' }));

  // A refused card: paymentFailed with the booking still Offered, and no success.
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill(CARD.refused);
  await dialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText('Die Zahlung wurde abgelehnt.');
  await expect
    .poll(() => received(page, 'paymentFailed'))
    .toEqual([
      {
        code,
        state: OFFERED,
        total: held.total,
        currency: 'EUR',
        view: boardroomView(held.total, 0, 'unpaid'),
      },
    ]);
  expect(await received(page, 'paymentSucceeded')).toEqual([]);

  // The card that pays: paymentSucceeded with the confirmed booking, as the server has it.
  await dialog.getByRole('button', { name: 'Erneut versuchen' }).click();
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill(CARD.success);
  await dialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText('Zahlung erfolgreich');
  const paid = await readBooking(request, 'lindenhof', token, code);
  expect(paid.bookingstate).toBe(CONFIRMED);
  // lindenhof takes a 30 % deposit: the ledger holds it, and the event says so.
  const deposit = paidOf(paid as Ledger);
  expect(deposit).toBe(Math.round(paid.total * 0.3));
  await expect
    .poll(() => received(page, 'paymentSucceeded'))
    .toEqual([
      {
        code,
        state: CONFIRMED,
        total: paid.total,
        currency: 'EUR',
        view: boardroomView(paid.total, deposit, 'partlyPaid'),
      },
    ]);
  expect(JSON.stringify(await received(page, 'paymentSucceeded'))).not.toMatch(personal);
  expect(await received(page, 'paymentFailed')).toHaveLength(1);
  // The host's Tag Manager hears one purchase: the booking code, its total in euros.
  await expect
    .poll(async () => (await gaEvents(page)).filter((e) => e.event === 'purchase'))
    .toEqual([
      { event: 'purchase', ecommerce: { transaction_id: code, value: paid.total / 100, currency: 'EUR' } },
    ]);
  // Closing the dialog reports nothing more.
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(app.getByRole('dialog')).toHaveCount(0);
  expect(await received(page, 'paymentSucceeded')).toHaveLength(1);
  expect(await received(page, 'paymentFailed')).toHaveLength(1);
});

/** A request for the plenary hall (booked on request), paid at the venue. */
async function requestOffer(app: FrameLocator) {
  await fillCart(app, 'Plenarsaal Seeblick');
  await app.getByText('Zahlung vor Ort', { exact: true }).click();
  await app.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Noch zu erledigen' })).toHaveCount(0);
  await app.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(app.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
}

test("with the visitor's consent the host's dataLayer receives the GA4 events in order", async ({
  page,
  request,
}) => {
  const app = await openHost(page, { analytics: { dataLayer: true, consent: 'banner' } }, 25);
  await page.evaluate(() => {
    (window as unknown as { bannerConsent: boolean }).bannerConsent = true;
  });
  await requestOffer(app);
  const { code, token } = await reopenLink(app);
  const booking = await readBooking(request, 'lindenhof', token, code);
  await expect
    .poll(async () => (await gaEvents(page)).at(-1))
    .toEqual({
      event: 'generate_lead',
      ecommerce: { transaction_id: code, value: booking.total / 100, currency: 'EUR' },
    });
  const events = await gaEvents(page);
  const names = events.map((e) => e.event);
  expect(names.filter((n, i) => n !== names[i - 1])).toEqual([
    'begin_checkout',
    'add_to_cart',
    'generate_lead',
  ]);
  expect(events[0]).toEqual({ event: 'begin_checkout', ecommerce: { currency: 'EUR' } });
  expect(events[1]).toEqual({
    event: 'add_to_cart',
    ecommerce: {
      currency: 'EUR',
      items: [{ item_id: expect.any(String), item_category: 'unitgroup', quantity: 1 }],
    },
  });
  // GTM's reset comes before every event; nothing personal is pushed.
  expect(await dataLayer(page)).toHaveLength(events.length * 2);
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/Clara|Jonas|Keller|example\.com/);
});

test("without the visitor's consent the host's dataLayer stays empty", async ({ page }) => {
  const app = await openHost(page, { analytics: { dataLayer: true, consent: 'banner' } }, 25);
  await requestOffer(app);
  await expect.poll(() => received(page, 'offerRequested')).toHaveLength(1);
  expect(await received(page, 'cartStarted')).toHaveLength(1);
  expect(await dataLayer(page)).toEqual([]);
});

test('with third-party storage blocked, a full request inside the embed completes without an error for the guest', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // As Chromium does for a third-party frame in some modes: every storage access in the iframe throws.
  await page.context().addInitScript(() => {
    if (window.top === window) return;
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  });
  const app = await openHost(page, {}, 25);
  const frame = page.frames().find((f) => f.url().startsWith(`${server}/lindenhof`));
  expect(
    await frame?.evaluate(() => {
      try {
        void localStorage.length;
        return 'open';
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');
  await requestOffer(app);
  await expect.poll(() => received(page, 'offerRequested')).toHaveLength(1);
  await expect(app.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
