import { lindenhofOffer, openBooking } from '../src/existing-booking-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * docs/pages.md#printing-a-booking: the booker's reopened booking and the hotel's booking page print what the one
 * view of the booking shows (dates, lines, total, payment) without the page's menu, buttons, forms and conversation.
 * The Print button asks the browser to print (counted here instead of opening the printer dialog).
 */

/** Counts window.print() calls instead of opening the browser's printer dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

test('the booker prints the reopened offer: its lines and total, no menu, buttons or messages', async ({
  page,
  request,
}) => {
  await countPrints(page);
  const offer = await lindenhofOffer(request);
  await openBooking(page, 'lindenhof', offer);
  const selection = page.getByRole('region', { name: 'Ihre Auswahl' });
  await expect(selection).toContainText('Gesamt');
  // By keyboard: the Print button asks the browser to print.
  await page.getByRole('button', { name: 'Drucken' }).focus();
  await page.keyboard.press('Enter');
  expect(await printed(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(selection).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${offer.code}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: /Ihre Nachricht/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toBeVisible();
});

test('staff print a booking: overview, lines and payment, without the actions, menu or messages', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await countPrints(page);
  const offer = await lindenhofOffer(request);
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings' }).click();
  // Other tests' bookings fill the first page: the booking is looked for by its code.
  await page.getByRole('searchbox', { name: 'Search' }).fill(offer.code);
  await expect(page).toHaveURL(new RegExp(`q=${offer.code}`));
  await page.getByRole('link', { name: offer.code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${offer.code}` })).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await printed(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  for (const region of ['Overview', 'Rooms and services', 'Payment'])
    await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actions', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Record a payment' })).toBeHidden();
});
