import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import {
  chooseLanguage,
  isoDay,
  openEventBar,
  pickDay,
  propertyLogin,
  readBooking,
  sentBooking,
} from '../src/configurator-helpers.ts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 21, card guarantee and cancellation fee (docs/rules.md#rate-policies): City Loft's flexible rate holds a
 * card as the guarantee and charges nothing; cancelling is free until two days before arrival, then costs the first
 * night, charged to the held card. The guest keeps the default flexible rate, reserves the Studio and guarantees it
 * with a test card of the sandbox (server/README.md "Payments sandbox"), then reopens the booking by its link and
 * code and cancels it: free of charge a month ahead, at the first night's price for tomorrow.
 */

const CARD = { success: '4111 1111 1111 1111', refused: '4000 0000 0000 0002' } as const;
const FULL_NUMBER = /4111\s*1111\s*1111\s*1111/;
const OFFERED = 2;
const CONFIRMED = 8;
const CANCELED = 32;
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({
    path: `${shots}/guarantee-${name}-${size?.width}x${size?.height}.png`,
    fullPage: true,
  });
}

/** Shoots the page at both sizes (wide, then narrow), then goes back to the size it had. */
async function shootBoth(page: Page, name: string) {
  const before = page.viewportSize();
  for (const size of [wide, narrow]) {
    await page.setViewportSize(size);
    await shoot(page, name);
  }
  if (before) await page.setViewportSize(before);
}

const T = {
  de: {
    select: 'Auswählen Studio',
    flexible: /^Flexible Rate · 258,00 € für den Aufenthalt/,
    summary: /Übersicht/,
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    method: 'Zahlungsart',
    card: 'Kreditkarte',
    terms: 'Ich akzeptiere die Geschäftsbedingungen',
    reserve: 'Reservieren und mit Karte garantieren',
    dialog: /Kartengarantie für Buchung/,
    intro: 'Ihre Karte wird als Garantie für Ihre Reservierung hinterlegt. Jetzt wird nichts belastet.',
    cardNumber: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    guarantee: 'Mit Karte garantieren',
    refused: 'Die Karte wurde abgelehnt. Ihre Buchung ist noch nicht garantiert.',
    retry: 'Erneut versuchen',
    success: 'Ihre Karte garantiert Ihre Buchung: Sie ist bestätigt. Es wurde nichts belastet.',
    held: /Garantiert durch Karte VISA.* •••• 1111 \(gültig bis 12\/30\)\. Es wurde nichts belastet\./,
    close: 'Schließen',
    confirmedTitle: 'Vielen Dank, Ihre Reservierung ist bestätigt',
    reopen: 'Buchung später wieder öffnen',
    code: 'Buchungscode',
    open: 'Buchung öffnen',
    cancel: 'Buchung stornieren',
    ask: 'Diese Buchung stornieren?',
    free: 'Die Stornierung ist kostenlos.',
    fee: (fee: string) => `Eine Stornierung kostet jetzt ${fee}.`,
    charge: /Der Betrag wird Ihrer Karte VISA.* •••• 1111 belastet\./,
    canceled: 'Storniert',
    charged: (fee: string) =>
      new RegExp(`Für die Stornierung wurden ${fee} Ihrer Karte VISA.* •••• 1111 belastet\\.`),
    money: (cents: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100),
  },
  en: {
    select: 'Select Studio',
    flexible: /^Flexible rate · €258\.00 for the stay/,
    summary: /Summary/,
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    method: 'Payment method',
    card: 'Credit card',
    terms: 'I accept the terms and conditions',
    reserve: 'Reserve and guarantee',
    dialog: /Card guarantee for booking/,
    intro: 'Your card is held as a guarantee for your reservation. Nothing is charged now.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    guarantee: 'Guarantee with card',
    refused: 'The card was refused. Your booking is not guaranteed yet.',
    retry: 'Try again',
    success: 'Your card guarantees your booking: it is confirmed. Nothing was charged.',
    held: /Guaranteed by card VISA.* •••• 1111 \(expires 12\/30\)\. Nothing was charged\./,
    close: 'Close',
    confirmedTitle: 'Thank you, your reservation is confirmed',
    reopen: 'Open your booking again later',
    code: 'Booking code',
    open: 'Open booking',
    cancel: 'Cancel booking',
    ask: 'Cancel this booking?',
    free: 'Cancelling is free of charge.',
    fee: (fee: string) => `Cancelling now costs ${fee}.`,
    charge: /It is charged to your card VISA.* •••• 1111\./,
    canceled: 'Canceled',
    charged: (fee: string) =>
      new RegExp(`${fee} were charged to your card VISA.* •••• 1111 for the cancellation\\.`),
    money: (cents: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100),
  },
} as const;
type Texts = (typeof T)[keyof typeof T];

