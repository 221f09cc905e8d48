import { expectNoAxeViolations as expectNoViolations } from '../src/axe.ts';
import {
  ALLOWED_ORIGINS,
  allowing,
  type HostPages,
  type LindenhofOwner,
  lindenhofOwner,
  serveHostPages,
} from '../src/embed-host.ts';
import { freshDay, lindenhofOffer, useProviderKind } from '../src/existing-booking-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 16, the accessibility conformance report: every page and open dialog of the guest configurator, and the
 * embed's modal on a hotel's own page, scanned by axe against the WCAG 2.2 AA rules at a desktop window
 * (1400×900, the menu beside the page, in German) and at a phone's (320×640, the menu in a drawer, in English).
 * The data comes from the real server: a request is really sent, a reservation is really guaranteed with the
 * sandbox's test card, and an offer sent by the hotel through the staff API is reopened, paid and asked to cancel.
 */

const T = {
  de: {
    properties: 'Wählen Sie ein Haus',
    language: /^Sprache: /,
    fullScreen: 'Vollbild',
    start: "Los geht's",
    timeslice: 'Uhrzeit',
    openMenu: 'Menü öffnen',
    hall: 'Auswählen Plenarsaal Seeblick',
    catering: /Verpflegung/,
    lunch: 'Auswählen Mittagsbuffet',
    vegetarian: 'Vegetarisch',
    rooms: /Zimmer/,
    roomsTitle: 'Zimmer',
    summary: /Übersicht/,
    requestOffer: 'Angebot anfordern',
    openPoints: /^Noch zu erledigen: \d+ offene Punkte?$/,
    clear: 'Warenkorb leeren',
    clearAsk: 'Warenkorb leeren?',
    cancel: 'Abbrechen',
    readTerms: 'Geschäftsbedingungen lesen',
    terms: 'Geschäftsbedingungen',
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    method: 'Zahlungsart',
    card: 'Kreditkarte',
    acceptTerms: 'Ich akzeptiere die Geschäftsbedingungen',
    offerSent: 'Vielen Dank, Ihre Anfrage wurde gesendet',
    sentToast: 'Ihre Anfrage wurde gesendet.',
    studio: 'Auswählen Studio',
    changeStay: 'Aufenthalt ändern',
    reserve: 'Reservieren und mit Karte garantieren',
    guaranteeDialog: /Kartengarantie für Buchung/,
    cardNumber: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    guarantee: 'Mit Karte garantieren',
    close: 'Schließen',
    confirmedTitle: 'Vielen Dank, Ihre Reservierung ist bestätigt',
    code: 'Buchungscode',
    open: 'Buchung öffnen',
    booking: (code: string) => `Buchung ${code}`,
    cancelBooking: 'Buchung stornieren',
    cancelAsk: 'Diese Buchung stornieren?',
    keep: 'Buchung behalten',
    confirm: 'Buchung bestätigen',
    paymentDialog: /Zahlung für Buchung/,
    pay: 'Bezahlen',
    paid: 'Zahlung erfolgreich: Ihre Buchung ist bestätigt.',
    bookNow: 'Jetzt buchen',
    embedDialog: 'Buchung',
  },
  en: {
    properties: 'Choose a property',
    language: /^Language: /,
    fullScreen: 'Full screen',
    start: 'Start',
    timeslice: 'Time',
    openMenu: 'Open menu',
    hall: 'Select Plenary hall',
    catering: /Catering/,
    lunch: 'Select Lunch buffet',
    vegetarian: 'Vegetarian',
    rooms: /Rooms/,
    roomsTitle: 'Rooms',
    summary: /Summary/,
    requestOffer: 'Request an offer',
    openPoints: /^Still to do: \d+ open points?$/,
    clear: 'Clear cart',
    clearAsk: 'Clear the cart?',
    cancel: 'Cancel',
    readTerms: 'Read the terms and conditions',
    terms: 'Terms and conditions',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    method: 'Payment method',
    card: 'Credit card',
    acceptTerms: 'I accept the terms and conditions',
    offerSent: 'Thank you, your request has been sent',
    sentToast: 'Your request has been sent.',
    studio: 'Select Studio',
    changeStay: 'Change stay',
    reserve: 'Reserve and guarantee',
    guaranteeDialog: /Card guarantee for booking/,
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    guarantee: 'Guarantee with card',
    close: 'Close',
    confirmedTitle: 'Thank you, your reservation is confirmed',
    code: 'Booking code',
    open: 'Open booking',
    booking: (code: string) => `Booking ${code}`,
    cancelBooking: 'Cancel booking',
    cancelAsk: 'Cancel this booking?',
    keep: 'Keep booking',
    confirm: 'Confirm booking',
    paymentDialog: /Payment for booking/,
    pay: 'Pay',
    paid: 'Payment successful: your booking is confirmed.',
  },
} as const;
type Lang = keyof typeof T;
type Texts = (typeof T)[Lang];

