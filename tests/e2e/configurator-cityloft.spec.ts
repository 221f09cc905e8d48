import { cartTotal, isoDay, readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

async function fillBooker(page: Page) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Taylor');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam.taylor@example.com');
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
}

test('cityloft in English: rooms for four nights are reserved directly under the limit, and a larger stay is sent as a request that waits for the hotel', async ({
  page,
  request,
}) => {
  const [start, end] = [isoDay(35), isoDay(39)];
  // Autostart: the guest lands on the rooms page at once.
  await page.goto(`/cityloft?lang=en&f.start=${start}&f.end=${end}&f.people=4`);
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  // The page the browser opened (here after the autostart redirect) keeps focus at the document's start:
  // no focus ring on a heading nobody moved to.
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).not.toBeFocused();

  await page.getByRole('button', { name: 'Select Loft' }).click();
  await expect(page.getByRole('textbox', { name: 'Persons per room' }).last()).toHaveValue('2');
  await page.getByRole('textbox', { name: 'Persons per room' }).last().fill('4');
  await page.getByRole('textbox', { name: 'Persons per room' }).last().press('Tab');
  await page.getByRole('tab', { name: /Summary/ }).click();
  // 4 nights of one loft: €876.00, under the €1,500 limit for direct bookings.
  await expect(cartTotal(page)).toHaveText('€876.00');
  await fillBooker(page);
  // docs/rules.md#rate-policies: the default flexible rate holds a card as the guarantee (nothing is charged).
  await page.getByRole('button', { name: 'Reserve and guarantee' }).click();
  const guarantee = page.getByRole('dialog', { name: /Card guarantee for booking/ });
  await guarantee.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await guarantee.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await guarantee.getByRole('button', { name: 'Guarantee with card' }).click();
  await expect(guarantee.getByTestId('payment-outcome')).toContainText('Nothing was charged.');
  // The re-read booking adds its reservation code and card to the outcome, moving the Close button down: the
  // outcome is complete before the click.
  await expect(guarantee.getByTestId('payment-outcome')).toContainText('Reservation code:');
  await guarantee.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your reservation is confirmed' })).toBeVisible();
  await expect(page.getByTestId('ordered-next')).toHaveText(
    'You will find everything about your booking under the link “Open your booking again later”.',
  );
  const direct = await sentBooking(page);
  expect((await readBooking(request, 'cityloft', direct.token, direct.code)).bookingstate).toBe(8);

  await page.getByRole('button', { name: 'Start a new booking' }).click();
  await page.goto(`/cityloft?lang=en&f.start=${start}&f.end=${end}&f.people=4`);
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  await page.getByRole('button', { name: 'Select Loft' }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('textbox', { name: 'Quantity' }).press('Tab');
  await page.getByRole('tab', { name: /Summary/ }).click();
  await expect(cartTotal(page)).toHaveText('€1,752.00');
  // docs/rules.md#readiness allowedOrder: above max.amount.book.directly (€1,500) the guest can only ask for an offer,
  // booking.orderMode notwithstanding.
  await fillBooker(page);
  await expect(page.getByRole('button', { name: 'Request an offer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve and guarantee' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request an offer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request has been sent' })).toBeVisible();
  // docs/rules.md#booking-lifecycle: cityloft reviews every request (booking.offerReview): it is stored
  // New and waits for the hotel's offer.
  await expect(page.getByTestId('ordered-next')).toHaveText(
    'The hotel will look at your request and send you an offer. Open your booking with the link “Open your booking again later” to confirm it then.',
  );
  const offer = await sentBooking(page);
  const booking = await readBooking(request, 'cityloft', offer.token, offer.code);
  expect(booking.bookingstate).toBe(1);
  expect(booking.total).toBe(175200);
});