/**
 * The guest reserves the Studio at City Loft from `arrival` to `departure` at the default flexible rate: the send
 * button says the card guarantees it, and the guarantee dialog opens by itself.
 */
async function reserveStudio(page: Page, t: Texts, lang: 'de' | 'en', arrival: string, departure: string) {
  await page.goto(`/cityloft?lang=${lang}`);
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  await openEventBar(page);
  await pickDay(page, arrival, locale);
  await pickDay(page, departure, locale);
  const studio = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Studio' }) });
  await expect(studio.getByRole('radio', { name: t.flexible })).toBeChecked();
  await studio.getByRole('button', { name: t.select }).click();
  await expect(studio.getByRole('button', { name: t.select })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: t.summary }).click();
  await page.getByRole('textbox', { name: t.first }).fill('Mara');
  await page.getByRole('textbox', { name: t.last }).fill('Lindqvist');
  await page.getByRole('textbox', { name: t.email }).fill('mara.lindqvist@example.com');
  await page.getByRole('radiogroup', { name: t.method }).getByText(t.card, { exact: true }).click();
  await page.getByText(t.terms, { exact: true }).click();
  await page.getByRole('button', { name: t.reserve }).click();

  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/cityloft\/payment\/\d+$/);
  await expect(dialog.getByText(t.intro)).toBeVisible();
  // Nothing is charged: no amount due is said.
  await expect(dialog).not.toContainText(/Jetzt fällig|Amount due now/);
  await expect(dialog.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
  return dialog;
}

/** Enters a card in the guarantee dialog and holds it. */
async function guaranteeWith(dialog: Locator, t: Texts, number: string) {
  await dialog.getByRole('textbox', { name: t.cardNumber }).fill(number);
  await dialog.getByRole('textbox', { name: t.expiry }).fill('12/30');
  await dialog.getByRole('button', { name: t.guarantee }).click();
}

/**
 * The guest reopens the booking on another device: the link from the thank-you view (it opens in the guest's
 * language, docs/pages.md#reopening-a-booking), then the booking code.
 */
async function reopenElsewhere(browser: Browser, page: Page, t: Texts, code: string): Promise<Page> {
  const href = await page.getByRole('link', { name: t.reopen }).getAttribute('href');
  const other = await (await browser.newContext()).newPage();
  await other.setViewportSize(page.viewportSize() ?? wide);
  await other.goto(href ?? '');
  await other.getByRole('textbox', { name: t.code }).fill(code);
  await other.getByRole('button', { name: t.open }).click();
  await expect(other.getByRole('heading', { level: 1, name: /^(Buchung|Booking) / })).toContainText(code);
  return other;
}

