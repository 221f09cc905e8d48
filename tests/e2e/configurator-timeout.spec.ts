import { isoDay } from '../src/configurator-helpers.ts';
import { startGateway } from '../src/gateway.ts';
import { expect, test } from '../src/test.ts';

test('a booking that outlives the gateway timeout (504) shows the booking-timeout message and clears the cart', async ({
  page,
  baseURL,
}) => {
  // The guest reaches the real server through a gateway that times out the booking call only.
  const gateway = await startGateway(
    baseURL ?? '',
    (method, path) => method === 'POST' && path === '/api/booking/add',
  );
  try {
    const [start, end] = [isoDay(41), isoDay(43)];
    await page.goto(`${gateway.url}/cityloft?lang=en&f.start=${start}&f.end=${end}&f.people=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    await page.getByRole('button', { name: 'Select Loft' }).click();
    await page.getByRole('tab', { name: /Summary/ }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Taylor');
    await page.getByRole('textbox', { name: 'Email' }).fill('sam.taylor@example.com');
    await page.getByText('I accept the terms and conditions', { exact: true }).click();
    // The flexible rate holds a card: the guarantee would follow the booking call, which times out first.
    await page.getByRole('button', { name: 'Reserve and guarantee' }).click();

    await expect(
      page.getByText('The booking took too long. Please check your email before trying again.'),
    ).toBeVisible();
    expect(gateway.timedOut).toEqual(['POST /api/booking/add']);
    // docs/rules.md#cart: a creation error un-orders the cart and clears it; nothing claims the booking was sent.
    await expect(page.getByRole('heading', { name: /Thank you/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your selection' })).toContainText('Nothing selected yet.');
    await expect(page.getByRole('region', { name: 'Still to do' })).toContainText('Your cart is empty');
    // The cleared form starts afresh, without error messages for fields the guest has not touched yet.
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  } finally {
    await gateway.close();
  }
});
