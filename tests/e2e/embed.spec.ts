import { mkdirSync } from 'node:fs';
import { eventBar, openEventBar, readBooking } from '../src/configurator-helpers.ts';
import {
  ALLOWED_ORIGINS,
  allowing,
  type HostPages,
  type LindenhofOwner,
  lindenhofOwner,
  serveHostPages,
} from '../src/embed-host.ts';
import { bookEveryUnit, freshDay, lindenhofOffer } from '../src/existing-booking-helpers.ts';
import { expect as baseExpect, type Frame, type Page, test } from '../src/test.ts';

/*
 * Issue 14, the embed (configurator/src/embed/PROTOCOL.md, docs/embedding.md): a hotel's own website on
 * another origin includes /embed.js and shows lindenhof inline or in a modal dialog, and drives it with the
 * protocol's commands. The host pages are served here by a small HTTP server on two more loopback ports: the
 * hotel's site (added to lindenhof's embed.allowedOrigins for these tests, put back afterwards) and a third origin
 * that is not allowed.
 */

// Logging in and loading inside a frame: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const serverPort = Number(process.env.E2E_PORT ?? 3917);
const server = `http://127.0.0.1:${serverPort}`;
const hostPort = serverPort + 10;
const otherPort = serverPort + 11;
const host = `http://127.0.0.1:${hostPort}`;
const other = `http://127.0.0.1:${otherPort}`;
const shots = process.env.PA_SHOTS_DIR;

const pages: Record<string, string> = {
  '/inline.html': `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hotel Lindenhof</title>
<style>body{font-family:sans-serif;margin:0}header,footer{background:#23443a;color:#fff;padding:16px 24px}main{max-width:1100px;margin:0 auto;padding:16px}</style></head>
<body><header><h1>Hotel Lindenhof am See</h1></header><main><p>Tagen am See: buchen Sie Ihren Raum direkt hier.</p>
<div id="booking"></div><iframe title="Werbung" src="${other}/ad.html" style="width:300px;height:60px;border:1px solid #ccc"></iframe></main>
<footer>Impressum</footer>
<script src="${server}/embed.js"></script>
<script>
  window.received = [];
  window.booking = VenueBooking.embed({ property: 'lindenhof', target: '#booking' });
  for (const name of ['ready', 'inited', 'resize', 'routeChanged', 'cartStarted', 'itemAdded', 'itemRemoved', 'offerRequested', 'reservationCreated'])
    booking.on(name, (data) => received.push({ name, data }));
</script></body></html>`,
  '/modal.html': `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hotel Lindenhof</title>
<style>body{font-family:sans-serif;margin:0;padding:24px}</style></head>
<body><h1>Hotel Lindenhof am See</h1><p>Tagen am See.</p><button type="button" id="book">Jetzt buchen</button>
<script src="${server}/embed.js"></script>
<script>window.booking = VenueBooking.modal({ property: 'lindenhof', trigger: '#book' });</script></body></html>`,
  '/ad.html': '<!doctype html><html><body>Anzeige</body></html>',
};

let hosts: HostPages[] = [];
let owner: LindenhofOwner;

test.beforeAll(async ({ request }) => {
  hosts = await Promise.all([serveHostPages(pages, hostPort), serveHostPages(pages, otherPort)]);
  owner = await lindenhofOwner(request);
  await owner.set(request, ALLOWED_ORIGINS, allowing(host));
});

test.afterAll(async ({ request }) => {
  for (const http of hosts) http.close();
  await owner?.restore(request);
});

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/embed-${name}.png`, fullPage: true });
}

/** The configurator's frame (Playwright's Frame, for evaluating in it). */
async function configuratorFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${server}/lindenhof`))).toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(`${server}/lindenhof`));
  if (!frame) throw new Error('no configurator frame');
  return frame;
}

const received = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { received: { name: string; data: unknown }[] }).received
        .filter((m) => m.name === n)
        .map((m) => m.data),
    name,
  );

/** The iframe is as tall as its document: nothing scrolls inside it. */
async function expectNoInnerScroll(page: Page) {
  const frame = await configuratorFrame(page);
  await expect
    .poll(async () => {
      const inner = await frame.evaluate(() => document.documentElement.scrollHeight);
      const outer = await page.locator('#booking iframe').evaluate((el) => el.getBoundingClientRect().height);
      return Math.abs(inner - outer);
    })
    .toBeLessThanOrEqual(1);
}

