import { expectNoAxeViolations } from '../src/axe.ts';
import { lindenhofOffer, openBooking } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

test('the booking code is asked first: empty is invalid, a wrong code is not found, the right one opens the booking', async ({
  page,
  request,
}) => {
  const b = await lindenhofOffer(request);
  await page.goto(`/lindenhof/reservation?loadBooking=${b.id}&bookingtoken=${b.token}`);
  const code = page.getByRole('textbox', { name: 'Buchungscode' });
  const open = page.getByRole('button', { name: 'Buchung öffnen' });

  await open.click();
  await expect(page.getByText('Bitte geben Sie Ihren Buchungscode ein.')).toBeVisible();
  await expectNoAxeViolations(page, 'booking code prompt');

  await code.fill('WRONG-CODE1');
  await open.click();
  await expect(page.getByText('Zu diesem Code wurde keine Buchung gefunden.')).toBeVisible();

  await code.fill(b.code);
  await open.click();
  await expect(page.getByRole('heading', { name: `Buchung ${b.code}` })).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Angeboten');
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toBeVisible();

  // A reload of the link does not ask again: token and code are in local storage.
  await page.goto(`/lindenhof/reservation?loadBooking=${b.id}&bookingtoken=${b.token}`);
  await expect(page.getByRole('heading', { name: `Buchung ${b.code}` })).toBeVisible();
});

test('a booking that ended in the past is refused at the booking-code prompt', async ({ page, request }) => {
  // The server does not create bookings in the past: the browser's clock is set three days after the
  // offer's day instead (the prompt judges "past" against the booker's today).
  const b = await lindenhofOffer(request);
  await page.clock.setFixedTime(new Date(`${b.date}T12:00:00Z`).getTime() + 3 * 86_400_000);
  await page.goto(`/lindenhof/reservation?loadBooking=${b.id}&bookingtoken=${b.token}`);
  await page.getByRole('textbox', { name: 'Buchungscode' }).fill(b.code);
  await page.getByRole('button', { name: 'Buchung öffnen' }).click();
  await expect(page.getByText('Diese Buchung liegt in der Vergangenheit.')).toBeVisible();
});

test('opening a booking forces its cart page', async ({ page, request }) => {
  const b = await lindenhofOffer(request);
  await openBooking(page, 'lindenhof', b);
  await expect(page).toHaveURL(/\/lindenhof\/cart\/1$/);
  // After a reload from the property's start page, the reopened booking still lands on its cart page.
  await page.goto('/lindenhof');
  await expect(page).toHaveURL(/\/lindenhof\/cart\/1$/);
  await expect(page.getByRole('heading', { name: `Buchung ${b.code}` })).toBeVisible();
});

test('the booker’s link without a page opens the booking-code prompt', async ({ page, request }) => {
  const b = await lindenhofOffer(request);
  await page.goto(`/lindenhof?loadBooking=${b.id}&bookingtoken=${b.token}`);
  await expect(page).toHaveURL(/\/lindenhof\/reservation\?loadBooking=/);
  await expect(page.getByRole('textbox', { name: 'Buchungscode' })).toBeVisible();
});
