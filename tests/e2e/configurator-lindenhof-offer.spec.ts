import { cartTotal, isoDay, money, readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { expect, test } from '../src/test.ts';

test('lindenhof in German: a two-day meeting for 25 people is sent as a request priced by the server like the cart, waiting for the hotel', async ({
  page,
  request,
}) => {
  const day = isoDay(20);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seehotel Lindenhof' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: "Los geht's" }).click();

  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('tab', { name: /Tagungspauschalen/ }).click();
  await expect(page).toHaveURL(/\/service\/1\/package$/);
  await page.getByRole('button', { name: 'Auswählen Tagungspauschale' }).click();
  // The package's generated coffee breaks are added at once and announced to screen readers.
  await expect(page.getByTestId('announcer')).toContainText('Kaffeepause vormittags');
  await expect(page.getByTestId('announcer')).toContainText('Kaffeepause nachmittags');
  await page.getByRole('textbox', { name: 'Ihre Wünsche' }).fill('Bühne mit Rednerpult');

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Kaffeepause vormittags' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await page.getByText('Vegetarisch', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await expect(page.getByRole('region', { name: 'Ihre Tage' }).getByText(/^Tag 2:/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('clara.berger@example.com');
  // Only the methods the hotel offers (its setting paymentOptions.methods): no prepayment.
  const methods = page.getByRole('radiogroup', { name: 'Zahlungsart' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  for (const name of ['Zahlung vor Ort', 'Kreditkarte', 'Rechnung an Firma']) {
    await expect(methods.getByRole('radio', { name, exact: true })).toBeEnabled();
  }
  await expect(methods.getByRole('radio', { name: 'Vorauszahlung' })).toHaveCount(0);
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Noch zu erledigen' })).toHaveCount(0);

  const shownTotal = (await cartTotal(page).textContent())?.trim() ?? '';
  expect(shownTotal).toMatch(/€$/);
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();

  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  const { code, token } = await sentBooking(page);
  await expect(page.getByTestId('booking-code')).toHaveText(code);
  await expect(page.getByTestId('ordered-next')).toHaveText(
    'Das Hotel prüft Ihre Anfrage und schickt Ihnen ein Angebot. Öffnen Sie Ihre Buchung dann über den Link „Buchung später wieder öffnen“, um sie zu bestätigen.',
  );

  const booking = await readBooking(request, 'lindenhof', token, code);
  // docs/rules.md#booking-lifecycle: the hotel reviews every request (booking.offerReview): New.
  expect(booking.bookingstate).toBe(1);
  expect(money(booking.total, booking.currency, 'de-DE')).toBe(shownTotal);
  const lines = booking.bookingServiceList as { service: { id: number } }[];
  expect(lines.length).toBeGreaterThanOrEqual(8);
});