test('the snippet embeds lindenhof inline: init, refresh, reload, auto height, and commands from other origins are ignored', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  // Days no other test books: the hall is booked on the first below, every unit on the second, a day of the same
  // month (so both are on the calendar page the guest sees).
  let day = freshDay();
  let full = freshDay();
  while (full.slice(0, 7) !== day.slice(0, 7)) {
    day = full;
    full = freshDay();
  }
  const shownDay = (iso: string) =>
    new RegExp(
      `(^|\\s)${new Intl.DateTimeFormat('de-DE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T12:00:00Z`))}`,
    );
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${host}/inline.html`);
  const app = page.frameLocator('#booking iframe');
  await expect(page.locator('#booking iframe')).toHaveAttribute('title', 'Buchung');
  await expect.poll(() => received(page, 'ready')).toEqual([{ version: 1 }]);

  // init with dates and people: answered with inited, and the event bar shows them.
  await page.evaluate(
    (d) =>
      (window as unknown as { booking: { send: (n: string, x: unknown) => void } }).booking.send('init', {
        start: d,
        end: d,
        people: 22,
      }),
    day,
  );
  await expect
    .poll(() => received(page, 'inited'))
    .toEqual([{ applied: { start: day, end: day, people: 22 } }]);
  await expect(app.getByRole('textbox', { name: 'Personen' }).first()).toHaveValue('22');
  await expect(
    app.getByRole('gridcell', { selected: true }).getByRole('button', { name: shownDay(day) }),
  ).toBeVisible();
  await expectNoInnerScroll(page);
  await shoot(page, 'inline-wide');

  // refresh, on the calendar: another booker takes every unit of a later day through the API; the host's refresh
  // reads the calendar again, and the guest sees that day as not available.
  const fullDay = app.getByRole('grid').getByRole('button', { name: shownDay(full) });
  await expect(fullDay).not.toHaveAttribute('data-unavailable', 'true');
  await bookEveryUnit(request, 'lindenhof', full);
  await page.evaluate(() =>
    (window as unknown as { booking: { send: (n: string) => void } }).booking.send('refresh'),
  );
  await expect(fullDay).toHaveAttribute('data-unavailable', 'true');
  await expect(fullDay).toHaveAccessibleDescription(/nicht verfügbar/);

  // Another page of the flow: the iframe follows the content's height, and the host hears the route.
  const startHeight = await page
    .locator('#booking iframe')
    .evaluate((el) => el.getBoundingClientRect().height);
  await app.getByRole('button', { name: "Los geht's" }).click();
  await app.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await expect(app.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => (await received(page, 'routeChanged')).at(-1))
    .toEqual({ path: expect.stringMatching(/^\/unitgroup\//) });
  await expectNoInnerScroll(page);
  const flowHeight = await page
    .locator('#booking iframe')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(flowHeight).not.toBe(startHeight);

  // refresh: another booker takes the hall through the API; the host's refresh re-reads the lists.
  await lindenhofOffer(request, day);
  const reread = page.waitForRequest((r) => r.url().startsWith(`${server}/api/unitgroup/list`));
  await page.evaluate(() =>
    (window as unknown as { booking: { send: (n: string) => void } }).booking.send('refresh'),
  );
  await reread;
  await expect(app.getByText('Nicht mehr verfügbar und entfernt: Plenarsaal Seeblick')).toBeVisible();

  // A third origin's frame on the same page sends a command: ignored and logged.
  const ad = page.frames().find((f) => f.url().startsWith(other));
  if (!ad) throw new Error('no third-origin frame');
  await ad.evaluate(() => {
    for (let i = 0; i < window.parent.frames.length; i++)
      window.parent.frames[i]?.postMessage(
        { type: 'venue:init', from: 'host', version: 1, data: { people: 99 } },
        '*',
      );
  });
  await expect.poll(() => warnings.some((w) => w.includes(`ignored venue:init from ${other}`))).toBe(true);
  await expect(eventBar(app)).toContainText('22 Personen');
  expect(await received(page, 'inited')).toHaveLength(1);

  // reload: the configurator loads again (and announces itself again); the cart survives.
  await page.evaluate(() =>
    (window as unknown as { booking: { send: (n: string) => void } }).booking.send('reload'),
  );
  await expect.poll(() => received(page, 'ready')).toHaveLength(2);
  await expect(eventBar(app)).toContainText('22 Personen');
  await expectNoInnerScroll(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await openEventBar(app);
  await expect(app.getByRole('grid').first()).toBeVisible();
  await expectNoInnerScroll(page);
  await shoot(page, 'inline-narrow');
});

test("a request sent inside the embed tells the host: cart started, item added, offer requested with the server's code and total", async ({
  page,
  request,
}) => {
  const day = freshDay();
  await page.goto(`${host}/inline.html`);
  const app = page.frameLocator('#booking iframe');
  await expect.poll(() => received(page, 'ready')).toHaveLength(1);
  await page.evaluate(
    (d) =>
      (window as unknown as { booking: { send: (n: string, x: unknown) => void } }).booking.send('init', {
        start: d,
        end: d,
        people: 25,
      }),
    day,
  );
  await expect(app.getByRole('textbox', { name: 'Personen' }).first()).toHaveValue('25');
  await app.getByRole('button', { name: "Los geht's" }).click();
  await app.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await expect(app.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await app.getByRole('tab', { name: /Verpflegung/ }).click();
  await app.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await app.getByText('Vegetarisch', { exact: true }).click();
  await expect(app.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();
  await app.getByRole('tab', { name: /Übersicht/ }).click();
  await app.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
  await app.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
  await app.getByRole('textbox', { name: 'E-Mail' }).fill('clara.berger@example.com');
  await app.getByText('Zahlung vor Ort', { exact: true }).click();
  await app.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Noch zu erledigen' })).toHaveCount(0);
  // Nothing is reported as booked before the server has accepted the request.
  expect(await received(page, 'offerRequested')).toEqual([]);
  await app.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(app.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();

  const href = await app.getByRole('link', { name: /Buchung später wieder öffnen/ }).getAttribute('href');
  const link = new URL(href ?? '', 'http://x');
  // The link carries the booking's id and token; the code is the one the page shows (docs/pages.md#after-sending).
  const code = (await app.getByTestId('booking-code').textContent())?.trim() ?? '';
  const booking = await readBooking(request, 'lindenhof', link.searchParams.get('bookingtoken') ?? '', code);
  await expect
    .poll(() => received(page, 'offerRequested'))
    .toEqual([
      {
        code,
        state: booking.bookingstate,
        total: booking.total,
        currency: 'EUR',
        // What the booking holds, as its one view reads it: the hall for 25 and their vegetarian lunch that day
        // (beside the minimum spend the hall asks), nothing paid; never the booker's name or e-mail.
        view: expect.objectContaining({
          arrival: expect.stringMatching(new RegExp(`^${day} `)),
          nights: 0,
          days: 1,
          people: 25,
          lines: expect.arrayContaining([
            expect.objectContaining({
              kind: 'unitgroup',
              item: 'Plenarsaal Seeblick',
              itemcount: 1,
              personcount: 25,
            }),
            expect.objectContaining({ kind: 'service', item: 'Mittagsbuffet', options: ['Vegetarisch'] }),
          ]),
          payment: { state: 'unpaid', paid: 0, open: booking.total },
        }),
      },
    ]);
  expect(JSON.stringify(await received(page, 'offerRequested'))).not.toMatch(/Clara|Berger/);
  const names = await page.evaluate(() =>
    (window as unknown as { received: { name: string }[] }).received
      .map((m) => m.name)
      .filter((n) => ['cartStarted', 'itemAdded', 'offerRequested'].includes(n)),
  );
  expect(names.filter((n, i) => n !== names[i - 1])).toEqual(['cartStarted', 'itemAdded', 'offerRequested']);
  const items = await received(page, 'itemAdded');
  expect(items[0]).toEqual({
    kind: 'unitgroup',
    id: expect.any(Number),
    code: expect.any(String),
    itemcount: 1,
    currency: 'EUR',
  });
  expect(items).toContainEqual(
    expect.objectContaining({ kind: 'service', code: expect.any(String), currency: 'EUR' }),
  );
  expect(await received(page, 'cartStarted')).toEqual([{ currency: 'EUR' }]);
});

test('the modal variant opens from a host button with focus inside, closes with Escape and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${host}/modal.html`);
  const button = page.getByRole('button', { name: 'Jetzt buchen' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Buchung' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await expect(dialog.frameLocator('iframe').getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(dialog.frameLocator('iframe').getByRole('button', { name: "Los geht's" })).toBeEnabled();
  await expect(dialog.frameLocator('iframe').getByRole('grid').first()).toBeVisible();
  // The page behind is out of reach while the dialog is open.
  await expect(button).toHaveAttribute('inert', '');
  await shoot(page, 'modal-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'modal-narrow');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // By keyboard inside the configurator: Tab into it and on to the calendar's day. Escape while a range is
  // started only cancels the range; Escape with nothing of the configurator's own to close closes the dialog.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  const frame = await configuratorFrame(page);
  const inGrid = () =>
    frame.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null && document.hasFocus());
  for (let i = 0; i < 40 && !(await inGrid()); i++) await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(true);
  await page.keyboard.press('Enter');
  const app = dialog.frameLocator('iframe');
  await expect(app.getByRole('status').filter({ hasText: 'Jetzt den letzten Tag wählen.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(app.getByRole('status').filter({ hasText: 'Jetzt den letzten Tag wählen.' })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await inGrid()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Opened again by a click, closed with its close button.
  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
