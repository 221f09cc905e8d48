import { expectNoAxeViolations } from '../src/axe.ts';
import { lindenhofOffer, openBooking, stored, useProviderKind } from '../src/existing-booking-helpers.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Every provider kind of the sandbox (server/README.md "Payments sandbox") through the real server:
 * the test card decides the outcome.
 */

const CARD = {
  success: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  canceled: '4000 0000 0000 0069',
  pending: '4000 0000 0000 0077',
  error: '4000 0000 0000 0119',
  unknown: '4000 0000 0000 0101',
} as const;
type Outcome = Exclude<keyof typeof CARD, 'unknown'>;

const MESSAGE: Record<Outcome, string> = {
  success: 'Zahlung erfolgreich: Ihre Buchung ist bestätigt.',
  refused: 'Die Zahlung wurde abgelehnt. Ihre Buchung ist noch nicht bestätigt.',
  canceled: 'Die Zahlung wurde abgebrochen. Ihre Buchung ist noch nicht bestätigt.',
  pending: 'Die Zahlung ist in Bearbeitung. Wir bestätigen Ihre Buchung, sobald sie eingeht.',
  error: 'Die Zahlung ist fehlgeschlagen. Ihre Buchung ist noch nicht bestätigt.',
};
// The outcome comes after the provider's page round trip (form, outcome page, message, paid check): on a loaded
// two-core machine that takes longer than expect's default 5 s.
const PROVIDER_ROUND_TRIP = { timeout: 15_000 };
const CONFIRMED = 8;
const OFFERED = 2;

type Kind = 'cardfields' | 'link' | 'iframe' | 'dropin';

/** Pays in the open payment dialog the way the provider kind asks for it. */
async function pay(page: Page, dialog: Locator, kind: Kind, card: string) {
  if (kind === 'cardfields' || kind === 'dropin') {
    await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill(card);
    await dialog.getByRole('button', { name: 'Bezahlen' }).click();
    return;
  }
  if (kind === 'link') {
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Zahlungsseite öffnen' }).click();
    const popup = await popupOpened;
    await expect(popup.getByText('TEST MODE')).toBeVisible(PROVIDER_ROUND_TRIP);
    await popup.getByRole('textbox', { name: 'Card number' }).fill(card);
    await popup.getByRole('button', { name: 'Pay now' }).click();
    await expect(popup.getByText('You can close this window.')).toBeVisible(PROVIDER_ROUND_TRIP);
    await popup.close();
    return;
  }
  const frame = dialog.frameLocator('iframe[title="Zahlungsformular"]');
  await expect(frame.getByText('TEST MODE')).toBeVisible(PROVIDER_ROUND_TRIP);
  await frame.getByRole('textbox', { name: 'Card number' }).fill(card);
  await frame.getByRole('button', { name: 'Pay now' }).click();
}

/** Opens a fresh lindenhof offer and confirms it, which asks for the payment. */
async function askForPayment(page: Page, request: Parameters<typeof lindenhofOffer>[0], kind: Kind) {
  await useProviderKind(request, kind);
  const b = await lindenhofOffer(request);
  await openBooking(page, 'lindenhof', b);
  const confirm = page.getByRole('button', { name: 'Buchung bestätigen' });
  // While the booking's actions load the button is pending and takes no press (react-aria's data-pending).
  await expect(confirm).not.toHaveAttribute('data-pending', 'true');
  await confirm.click();
  // Confirming rechecks the availability and sets the payment method before the payment page opens its dialog
  // and loads the provider's form: three calls to the server, then the provider's script.
  await expect(page).toHaveURL(/\/payment\/\d+$/, { timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: /Zahlung für Buchung/ });
  await expect(dialog.getByText('Testmodus: Sandbox-Zahlung, es wird nichts abgebucht')).toBeVisible({
    timeout: 15_000,
  });
  return { b, dialog };
}

test.afterAll(async ({ request }) => {
  await useProviderKind(request, 'cardfields');
});

