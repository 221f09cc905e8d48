import { propertyLogin } from '../src/configurator-helpers.ts';
import { expectVisibleFocus, press, tabTo } from '../src/configurator-keyboard.ts';
import {
  type CreatedBooking,
  freshDay,
  hotelSendsOffer,
  lindenhofDay,
  stored,
  useProviderKind,
} from '../src/existing-booking-helpers.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 16: the third guest journey, REOPEN AND PAY, by keyboard alone. The hotel's offer arrives by mail (real
 * SMTP, read from the e2e mail catcher); its link is the guest's first screen. The guest types the booking code
 * from the mail, reviews the offer (its lines and total) and confirms it, which asks for the deposit in the
 * sandbox's card fields; or cancels the offer, which asks first. `press` and `tabTo` check after every key that
 * the focus is visible and never on the body.
 */

const OFFERED = 2;
const CONFIRMED = 8;
const CANCELED = 32;
/** A lindenhof meeting-day request for its own booker's address, then the hotel's offer (staff API). */
async function offerFor(request: APIRequestContext, email: string): Promise<CreatedBooking> {
  const date = freshDay();
  const { token: auth, propertyId } = await propertyLogin(request, 'lindenhof');
  const data = await lindenhofDay(request, auth, date);
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': auth },
    data: { ...data, propertyId, booker: { ...data.booker, email } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as Record<string, unknown>;
  const b: CreatedBooking = {
    id: Number(body.id),
    code: String(body.bookingcode),
    token: String(body.bookingtoken),
    total: Number(body.total),
    auth,
    propertyId,
    propertyKey: 'lindenhof',
    date,
    version: Number(body.version),
    bookingstate: Number(body.bookingstate),
  };
  const sent = await hotelSendsOffer(request, b);
  expect(sent.bookingstate).toBe(OFFERED);
  return { ...b, ...sent };
}

/**
 * A key that opens the confirmation sheet: it slides up from below the window (design-system Sheet), so the
 * focus it starts on is checked once the sheet has arrived: visible, and inside the window.
 */
async function pressToOpenSheet(page: Page, key: string, sheet: Locator) {
  await page.keyboard.press(key);
  await expect(sheet).toBeVisible();
  await sheet.evaluate((dialog) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return (
            target?.contains(dialog) && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY
          );
        })
        .map((a) => a.finished),
    ),
  );
  await expectVisibleFocus(page, `${key} opened the question`);
  await expect(page.locator(':focus')).toBeInViewport();
}

/** The booker's link as the first screen, then the booking code typed and sent by keyboard. */
async function openByKeyboard(page: Page, link: string, code: string) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Buchung öffnen' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Buchungscode' });
  await tabTo(page, field);
  await page.keyboard.type(code);
  await tabTo(page, page.getByRole('button', { name: 'Buchung öffnen' }));
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${code}` })).toBeVisible();
  await expect(page).toHaveURL(/\/lindenhof\/cart\/1$/);
  // The prompt's button is gone with its page: the booking's heading has the focus.
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${code}` })).toBeFocused();
  await expectVisibleFocus(page, 'opening the booking');
}

