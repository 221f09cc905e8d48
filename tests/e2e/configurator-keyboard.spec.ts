import { cartTotal, isoDay, money, readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { press, tabTo } from '../src/configurator-keyboard.ts';
import { freshDayOffset } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

test('the lindenhof meeting offer can be made with the keyboard alone, the focus always visible', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11', '@wcag-4.1.3'],
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  // No mouse: every step is a key press (navigation by URL only to open the page).
  // Two fresh days (the day and its duplicate): a request holds the hall, so no other test may have taken it.
  const day = isoDay(freshDayOffset(2));
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();

  await tabTo(page, page.getByRole('button', { name: "Los geht's" }));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);

  await tabTo(page, page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }));
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The tabs are one stop; arrow keys move between them.
  await tabTo(page, page.getByRole('tab', { selected: true }), 200);
  while (
    !(await page
      .getByRole('tab', { name: /Tagungspauschalen/ })
      .evaluate((el) => el === document.activeElement))
  )
    await press(page, 'ArrowRight');
  await expect(page).toHaveURL(/\/service\/1\/package$/);
  await tabTo(page, page.getByRole('button', { name: 'Auswählen Tagungspauschale' }));
  await press(page, 'Enter');
  await expect(page.getByTestId('announcer')).toContainText('Kaffeepause vormittags');
  await tabTo(page, page.getByRole('textbox', { name: 'Ihre Wünsche' }));
  await page.keyboard.type('Bühne mit Rednerpult');

  await tabTo(page, page.getByRole('tab', { selected: true }), 200);
  while (
    !(await page.getByRole('tab', { name: /Verpflegung/ }).evaluate((el) => el === document.activeElement))
  )
    await press(page, 'ArrowLeft');
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  await tabTo(page, page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }));
  await press(page, 'Enter');
  await tabTo(page, page.getByRole('checkbox', { name: 'Vegetarisch' }));
  await press(page, 'Space');
  await expect(page.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();

  await tabTo(page, page.getByRole('tab', { selected: true }), 200);
  while (
    !(await page.getByRole('tab', { name: /Übersicht/ }).evaluate((el) => el === document.activeElement))
  )
    await press(page, 'ArrowRight');
  await expect(page).toHaveURL(/\/cart\/1$/);
  await tabTo(page, page.getByRole('button', { name: 'Letzten Tag duplizieren' }));
  await press(page, 'Enter');
  await expect(page.getByRole('region', { name: 'Ihre Tage' }).getByText(/^Tag 2:/)).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Vorname' }));
  await page.keyboard.type('Clara');
  await tabTo(page, page.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Berger');
  await tabTo(page, page.getByRole('textbox', { name: 'E-Mail' }));
  await page.keyboard.type('clara.berger@example.com');
  await tabTo(page, page.getByRole('radiogroup', { name: 'Zahlungsart' }));
  await press(page, 'Space');
  await expect(page.getByRole('radio', { name: 'Zahlung vor Ort' })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'Ich akzeptiere die Geschäftsbedingungen' }));
  await press(page, 'Space');

  const shownTotal = (await cartTotal(page).textContent())?.trim() ?? '';
  await tabTo(page, page.getByRole('button', { name: 'Angebot anfordern' }));
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  await expect(page.getByTestId('ordered-next')).toHaveText(
    'Das Hotel prüft Ihre Anfrage und schickt Ihnen ein Angebot. Öffnen Sie Ihre Buchung dann über den Link „Buchung später wieder öffnen“, um sie zu bestätigen.',
  );

  const { code, token } = await sentBooking(page);
  const booking = await readBooking(request, 'lindenhof', token, code);
  // docs/rules.md#booking-lifecycle: the request waits for the hotel's offer (booking.offerReview): New.
  expect(booking.bookingstate).toBe(1);
  expect(money(booking.total, booking.currency, 'de-DE')).toBe(shownTotal);
});