for (const kind of ['cardfields', 'link', 'iframe', 'dropin'] as const) {
  test.describe(`${kind} provider`, () => {
    test('a successful payment confirms the booking (axe-clean dialog)', async ({ page, request }) => {
      const { b, dialog } = await askForPayment(page, request, kind);
      await expectNoAxeViolations(page, `${kind} payment dialog`, '[role="dialog"]');
      await pay(page, dialog, kind, CARD.success);
      await expect(dialog.getByTestId('payment-outcome')).toContainText(MESSAGE.success, PROVIDER_ROUND_TRIP);
      const after = await stored(request, b);
      expect(after.bookingstate).toBe(CONFIRMED);
      await expect(dialog.getByText(`Reservierungscode: ${after.reservationcode}`)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    });

    test('a refused card offers a retry, and the retry pays', async ({ page, request }) => {
      const { b, dialog } = await askForPayment(page, request, kind);
      await pay(page, dialog, kind, CARD.refused);
      await expect(dialog.getByTestId('payment-outcome')).toContainText(MESSAGE.refused, PROVIDER_ROUND_TRIP);
      expect((await stored(request, b)).bookingstate).toBe(OFFERED);
      await dialog.getByRole('button', { name: 'Erneut versuchen' }).click();
      await pay(page, dialog, kind, CARD.success);
      await expect(dialog.getByTestId('payment-outcome')).toContainText(MESSAGE.success, PROVIDER_ROUND_TRIP);
      expect((await stored(request, b)).bookingstate).toBe(CONFIRMED);
    });

    test('a canceled payment offers no retry and leaves the booking offered', async ({ page, request }) => {
      const { b, dialog } = await askForPayment(page, request, kind);
      await pay(page, dialog, kind, CARD.canceled);
      await expect(dialog.getByTestId('payment-outcome')).toContainText(
        MESSAGE.canceled,
        PROVIDER_ROUND_TRIP,
      );
      await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
      expect((await stored(request, b)).bookingstate).toBe(OFFERED);
    });

    test('a failed payment offers a retry and leaves the booking offered', async ({ page, request }) => {
      const { b, dialog } = await askForPayment(page, request, kind);
      await pay(page, dialog, kind, CARD.error);
      await expect(dialog.getByTestId('payment-outcome')).toContainText(MESSAGE.error, PROVIDER_ROUND_TRIP);
      await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      expect((await stored(request, b)).paymenttime).toBeNull();
    });

    test('a pending payment leaves the booking unpaid', async ({ page, request }) => {
      const { b, dialog } = await askForPayment(page, request, kind);
      await pay(page, dialog, kind, CARD.pending);
      if (kind === 'link') {
        // docs/rules.md#payments: the link provider keeps polling while the payment is pending.
        await expect(dialog.getByRole('status')).toHaveText('Warten auf die Zahlung …');
        // Two more paid checks answered "pending", and still no outcome.
        for (let check = 0; check < 2; check += 1)
          await page.waitForResponse((r) => r.url().includes('/api/booking/paymentstatus/') && r.ok());
        await expect(dialog.getByTestId('payment-outcome')).toHaveCount(0);
      } else {
        await expect(dialog.getByTestId('payment-outcome')).toContainText(
          MESSAGE.pending,
          PROVIDER_ROUND_TRIP,
        );
        await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
      }
      const after = await stored(request, b);
      expect(after.paymenttime).toBeNull();
      expect(after.bookingstate).toBe(OFFERED);
    });
  });
}

test('the drop-in redirect flow comes back after a full page load and completes the payment', async ({
  page,
  request,
}) => {
  const { b, dialog } = await askForPayment(page, request, 'dropin');
  // react-aria hides the native radio visually: choose it by its label, as a pointer user does.
  await dialog.getByText('Überweisung (Weiterleitung)').click();
  await expect(dialog.getByRole('radio', { name: 'Überweisung (Weiterleitung)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(CARD.success);
  await page.getByRole('button', { name: 'Pay now' }).click();
  // Back on the configurator (a full page load): the stored token and code reload the booking and the
  // dialog resumes with the stored redirect result.
  await expect(page).toHaveURL(/\/lindenhof\/payment\/\d+/);
  const resumed = page.getByRole('dialog', { name: /Zahlung für Buchung/ });
  await expect(resumed.getByTestId('payment-outcome')).toContainText(MESSAGE.success, PROVIDER_ROUND_TRIP);
  expect((await stored(request, b)).bookingstate).toBe(CONFIRMED);
});

test('a double click on Pay makes one payment', async ({ page, request }) => {
  const { b, dialog } = await askForPayment(page, request, 'cardfields');
  const charges: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(booking\/makepayment|payment\/sandbox\/tokenize)/.test(r.url())) charges.push(r.url());
  });
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill(CARD.success);
  await dialog.getByRole('button', { name: 'Bezahlen' }).dblclick();
  await expect(dialog.getByTestId('payment-outcome')).toContainText(MESSAGE.success, PROVIDER_ROUND_TRIP);
  expect(charges.filter((u) => u.includes('tokenize'))).toHaveLength(1);
  expect(charges.filter((u) => u.includes('makepayment'))).toHaveLength(1);
  expect((await stored(request, b)).bookingstate).toBe(CONFIRMED);
});

for (const kind of ['cardfields', 'dropin'] as const) {
  test(`${kind}: an unknown result shows ERRORUNKNOWN and disables retry`, async ({ page, request }) => {
    const { b, dialog } = await askForPayment(page, request, kind);
    await pay(page, dialog, kind, CARD.unknown);
    await expect(dialog.getByTestId('payment-outcome')).toContainText(
      'Der Zahlungsstatus ist unbekannt. Bitte kontaktieren Sie uns, bevor Sie es erneut versuchen.',
      PROVIDER_ROUND_TRIP,
    );
    await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    expect((await stored(request, b)).paymenttime).toBeNull();
  });
}