interface Size {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly lang: Lang;
}
const sizes: readonly Size[] = [
  { name: '1400×900, German', width: 1400, height: 900, lang: 'de' },
  { name: '320×640, English', width: 320, height: 640, lang: 'en' },
];

// The hotel's own page for the embed's modal, on another origin (like embed.spec.ts; on a port the system picks).
const serverPort = Number(process.env.E2E_PORT ?? 3917);
let host = '';
const modalPage = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hotel Lindenhof</title>
<style>body{font-family:sans-serif;margin:0;padding:24px}</style></head>
<body><main><h1>Hotel Lindenhof am See</h1><p>Tagen am See.</p><button type="button" id="book">Jetzt buchen</button></main>
<script src="http://127.0.0.1:${serverPort}/embed.js"></script>
<script>window.booking = VenueBooking.modal({ property: 'lindenhof', trigger: '#book' });</script></body></html>`;

let hostServer: HostPages | null = null;
let owner: LindenhofOwner;

test.beforeAll(async ({ request }) => {
  hostServer = await serveHostPages({ '/modal.html': modalPage });
  host = hostServer.origin;
  owner = await lindenhofOwner(request);
  await owner.set(request, ALLOWED_ORIGINS, allowing(host));
  // The payment dialog below is the sandbox's card fields.
  await useProviderKind(request, 'cardfields');
});

test.afterAll(async ({ request }) => {
  hostServer?.close();
  await owner?.restore(request);
});

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 1350;

/** Below 1350 px the menu is a drawer: opens it, scans it, closes it again. */
async function scanMenuDrawer(page: Page, t: Texts, what: string) {
  if (!isNarrow(page)) return;
  await page.getByRole('button', { name: t.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, `menu drawer (${what})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Lindenhof from the start page to a sent request: every step, the open points and the cart's dialogs. */