test('a card guarantees the flexible rate: a refused card is retried, nothing is charged, cancelling a month ahead is free (English)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(narrow);
  const t = T.en;
  const dialog = await reserveStudio(page, t, 'en', isoDay(30), isoDay(32));
  await expectNoAxeViolations(page, 'guarantee dialog', '[role="dialog"]');
  await shootBoth(page, 'dialog-en');

  // Behind the dialog: the reservation waits Offered for its guarantee.
  const { code, token } = await sentBooking(page);
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(OFFERED);

  // A refused card: the message, a retry; the booking still waits.
  await guaranteeWith(dialog, t, CARD.refused);
  await expect(dialog.getByTestId('payment-outcome')).toContainText(t.refused);
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(OFFERED);
  await dialog.getByRole('button', { name: t.retry }).click();

  // The card that holds: Confirmed, nothing charged, the card named by its last digits only.
  await guaranteeWith(dialog, t, CARD.success);
  const outcome = dialog.getByTestId('payment-outcome');
  await expect(outcome).toContainText(t.success);
  await expect(outcome).toContainText(t.held);
  const held = await readBooking(request, 'cityloft', token, code);
  expect(held.bookingstate).toBe(CONFIRMED);
  expect(held.paymenttime).toBeNull();
  expect(held.cardheld).toBe(true);
  await shoot(page, 'held-en');
  await dialog.getByRole('button', { name: t.close }).click();

  // The thank-you view: confirmed, the card that guarantees, nothing charged (not "paid").
  await expect(page.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();
  const note = page.getByTestId('ordered-payment');
  await expect(note).toContainText(t.held);
  await expect(note).not.toContainText(/paid/i);
  await expect(page.locator('body')).not.toContainText(FULL_NUMBER);
  await expectNoAxeViolations(page, 'thank-you view of a guaranteed booking', 'main');
  await shoot(page, 'thanks-en');

  // Reopened on another device by its link and code: guaranteed by the card; cancelling is free a month ahead.
  const other = await reopenElsewhere(browser, page, t, code);
  await expect(other.getByTestId('booking-card')).toContainText(t.held);
  await expect(other.locator('body')).not.toContainText(FULL_NUMBER);
  // What was agreed, as the one view of the booking reads it: departure, two nights at the flexible rate with its
  // terms, and the price per night.
  const facts = other.getByTestId('booking-facts');
  await expect(facts).toContainText(/Departure.*, 11:00/);
  await expect(facts).toContainText(/Nights\s*2/);
  await expect(facts).toContainText(/Flexible rate · .*cancel/i);
  await expect(other.getByRole('region', { name: 'Your selection' })).toContainText('2 nights × €129.00');
  await shoot(other, 'reopened-en');
  await other.getByRole('button', { name: t.cancel }).click();
  const sheet = other.getByRole('alertdialog', { name: t.ask });
  await expect(sheet).toContainText(t.free);
  await expect(sheet).not.toContainText(/costs/);
  await sheet.getByRole('button', { name: t.cancel }).click();
  await expect(other.getByTestId('booking-state')).toHaveText(t.canceled);
  await expect(other.getByTestId('booking-fee')).toHaveCount(0);
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(CANCELED);
  await other.context().close();
});

test('cancelling a guaranteed booking for tomorrow costs the first night, charged to the held card (German, then English)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(wide);
  const de = T.de;
  const dialog = await reserveStudio(page, de, 'de', isoDay(1), isoDay(3));
  await expectNoAxeViolations(page, 'guarantee dialog, German', '[role="dialog"]');
  await shootBoth(page, 'dialog-de');
  await guaranteeWith(dialog, de, CARD.success);
  await expect(dialog.getByTestId('payment-outcome')).toContainText(de.success);
  await dialog.getByRole('button', { name: de.close }).click();
  await expect(page.getByTestId('ordered-payment')).toContainText(de.held);
  const { code, token } = await sentBooking(page);
  const held = await readBooking(request, 'cityloft', token, code);
  expect(held.bookingstate).toBe(CONFIRMED);

  // Tomorrow is inside the two free days: cancelling costs the first night of the Studio (129,00 € a night).
  const other = await reopenElsewhere(browser, page, de, code);
  await other.getByRole('button', { name: de.cancel }).click();
  const sheet = other.getByRole('alertdialog', { name: de.ask });
  await expect(sheet).toContainText(de.fee('129,00 €'));
  await expect(sheet).toContainText(de.charge);
  await expectNoAxeViolations(other, 'cancel with a fee, German', '[role="alertdialog"]');
  await shootBoth(other, 'cancel-fee-de');
  // Kept: nothing happens to the booking.
  await sheet.getByRole('button', { name: 'Buchung behalten' }).click();
  await expect(sheet).toHaveCount(0);
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(CONFIRMED);

  // The same question in English.
  const en = T.en;
  await chooseLanguage(other, 'Sprache: Deutsch', 'English');
  await expect(other.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  await other.getByRole('button', { name: en.cancel }).click();
  const asked = other.getByRole('alertdialog', { name: en.ask });
  await expect(asked).toContainText(en.fee('€129.00'));
  await expect(asked).toContainText(en.charge);
  await shootBoth(other, 'cancel-fee-en');

  // Confirmed: Canceled, and the guest reads what was charged to the card.
  await asked.getByRole('button', { name: en.cancel }).click();
  await expect(other.getByTestId('booking-state')).toHaveText(en.canceled);
  await expect(other.getByTestId('booking-fee')).toContainText(en.charged('€129.00'));
  await expect(other.locator('body')).not.toContainText(FULL_NUMBER);
  await shoot(other, 'canceled-fee-en');
  const canceled = await readBooking(request, 'cityloft', token, code);
  expect(canceled.bookingstate).toBe(CANCELED);
  expect(canceled.cancellationfee).toBe(12900);
  await other.context().close();
});

