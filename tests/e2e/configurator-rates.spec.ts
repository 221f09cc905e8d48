import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import {
  cartTotal,
  isoDay,
  openEventBar,
  pickDay,
  readBooking,
  sentBooking,
} from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 21, first slice (docs/rules.md#rate-policies): City Loft sells its rooms at a flexible and a
 * non-refundable rate. A guest compares them in the Studio's card, chooses the non-refundable one by keyboard,
 * sees its price and terms in the cart, and reserves at it: the booking is priced at it, held until it is paid in
 * full, and cannot be cancelled free of charge.
 */

const shots = process.env.PA_SHOTS_DIR;
const ARRIVAL = isoDay(90);
const DEPARTURE = isoDay(92);

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('a guest compares the rates in a room’s card and reserves at the non-refundable one, by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/cityloft');
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  await openEventBar(page);
  await pickDay(page, ARRIVAL);
  await pickDay(page, DEPARTURE);

  const studio = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Studio' }) });
  const rates = studio.getByRole('radiogroup', { name: 'Rate' });
  const flexible = rates.getByRole('radio', { name: /^Flexible Rate · 258,00 € für den Aufenthalt/ });
  const nonRefundable = rates.getByRole('radio', {
    name: /^Nicht stornierbare Rate · 232,20 € für den Aufenthalt/,
  });
  await expect(flexible).toBeChecked();
  await expect(rates).toContainText('Kostenlose Stornierung bis 2 Tage vor der Anreise.');
  await expect(rates).toContainText('Danach kostet eine Stornierung die erste Nacht.');
  await expect(rates).toContainText('Nicht erstattbar: keine kostenlose Stornierung.');

  // By keyboard: the arrow key moves to the non-refundable rate and chooses it, then the card is selected.
  await flexible.focus();
  await page.keyboard.press('ArrowDown');
  await expect(nonRefundable).toBeChecked();
  await expect(nonRefundable).toBeFocused();
  await studio.getByRole('button', { name: 'Auswählen Studio' }).focus();
  await page.keyboard.press('Enter');
  await expect(studio.getByRole('button', { name: 'Auswählen Studio' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(nonRefundable).toBeChecked();
  await expectNoAxeViolations(page, 'rates in the card');
  await shoot(page, 'rates-card-de-1400x900');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(cartTotal(page)).toHaveText('232,20 €');
  await expect(page.getByRole('row', { name: /Studio/ })).toContainText(
    'Nicht stornierbare Rate: Wird bei der Buchung vollständig bezahlt. Nicht erstattbar: keine kostenlose Stornierung.',
  );
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Berg');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('lena.berg@example.com');
  // The non-refundable rate is paid in full when booking: the cart asks how.
  await page
    .getByRole('radiogroup', { name: 'Zahlungsart' })
    .getByRole('radio', { name: 'Kreditkarte' })
    .focus();
  await page.keyboard.press('Space');
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await shoot(page, 'rates-cart-de-1400x900');
  // The rate is paid when booking: the button says so, and the payment dialog opens at once.
  await page.getByRole('button', { name: 'Reservieren und bezahlen' }).click();
  const dialog = page.getByRole('dialog', { name: /Zahlung für Buchung/ });
  await expect(dialog.getByText('Jetzt fällig: 232,20 €')).toBeVisible();
  const sent = await sentBooking(page);
  const held = await readBooking(request, 'cityloft', sent.token, sent.code);
  // Held (Offered) at the rate's price until the full payment succeeds.
  expect(held.bookingstate).toBe(2);
  expect(held.total).toBe(23220);

  // A refused test card first: the booking stays held; then the card that pays (server/README.md test cards).
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText('Die Zahlung wurde abgelehnt.');
  expect((await readBooking(request, 'cityloft', sent.token, sent.code)).bookingstate).toBe(2);
  await dialog.getByRole('button', { name: 'Erneut versuchen' }).click();
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill('4111 1111 1111 1111');
  await dialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText('Zahlung erfolgreich');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByTestId('ordered-payment')).toContainText('232,20 €');

  const paid = await readBooking(request, 'cityloft', sent.token, sent.code);
  expect(paid.bookingstate).toBe(8);
  // Paid and non-refundable: cancelling is never free; it costs the whole total, kept from the payment.
  expect(paid.cancellation).toEqual({ free: false, fee: 23_220, charge: 0 });
});

test('the rate choice fits a phone, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cityloft');
  await openEventBar(page);
  await pickDay(page, ARRIVAL);
  await pickDay(page, DEPARTURE);
  await expect(page.getByRole('radiogroup', { name: 'Rate' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'rates on a phone');
  await shoot(page, 'rates-card-de-390x844');
});

/** Puts City Loft's flexible rate back to two free days, through the API: a failed test leaves no change behind. */
async function restoreFlexible(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@cityloft.example', password: STAFF_PASSWORD },
  });
  const headers = { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
  const list = await request.get('/api/staff/rateplan/list?f.propertyId=2&p.s=50', { headers });
  const items = (
    (await list.json()) as {
      items: { id: number; version: number; code: string; freeCancellationDays: number | null }[];
    }
  ).items;
  const flexible = items.find((r) => r.code === 'BAR');
  expect(flexible).toBeDefined();
  if (flexible && flexible.freeCancellationDays !== 2) {
    const restored = await request.post(`/api/staff/rateplan/update/${flexible.id}`, {
      headers,
      data: { id: flexible.id, version: flexible.version, freeCancellationDays: 2 },
    });
    expect(restored.ok()).toBe(true);
  }
}

test.describe('a rate’s terms edited by the hotel', () => {
  test.afterEach(async ({ request }) => restoreFlexible(request));

  test('the owner gives the flexible rate five free days; the guest’s card says so', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1400, height: 900 });
    await staffSignIn(page, 'owner@cityloft.example');
    await page.getByRole('link', { name: 'Offer', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Parts of the offer' })
      .getByRole('link', { name: 'Rate plans' })
      .click();
    await page.getByRole('rowheader', { name: 'Flexible rate' }).click();
    const days = page.getByRole('textbox', { name: /Free cancellation until/ });
    await expect(days).toHaveValue('2');
    await days.fill('5');
    await expectNoAxeViolations(page, 'rate plan form');
    await shoot(page, 'rateplan-form-en-1400x900');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. Guests see it on their next visit.')).toBeVisible();

    const guest = await (await browser.newContext()).newPage();
    await guest.goto('/cityloft');
    await openEventBar(guest);
    await pickDay(guest, ARRIVAL);
    await pickDay(guest, DEPARTURE);
    const studio = guest.getByRole('article').filter({ has: guest.getByRole('heading', { name: 'Studio' }) });
    await expect(studio.getByRole('radiogroup', { name: 'Rate' })).toContainText(
      'Kostenlose Stornierung bis 5 Tage vor der Anreise.',
    );
  });
});