async function lindenhofWalk(page: Page, lang: Lang) {
  const t = T[lang];
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: t.properties })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seehotel Lindenhof' })).toBeVisible();
  await expectNoViolations(page, 'properties');

  const day = freshDay();
  await page.goto(`/lindenhof?lang=${lang}&f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: t.start })).toBeVisible();
  await expect(page.getByRole('grid').first()).toBeVisible();
  // The pictures come in their own chunk.
  await expect(page.getByRole('button', { name: t.fullScreen })).toBeVisible();
  await expectNoViolations(page, 'lindenhof dashboard');
  await scanMenuDrawer(page, t, 'not started');

  await page.getByRole('button', { name: t.language }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'language dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The time slice's list (a popover of the event bar).
  await page.getByRole('button', { name: new RegExp(`${t.timeslice}$`) }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoViolations(page, 'time slice list');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await page.getByRole('button', { name: t.start }).click();
  const hall = page.getByRole('button', { name: t.hall });
  await expect(hall).toBeVisible();
  await expectNoViolations(page, 'meeting rooms');
  await hall.click();
  await expect(hall).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page, 'meeting room chosen, with its details');
  await scanMenuDrawer(page, t, 'started');

  await page.getByRole('tab', { name: t.catering }).click();
  await page.getByRole('button', { name: t.lunch }).click();
  await expect(page.getByRole('button', { name: t.lunch })).toHaveAttribute('aria-pressed', 'true');
  await page.getByText(t.vegetarian, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: t.vegetarian })).toBeChecked();
  await expectNoViolations(page, 'catering with a chosen service');

  await page.getByRole('tab', { name: t.rooms }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.roomsTitle })).toBeVisible();
  await expectNoViolations(page, 'rooms');

  await page.getByRole('tab', { name: t.summary }).click();
  await page.getByRole('button', { name: t.requestOffer }).click();
  // The failed send moves the focus to the open points, whose heading names their count.
  await expect(page.getByRole('heading', { name: t.openPoints })).toBeFocused();
  await expectNoViolations(page, 'cart with open points');

  await page.getByRole('button', { name: t.clear }).click();
  await expect(page.getByRole('alertdialog', { name: t.clearAsk })).toBeVisible();
  await expectNoViolations(page, 'clear-cart dialog');
  await page.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('link', { name: t.readTerms }).click();
  await expect(page.getByRole('dialog', { name: t.terms })).toBeVisible();
  await expectNoViolations(page, 'terms dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Pages reached by their address (the cart stays in the session).
  for (const path of ['cart/alert', 'setup/0', 'unit']) {
    await page.goto(`/lindenhof/${path}?lang=${lang}`);
    await expect(
      page.getByRole('heading', { level: 1 }).or(page.getByRole('alertdialog')).first(),
    ).toBeVisible();
    await expectNoViolations(page, path);
  }

  await page.goto(`/lindenhof/cart/0?lang=${lang}`);
  await page.getByRole('textbox', { name: t.first }).fill('Ada');
  await page.getByRole('textbox', { name: t.last }).fill('Lovelace');
  await page.getByRole('textbox', { name: t.email }).fill('ada@example.org');
  await page.getByRole('radiogroup', { name: t.method }).getByText(t.card, { exact: true }).click();
  await page.getByText(t.acceptTerms, { exact: true }).click();
  await page.getByRole('button', { name: t.requestOffer }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.offerSent })).toBeVisible();
  // The toast that says so stays while the pointer rests on it (its timer pauses).
  await page.getByRole('alertdialog').filter({ hasText: t.sentToast }).hover();
  await expectNoViolations(page, 'thank-you page of a sent request, with its toast');
}

/** City Loft and workspace: their start pages, the rate choice, the card guarantee dialog and the confirmed reservation. */
async function otherPropertiesWalk(page: Page, lang: Lang) {
  const t = T[lang];
  await page.goto(`/workspace?lang=${lang}`);
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByRole('button', { name: t.fullScreen })).toBeVisible();
  await expectNoViolations(page, 'workspace dashboard');
  // Its flexible times: the start time's list.
  await page.getByRole('group', { name: t.timeslice }).getByRole('button').first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoViolations(page, 'start time list');
  await page.keyboard.press('Escape');

  // City Loft's stays are at least two nights.
  const arrival = freshDay();
  freshDay();
  const departure = freshDay();
  await page.goto(`/cityloft/dashboard?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'cityloft dashboard');
  // A hotel starts on its rooms, the stay in one line with a button that opens it.
  await page.goto(`/cityloft?lang=${lang}&f.start=${arrival}&f.end=${departure}&f.people=1`);
  const studio = page.getByRole('button', { name: t.studio });
  await expect(studio).toBeVisible();
  await expectNoViolations(page, 'cityloft rooms');
  await page.getByRole('button', { name: t.changeStay }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expectNoViolations(page, 'stay opened, with its calendar');
  await studio.click();
  await expect(studio).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page, 'room chosen, with its rates');

  await page.getByRole('tab', { name: t.summary }).click();
  await page.getByRole('textbox', { name: t.first }).fill('Mara');
  await page.getByRole('textbox', { name: t.last }).fill('Lindqvist');
  await page.getByRole('textbox', { name: t.email }).fill('mara.lindqvist@example.com');
  await page.getByRole('radiogroup', { name: t.method }).getByText(t.card, { exact: true }).click();
  await page.getByText(t.acceptTerms, { exact: true }).click();
  await page.getByRole('button', { name: t.reserve }).click();
  const dialog = page.getByRole('dialog', { name: t.guaranteeDialog });
  await expect(dialog.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
  await expectNoViolations(page, 'card guarantee dialog');
  await dialog.getByRole('textbox', { name: t.cardNumber }).fill('4111 1111 1111 1111');
  await dialog.getByRole('textbox', { name: t.expiry }).fill('12/30');
  await dialog.getByRole('button', { name: t.guarantee }).click();
  await expect(dialog.getByTestId('payment-outcome')).toBeVisible();
  await expectNoViolations(page, 'card guarantee outcome');
  await dialog.getByRole('button', { name: t.close }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();
  await expectNoViolations(page, 'thank-you page of a guaranteed reservation');
}

/** A lindenhof offer sent by the hotel, reopened by its link: the code prompt, the offer, cancel and pay dialogs. */
async function existingBookingWalk(page: Page, request: APIRequestContext, lang: Lang) {
  const t = T[lang];
  const b = await lindenhofOffer(request);
  await page.goto(`/lindenhof/reservation?lang=${lang}&loadBooking=${b.id}&bookingtoken=${b.token}`);
  await expect(page.getByRole('textbox', { name: t.code })).toBeVisible();
  await expectNoViolations(page, 'booking code prompt');
  await page.getByRole('textbox', { name: t.code }).fill(b.code);
  await page.getByRole('button', { name: t.open }).click();
  await expect(page.getByRole('heading', { name: t.booking(b.code) })).toBeVisible();
  await expectNoViolations(page, 'reopened offer');

  await page.getByRole('button', { name: t.cancelBooking }).click();
  await expect(page.getByRole('alertdialog', { name: t.cancelAsk })).toBeVisible();
  await expectNoViolations(page, 'cancel dialog');
  await page.getByRole('button', { name: t.keep }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: t.confirm }).click();
  const dialog = page.getByRole('dialog', { name: t.paymentDialog });
  await expect(dialog.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
  await expectNoViolations(page, 'payment dialog');
  await dialog.getByRole('textbox', { name: t.cardNumber }).fill('4111 1111 1111 1111');
  await dialog.getByRole('button', { name: t.pay }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText(t.paid);
  await expectNoViolations(page, 'payment outcome');
  await dialog.getByRole('button', { name: t.close }).click();
  await expect(dialog).toHaveCount(0);
  await expectNoViolations(page, 'confirmed booking');
}

for (const size of sizes) {
  test(`every page and open dialog of the configurator passes an axe scan (WCAG 2.2 AA rules) at ${size.name}`, {
    tag: [
      '@wcag-1.1.1',
      '@wcag-1.3.1',
      '@wcag-1.3.5',
      '@wcag-1.4.1',
      '@wcag-1.4.3',
      '@wcag-1.4.4',
      '@wcag-1.4.10',
      '@wcag-1.4.12',
      '@wcag-2.4.1',
      '@wcag-2.4.2',
      '@wcag-2.4.4',
      '@wcag-2.5.8',
      '@wcag-3.1.1',
      '@wcag-3.1.2',
      '@wcag-3.3.2',
      '@wcag-4.1.2',
    ],
  }, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await lindenhofWalk(page, size.lang);
    await otherPropertiesWalk(page, size.lang);
    await existingBookingWalk(page, request, size.lang);
  });
}

for (const size of sizes) {
  test(`the embed's modal on a hotel's page, with the configurator in its frame, passes an axe scan (WCAG 2.2 AA rules) at ${size.width}×${size.height}`, {
    tag: [
      '@wcag-1.1.1',
      '@wcag-1.3.1',
      '@wcag-1.3.5',
      '@wcag-1.4.1',
      '@wcag-1.4.3',
      '@wcag-1.4.4',
      '@wcag-1.4.10',
      '@wcag-1.4.12',
      '@wcag-2.4.1',
      '@wcag-2.4.2',
      '@wcag-2.4.4',
      '@wcag-2.5.8',
      '@wcag-3.1.1',
      '@wcag-3.1.2',
      '@wcag-3.3.2',
      '@wcag-4.1.2',
    ],
  }, async ({ page }) => {
    const t = T.de;
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${host}/modal.html`);
    await expectNoViolations(page, 'hotel page');
    await page.getByRole('button', { name: t.bookNow }).click();
    const dialog = page.getByRole('dialog', { name: t.embedDialog });
    const app = dialog.frameLocator('iframe');
    await expect(app.getByRole('button', { name: t.start })).toBeVisible({ timeout: 15_000 });
    await expect(app.getByRole('grid').first()).toBeVisible();
    await expect(app.getByRole('button', { name: t.fullScreen })).toBeVisible();
    // AxeBuilder scans inside frames: the configurator in the modal's iframe is part of this scan.
    await expectNoViolations(page, 'embed modal, dashboard');
    await app.getByRole('button', { name: t.start }).click();
    await expect(app.getByRole('button', { name: t.hall })).toBeVisible();
    await expectNoViolations(page, 'embed modal, meeting rooms');
  });
}