test('a held card that refuses the fee leaves the booking confirmed, and the guest is told (German)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(wide);
  const de = T.de;
  const dialog = await reserveStudio(page, de, 'de', isoDay(1), isoDay(3));
  // The sandbox's card that is held but refuses every later charge (server/README.md "Payments sandbox").
  await guaranteeWith(dialog, de, '4000 0000 0000 0341');
  await expect(dialog.getByTestId('payment-outcome')).toContainText(de.success);
  await dialog.getByRole('button', { name: de.close }).click();
  const { code, token } = await sentBooking(page);

  const other = await reopenElsewhere(browser, page, de, code);
  await other.getByRole('button', { name: de.cancel }).click();
  const sheet = other.getByRole('alertdialog', { name: de.ask });
  await expect(sheet).toContainText(de.fee('129,00 €'));
  await sheet.getByRole('button', { name: de.cancel }).click();
  await expect(
    other.getByText(
      'Ihre Karte wurde für die Stornogebühr abgelehnt. Ihre Buchung ist nicht storniert; bitte wenden Sie sich an das Hotel.',
    ),
  ).toBeVisible();
  await expect(other.getByTestId('booking-state')).toHaveText('Bestätigt');
  await expect(other.getByRole('button', { name: de.cancel })).toBeEnabled();
  const kept = await readBooking(request, 'cityloft', token, code);
  expect(kept.bookingstate).toBe(CONFIRMED);
  expect(kept.cancellationfee ?? null).toBeNull();
  await other.context().close();
});

/** Switches City Loft's sandbox provider kind (server: POST /api/payment/sandbox/kind/{kind}). */
async function cityloftProviderKind(request: APIRequestContext, kind: 'cardfields' | 'dropin') {
  const { token } = await propertyLogin(request, 'cityloft');
  const res = await request.post(`/api/payment/sandbox/kind/${kind}`, { headers: { 'X-Auth-Token': token } });
  expect(res.status()).toBe(200);
}

test('the drop-in holds the card too: it asks for the expiry and charges nothing (English)', async ({
  page,
  request,
}) => {
  await cityloftProviderKind(request, 'dropin');
  try {
    await page.setViewportSize(wide);
    const t = T.en;
    const dialog = await reserveStudio(page, t, 'en', isoDay(40), isoDay(42));
    await dialog.getByRole('radiogroup', { name: 'Payment method' }).getByText('Credit card').click();
    await guaranteeWith(dialog, t, CARD.success);
    await expect(dialog.getByTestId('payment-outcome')).toContainText(t.success);
    await expect(dialog.getByTestId('payment-outcome')).toContainText(t.held);
    const { code, token } = await sentBooking(page);
    const held = await readBooking(request, 'cityloft', token, code);
    expect(held.bookingstate).toBe(CONFIRMED);
    expect(held.paymenttime).toBeNull();
    expect(held.cardheld).toBe(true);
  } finally {
    await cityloftProviderKind(request, 'cardfields');
  }
});
