import {
  cartTotal,
  chooseLanguage,
  isoDay,
  openEventBar,
  pickDay,
  propertyLogin,
  readBooking,
  sentBooking,
} from '../src/configurator-helpers.ts';
import { press, tabTo, typeText } from '../src/configurator-keyboard.ts';
import { freshDayOffset, hotelSendsOffer } from '../src/existing-booking-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * docs/rules.md#booking-lifecycle, the guest's journey on a property whose hotel reviews every request
 * (cityloft, booking.offerReview): a request above the direct-booking limit is stored New and waits for
 * the hotel; the booker cannot confirm it until the hotel's staff send the offer.
 */

const NEW = 1;
const OFFERED = 2;
const CONFIRMED = 8;

const WAITING_DE =
  'Ihre Anfrage wurde gesendet und wartet auf das Hotel. Das Hotel schickt Ihnen ein Angebot, das Sie dann hier bestätigen können.';
const WAITING_EN =
  'Your request has been sent and waits for the hotel. The hotel will send you an offer; you can confirm it here then.';
const NEXT_WAIT_DE =
  'Das Hotel prüft Ihre Anfrage und schickt Ihnen ein Angebot. Öffnen Sie Ihre Buchung dann über den Link „Buchung später wieder öffnen“, um sie zu bestätigen.';

/**
 * A new guest at /cityloft (German, the configurator's default) chooses the Penthouse for three nights
 * from `arrival` days ahead by clicks, fills the contact form and sends the request; the thank-you view
 * says the hotel looks at it first. Answers the booking's code and token from the reopen link.
 */
