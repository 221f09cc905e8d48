import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay, propertyLogin } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * docs/rules.md#the-payment-ledger: a request at City Loft's non-refundable rate ("paid in full when booking") is not
 * confirmed unpaid, whoever confirms it. The hotel's staff see what the rate still asks, record the bank transfer they
 * received (by keyboard), see it in the booking's payments, and only then confirm. The guest's request is sent through
 * the API as the configurator sends it; everything the staff do is clicks and keys in the property app.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

/** A request for two nights in the Studio at the non-refundable rate, as the configurator sends it. */
async function nonRefundableRequest(request: APIRequestContext, lastname: string) {
  const { token, propertyId } = await propertyLogin(request, 'cityloft');
  const headers = { 'X-Auth-Token': token };
  const units = (await (await request.get('/api/unitgroup/list', { headers })).json()) as {
    items: { id: number; code: string }[];
  };
  const studio = units.items.find((u) => u.code === 'STUDIO')?.id;
  const staff = await request.post('/api/login', {
    data: { username: 'owner@cityloft.example', password: STAFF_PASSWORD },
  });
  const staffToken = ((await staff.json()) as { token: string }).token;
  const rates = (await (
    await request.get(`/api/staff/rateplan/list?f.propertyId=${propertyId}`, {
      headers: { 'X-Auth-Token': staffToken },
    })
  ).json()) as { items: { id: number; code: string }[] };
  const nonRefundable = rates.items.find((r) => r.code === 'NONREF')?.id;
  const start = isoDay(90 + Math.floor(Math.random() * 200));
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 2);
  const enddate = end.toISOString().slice(0, 10);
  const res = await request.post('/api/booking/add', {
    headers,
    data: {
      propertyId,
      startdate: start,
      enddate,
      people: 2,
      personsperroom: 2,
      request: true,
      termsAccepted: true,
      paymentmethod: 'CreditCard',
      booker: { firstname: 'Ines', lastname, email: `${lastname.toLowerCase()}@example.org` },
      bookingUnitgroupList: [
        {
          unitgroup: { id: studio },
          rateplan: { id: nonRefundable },
          itemcount: 1,
          start: `${start} 15:00`,
          end: `${enddate} 11:00`,
          personcount: 2,
        },
      ],
      bookingServiceList: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id: number; bookingcode: string; total: number };
  return { id: body.id, code: body.bookingcode, total: body.total };
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function openBooking(page: Page, code: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings' }).click();
  // Other tests' bookings may fill the first page: the booking is looked for by its code.
  await page.getByRole('searchbox', { name: 'Search' }).fill(code);
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
}

for (const size of [wide, narrow]) {
  test(`staff record the transfer a paid-in-full rate asks for, then confirm (${size.width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const booking = await nonRefundableRequest(request, `Ledger${size.width}`);
    await staffSignIn(page, 'owner@cityloft.example');
    if (size === narrow) await page.getByRole('button', { name: 'Open menu' }).click();
    await openBooking(page, booking.code);

    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Not paid');
    await expect(payment).toContainText(`The rate asks for ${euro(booking.total)} to be paid`);
    // Not confirmable yet: no Confirm among the actions.
    const actions = page.getByRole('region', { name: 'Actions' });
    await expect(actions.getByRole('button', { name: 'Send offer' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

    // Record the transfer by keyboard: the dialog suggests what is open; too much is refused with a reason.
    await payment.getByRole('button', { name: 'Record a payment' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Record a payment received' });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue(euro(booking.total));
    await expectNoAxeViolations(page, 'record payment dialog', '[role="dialog"]');
    await amount.fill(String(booking.total / 100 + 1));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toContainText(`The amount is more than is still open (${euro(booking.total)}).`);
    await amount.fill(String(booking.total / 100));
    await expect(dialog.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/record-payment-${size.width}.png` });
    }
    await dialog.getByRole('button', { name: 'Record payment' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'recorded' })).toHaveText(
      `${euro(booking.total)} recorded. Paid in full (${euro(booking.total)}).`,
    );

    // The ledger says it, and now the hotel may confirm.
    await expect(payment).toContainText(`Paid in full (${euro(booking.total)})`);
    const ledger = payment.getByRole('table', { name: 'Transactions' });
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger.getByRole('row').nth(1)).toContainText('Payment');
    await expect(ledger.getByRole('row').nth(1)).toContainText('Bank transfer, recorded by');
    await expect(ledger.getByRole('row').nth(1)).toContainText(euro(booking.total));
    await expect(payment).not.toContainText('The rate asks for');
    await expectNoAxeViolations(page, 'booking with a recorded payment');
    await actions.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('StateConfirmed');
    const history = page.getByRole('table', { name: 'What happened to this booking, oldest first' });
    await expect(history).toContainText(`${euro(booking.total)} received by Bank transfer`);
    if (shots) await page.screenshot({ path: `${shots}/ledger-${size.width}.png`, fullPage: true });
  });
}
