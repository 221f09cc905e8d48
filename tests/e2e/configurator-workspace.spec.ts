import { cartTotal, readBooking, sentBooking, workdayIsoDay } from '../src/configurator-helpers.ts';
import { expect, test } from '../src/test.ts';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('workspace: a flexible 2.5-hour slot on the 15-minute grid with a promo code and the customer account rate', async ({
  page,
  request,
}) => {
  const day = workdayIsoDay(45);
  await page.goto(`/workspace?lang=en&f.start=${day}&f.end=${day}&f.people=4`);
  await page.getByRole('button', { name: 'Time From' }).click();
  await page.getByRole('option', { name: '09:00' }).click();
  await page.getByRole('button', { name: 'Time To' }).click();
  // The end list offers only grid times: 11:30 is there, 11:20 is not.
  await expect(page.getByRole('option', { name: '11:20' })).toHaveCount(0);
  await page.getByRole('option', { name: '11:30' }).click();
  await page.getByRole('button', { name: 'Start' }).click();

  await page.getByRole('button', { name: /^Select Team/ }).click();
  await page.getByRole('tab', { name: /Summary/ }).click();
  const total = cartTotal(page);
  await expect(total).toHaveText(/€/);
  const base = euros(await total.textContent());
  expect(base).toBeGreaterThan(0);

  // The codes are optional here: one button shows their fields.
  await page.getByRole('button', { name: 'Enter a promo code or customer account number' }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('SPRING20');
  await page.getByRole('textbox', { name: 'Promo code' }).press('Tab');
  // SPRING20 books the 20 % promotion rate.
  await expect.poll(async () => euros(await total.textContent())).toBe(base * 0.8);

  await page.getByRole('textbox', { name: 'Customer account number' }).fill('NOPE-1');
  await page.getByRole('textbox', { name: 'Customer account number' }).press('Tab');
  await expect(page.getByText('The customer account number was rejected.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Customer account number' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Customer account number' }).fill('ACME-1001');
  await page.getByRole('textbox', { name: 'Customer account number' }).press('Tab');
  // The customer account's corporate rate (75 %) wins over the promotion.
  await expect.poll(async () => euros(await total.textContent())).toBe(base * 0.75);

  await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kim');
  await page.getByRole('textbox', { name: 'Email' }).fill('alex.kim@example.com');
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
  const shown = (await total.textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Request an offer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request has been sent' })).toBeVisible();
  await expect(page.getByTestId('ordered-next')).toHaveText(
    'The hotel will look at your request and send you an offer. Open your booking with the link “Open your booking again later” to confirm it then.',
  );

  const sent = await sentBooking(page);
  const booking = await readBooking(request, 'workspace', sent.token, sent.code);
  // docs/rules.md#booking-lifecycle: workspace reviews every request (booking.offerReview): New.
  expect(booking).toMatchObject({
    starttime: '09:00:00',
    endtime: '11:30:00',
    promocode: 'SPRING20',
    bookingstate: 1,
  });
  expect(booking.customeraccountnumber).toBe('ACME-1001');
  expect(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(booking.total / 100),
  ).toBe(shown);
});