test('reopen and pay: from the booker’s link, by keyboard alone, the booker types the code, reviews the offer and pays the deposit', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.3', '@wcag-2.4.7', '@wcag-3.3.4'],
}, async ({ page, request }) => {
  await useProviderKind(request, 'cardfields');
  const b = await offerFor(request, `reopen-pay-${Date.now()}@example.org`);
  // The link as the offer mail carries it (booking-journey.spec.ts reads it from the mail itself).
  await openByKeyboard(page, `/lindenhof/reservation?loadBooking=${b.code}&bookingtoken=${b.token}`, b.code);

  // The review before any money moves: the offer's state, its lines and total; nothing is paid yet.
  await expect(page.getByTestId('booking-state')).toHaveText('Angeboten');
  const selection = page.getByRole('region', { name: 'Ihre Auswahl' });
  await expect(selection.getByRole('row', { name: /^Plenarsaal/ })).toBeVisible();
  await expect(selection.getByRole('row', { name: /^Mittagsbuffet/ })).toBeVisible();
  const euro = (minor: number) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100);
  await expect(selection).toContainText(euro(b.total));

  // Confirming asks for the 30 % deposit in the payment dialog: the focus moves into it.
  await tabTo(page, page.getByRole('button', { name: 'Buchung bestätigen' }));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: `Zahlung für Buchung ${b.code}` });
  await expect(dialog.getByText(`Jetzt fällig: ${euro(Math.round((b.total * 30) / 100))}`)).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'the payment dialog opened');
  expect((await stored(request, b)).bookingstate).toBe(OFFERED);

  await tabTo(page, dialog.getByRole('textbox', { name: 'Kartennummer' }));
  await page.keyboard.type('4111 1111 1111 1111');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Karteninhaber' }));
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, dialog.getByRole('button', { name: 'Bezahlen' }));
  await press(page, 'Enter');
  await expect(dialog.getByTestId('payment-outcome')).toContainText(
    'Zahlung erfolgreich: Ihre Buchung ist bestätigt.',
  );
  // The card form is gone with the payment: the focus stays in the dialog, visibly.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'the payment’s outcome');

  const after = await stored(request, b);
  expect(after.bookingstate).toBe(CONFIRMED);
  expect(after.paymenttime).not.toBeNull();
  await expect(dialog.getByText(`Reservierungscode: ${after.reservationcode}`)).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: 'Schließen' }));
  await press(page, 'Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booking-state')).toHaveText('Bestätigt');
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);
  // The button that opened the dialog is gone (the booking is confirmed): the booking's heading has the focus.
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${b.code}` })).toBeFocused();
  await expectVisibleFocus(page, 'closing the payment dialog');
});

test('cancelling an offer by keyboard: the alert dialog asks first, keeping returns the focus, confirming cancels', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.3', '@wcag-2.4.7', '@wcag-3.3.4'],
}, async ({ page, request }) => {
  const b = await offerFor(request, `reopen-cancel-${Date.now()}@example.org`);
  // The link as the offer mail carries it.
  await openByKeyboard(page, `/lindenhof/reservation?loadBooking=${b.code}&bookingtoken=${b.token}`, b.code);

  const cancel = page.getByRole('button', { name: 'Buchung stornieren' });
  await tabTo(page, cancel);
  const sheet = page.getByRole('alertdialog', { name: 'Diese Buchung stornieren?' });
  await pressToOpenSheet(page, 'Enter', sheet);
  // The question starts on keeping the booking: a stray Enter never cancels. Enter keeps it, and the focus is
  // back on the button that asked.
  await expect(sheet.getByRole('button', { name: 'Buchung behalten' })).toBeFocused();
  await press(page, 'Enter');
  await expect(sheet).toBeHidden();
  await expect(cancel).toBeFocused();
  // Escape keeps it too.
  await pressToOpenSheet(page, 'Enter', sheet);
  await press(page, 'Escape');
  await expect(sheet).toBeHidden();
  await expect(cancel).toBeFocused();
  expect((await stored(request, b)).bookingstate).toBe(OFFERED);

  await pressToOpenSheet(page, 'Enter', sheet);
  await tabTo(page, sheet.getByRole('button', { name: 'Buchung stornieren' }));
  await press(page, 'Enter');
  await expect(page.getByText('Ihre Buchung wurde storniert.')).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Storniert');
  await expect(cancel).toHaveCount(0);
  // The cancel button is gone with the cancelled booking: the booking's heading, with its new state, has the focus.
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${b.code}` })).toBeFocused();
  await expectVisibleFocus(page, 'cancelling');
  expect((await stored(request, b)).bookingstate).toBe(CANCELED);
});