async function sendPenthouseRequest(page: Page, arrival: number) {
  await page.goto('/cityloft');
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await openEventBar(page);
  await pickDay(page, isoDay(arrival));
  await pickDay(page, isoDay(arrival + 3));
  await page.getByRole('button', { name: 'Auswählen Penthouse' }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Penthouse' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('row', { name: /Penthouse/ })).toContainText('1 Zimmer × 3 Nächte');
  // 3 nights × 590 €: above the hotel's 1.500 € limit for direct reservations (max.amount.book.directly).
  await expect(cartTotal(page)).toHaveText('1.770,00 €');

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Mara');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Vogel');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('mara.vogel@example.com');
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  // Only a request is possible: no direct reservation above the limit.
  await expect(page.getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt verbindlich reservieren' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();

  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  await expect(page.getByTestId('ordered-next')).toHaveText(NEXT_WAIT_DE);
  const sent = await sentBooking(page);
  await expect(page.getByTestId('booking-code')).toHaveText(sent.code);
  return sent;
}

/** Follows the thank-you view's reopen link and proves the booking code, as the booker does later. */
async function reopen(page: Page, code: string) {
  await page.getByRole('link', { name: 'Buchung später wieder öffnen' }).click();
  await expect(page).toHaveURL(/\/cityloft\/reservation\?loadBooking=/);
  await page.getByRole('textbox', { name: 'Buchungscode' }).fill(code);
  await page.getByRole('button', { name: 'Buchung öffnen' }).click();
  await expect(page.getByRole('heading', { name: `Buchung ${code}` })).toBeVisible();
}

test('a Penthouse request waits for the hotel: no confirm until the hotel sends the offer, then the booker confirms with a card held', async ({
  page,
  request,
}) => {
  const { code, token } = await sendPenthouseRequest(page, freshDayOffset(3));

  await reopen(page, code);
  await expect(page.getByTestId('booking-state')).toHaveText('Neu');
  await expect(page.getByTestId('booking-waiting')).toHaveText(WAITING_DE);
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);

  // The server refuses a confirm of the waiting request, whatever the page shows, and changes nothing.
  const { token: auth } = await propertyLogin(request, 'cityloft');
  const refused = await request.post(`/api/booking/confirm/${token}/${code}`, {
    headers: { 'X-Auth-Token': auth },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ error: 'error.booking.awaitingoffer' });
  const waiting = await readBooking(request, 'cityloft', token, code);
  expect(waiting.bookingstate).toBe(NEW);

  // The hotel's staff send the offer; the booker's reloaded page offers the confirm.
  const sent = await hotelSendsOffer(request, {
    id: Number(waiting.id),
    version: Number(waiting.version),
    propertyKey: 'cityloft',
  });
  expect(sent.bookingstate).toBe(OFFERED);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Buchung ${code}` })).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Angeboten');
  await expect(page.getByTestId('booking-waiting')).toHaveCount(0);
  // docs/rules.md#the-payment-ledger: the flexible rate holds a card before the offer is Confirmed, whoever confirms.
  await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
  const dialog = page.getByRole('dialog', { name: /Kartengarantie für Buchung/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill('4111111111111111');
  await dialog.getByRole('textbox', { name: 'Gültig bis (MM/JJ)' }).fill('12/30');
  await dialog.getByRole('button', { name: 'Mit Karte garantieren' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText(
    'Ihre Karte garantiert Ihre Buchung: Sie ist bestätigt. Es wurde nichts belastet.',
  );
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByTestId('booking-state')).toHaveText('Bestätigt');
  await expect(page.getByTestId('booking-card')).toContainText('1111');
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(CONFIRMED);
});

test('the reopened Penthouse request switched to English says in English that it waits for the hotel', async ({
  page,
  request,
}) => {
  const { code, token } = await sendPenthouseRequest(page, freshDayOffset(3));
  await reopen(page, code);
  await expect(page.getByTestId('booking-waiting')).toHaveText(WAITING_DE);

  await chooseLanguage(page, 'Sprache: Deutsch', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('New');
  await expect(page.getByTestId('booking-waiting')).toHaveText(WAITING_EN);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(NEW);
});

test('at 390 px by keyboard alone, the booker holds a card to confirm the hotel’s Penthouse offer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const arrival = freshDayOffset(3);
  const { code, token } = await sendPenthouseRequest(page, arrival);
  const waiting = await readBooking(request, 'cityloft', token, code);
  // The hotel holds its offer for the booker until the day before arrival.
  await hotelSendsOffer(
    request,
    { id: Number(waiting.id), version: Number(waiting.version), propertyKey: 'cityloft' },
    isoDay(arrival - 1),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  // The reopen link, the booking code and the confirm, then the card held in the dialog: keys only.
  await tabTo(page, page.getByRole('link', { name: 'Buchung später wieder öffnen' }));
  // The link loads the page anew (no focus to check until it has).
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cityloft\/reservation\?loadBooking=/);
  // The new page has drawn its code form and asked for all it needs before the first Tab (a form drawn after it
  // would take the place focus starts from).
  await expect(page.getByRole('textbox', { name: 'Buchungscode' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByRole('textbox', { name: 'Buchungscode' }));
  await typeText(page, code);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: `Buchung ${code}` })).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Angeboten');
  // Issue 37: the offer says what was agreed: the departure, the nights and their price, the rate and its terms,
  // and until when the hotel holds it.
  const long = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const facts = page.getByTestId('booking-facts');
  await expect(facts).toContainText(
    `Abreise${long(isoDay(arrival + 3), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, 11:00`,
  );
  await expect(facts).toContainText('Nächte3');
  // The terms say what accepting the offer takes: a card held, nothing paid (policyTexts of a request).
  await expect(facts).toContainText(
    'RateFlexible Rate · Jetzt nichts zu bezahlen; wenn Sie das Angebot des Hotels annehmen, sichert eine Karte die Buchung.',
  );
  await expect(facts).toContainText(
    `Für Sie reserviert bis${long(isoDay(arrival - 1), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}`,
  );
  await expect(page.getByRole('row', { name: /Penthouse/ })).toContainText('3 Nächte × 590,00 €');
  await tabTo(page, page.getByRole('button', { name: 'Buchung bestätigen' }));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: /Kartengarantie für Buchung/ });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Kartennummer' }));
  await typeText(page, '4111111111111111');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Gültig bis (MM/JJ)' }));
  await typeText(page, '12/30');
  await tabTo(page, dialog.getByRole('button', { name: 'Mit Karte garantieren' }));
  await press(page, 'Enter');
  await expect(dialog.getByTestId('payment-outcome')).toContainText('Es wurde nichts belastet.');
  await tabTo(page, dialog.getByRole('button', { name: 'Schließen' }));
  await press(page, 'Enter');
  await expect(page.getByTestId('booking-state')).toHaveText('Bestätigt');
  expect((await readBooking(request, 'cityloft', token, code)).bookingstate).toBe(CONFIRMED);
});
