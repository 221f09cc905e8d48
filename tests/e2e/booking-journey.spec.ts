import { cartTotal, pickDay } from '../src/configurator-helpers.ts';
import { freshDay } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD as PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 12's acceptance test, the whole journey through the real server and real browsers: a new guest requests
 * an offer in the configurator while the hotel's inbox is open and shows it live; the hotel agrees a lunch price
 * and sends the offer; the offer mail (real SMTP, read from the e2e mail catcher) carries the link that reopens
 * the booking; the booker sees the agreed price, writes to the hotel, confirms and pays in the sandbox; the
 * hotel's booking page shows the message, the payment and the Confirmed state.
 */

const OWNER = 'owner@lindenhof.example';
const CONFIRMED = 8;
const wide = { width: 1400, height: 900 };
const mailsUrl = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/mails`;

type Mail = { subject: string; text: string; html: string };

/** The mails the SMTP catcher received for `email`. */
async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const answer = await request.get(`${mailsUrl}?to=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Mail[] }).items;
}

const signIn = (page: Page) => staffSignIn(page, OWNER);

/** The booking as the hotel's staff read it (for assertions only). */
async function staffBooking(request: APIRequestContext, id: number) {
  const login = await request.post('/api/login', { data: { username: OWNER, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const res = await request.get(`/api/staff/booking/${id}`, { headers: { 'X-Auth-Token': token } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    bookingstate: number;
    total: number;
    data: { payments: { kind: string; outcome: string; amount: number }[] };
  };
}

const euro = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('a guest’s request reaches the open inbox live, the hotel agrees a price and sends the offer, the booker reopens it from the mail, writes, confirms and pays', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `journey-${Date.now()}@example.org`;
  const day = freshDay();
  const lunchPrice = 1990;
  const lunchLine = euro(lunchPrice * 20);

  // The hotel's staff: signed in at their own desk, the inbox open (newest first) before anything is sent.
  const staffContext = await browser.newContext({ locale: 'en-GB', viewport: wide });
  const staff = await staffContext.newPage();
  await signIn(staff);
  await staff.goto('/app/bookings?sort=created&desc=1');
  const inbox = staff.getByRole('grid', { name: 'Bookings' });
  await expect(inbox.getByRole('row').first()).toBeVisible();
  await staff.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // 1. A new guest, in English, by clicks: the day (a one-day meeting), the plenary hall, the lunch buffet.
  await page.setViewportSize(wide);
  await page.goto('/lindenhof?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Lindenhof Lakeside Hotel' })).toBeVisible();
  await pickDay(page, day, 'en-GB');
  await pickDay(page, day, 'en-GB');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
  const hall = page.getByRole('button', { name: 'Select Plenary hall' });
  await hall.click();
  await expect(hall).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: /Catering/ }).click();
  const lunch = page.getByRole('button', { name: 'Select Lunch buffet' });
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Vegetarian', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();

  await page.getByRole('tab', { name: /Summary/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  const days = page.getByRole('region', { name: 'Your days' }).getByRole('listitem');
  await expect(days).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: 'Plenary hall' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Lunch buffet/ })).toContainText(euro(3200 * 20));
  await expect(cartTotal(page)).toHaveText(/^€[\d,]+\.\d\d$/);
  const requestedTotal = (await cartTotal(page).textContent())?.trim() ?? '';

  await page.getByRole('textbox', { name: 'First name' }).fill('Jo');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Urney');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByText('Credit card', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Still to do' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request an offer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request has been sent' })).toBeVisible();
  const code = (await page.getByTestId('booking-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);

  // The open inbox shows the request at once, unseen, without a reload.
  const row = inbox.getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unseen');
  await expect(row).toContainText('Jo Urney');
  await expect(row).toContainText('New');
  await expect(row).toContainText(requestedTotal);
  await expect(staff.getByRole('status').filter({ hasText: `New request ${code}.` })).toHaveText(
    `New request ${code}.`,
  );
  expect(await staff.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // 2. The hotel opens it from the inbox, agrees a lunch price and sends the offer.
  await row.getByRole('link', { name: code }).click();
  await expect(staff).toHaveURL(/\/app\/bookings\/\d+$/);
  const id = Number(new URL(staff.url()).pathname.split('/').pop());
  await expect(staff.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  const overview = staff.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText('StateNew');
  await staff.getByRole('button', { name: 'Edit lines and prices' }).click();
  const editor = staff.getByRole('form', { name: 'Edit lines and prices' });
  const lunchPriceField = editor
    .getByRole('group', { name: /^Lunch buffet/ })
    .getByRole('textbox', { name: 'Unit price' });
  await expect(lunchPriceField).toHaveValue(euro(3200));
  await lunchPriceField.fill('19.90');
  await staff.keyboard.press('Tab');
  await expect(lunchPriceField).toHaveValue(euro(lunchPrice));
  await staff.getByRole('button', { name: 'Save changes' }).click();
  const saved = staff.getByRole('status').filter({ hasText: 'Saved.' });
  await expect(saved).toContainText(/^Saved\. The new total is €[\d,]+\.\d\d\.$/);
  const agreedTotal = /€[\d,]+\.\d\d/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
  await expect(editor).toHaveCount(0);
  const lines = staff.getByRole('region', { name: 'Rooms and services', exact: true });
  // The staff's page names the lines in the staff's language, as the booking keeps them.
  await expect(lines.getByRole('row', { name: /^Lunch buffet/ })).toContainText(lunchLine);
  await expect(lines.getByRole('definition').first()).toHaveText(agreedTotal);

  await staff.getByRole('button', { name: 'Send offer' }).click();
  const offerDialog = staff.getByRole('dialog', { name: 'Send the offer' });
  await expect(offerDialog).toBeVisible();
  // No option date: the offer stays open until the booker confirms.
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(offerDialog).toBeHidden();
  await expect(staff.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
    'Done: the booking is now Offered.',
  );
  await expect(overview).toContainText('StateOffered');

  // 3. The booker's offer mail (after the earlier "request received" one), with the agreed price and the link.
  // (The subjects start with the property's name, which the mail takes in German whatever the booker's language.)
  const received = new RegExp(`: we received your booking ${code}$`);
  const offered = new RegExp(`: your offer ${code}$`);
  await expect
    .poll(async () => (await mailsTo(request, email)).map((m) => m.subject), { timeout: 30_000 })
    .toEqual([expect.stringMatching(received), expect.stringMatching(offered)]);
  const offerMail = (await mailsTo(request, email)).find((m) => offered.test(m.subject));
  expect(offerMail?.text).toMatch(new RegExp(`^.+, \\d+ people: ${lunchLine.replace('.', '\\.')}$`, 'm'));
  expect(offerMail?.text).toContain(`Total: ${agreedTotal}`);
  const link = offerMail?.text.match(/^https?:\/\/\S+\/lindenhof\/reservation\?\S+$/m)?.[0] ?? '';
  expect(link.startsWith(`${test.info().project.use.baseURL}/lindenhof/reservation?`), link).toBe(true);
  // Issue 37: the booking's id and token in the booker's language, never its code (pages.md#reopening-a-booking).
  expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
    loadBooking: String(id),
    bookingtoken: expect.stringMatching(/^[\w-]{20,}$/),
    lang: 'en',
  });
  // The HTML part's button leads to the same place, and so does the thank-you page's link.
  expect(offerMail?.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
  await expect(page.getByRole('link', { name: 'Open your booking again later' })).toHaveAttribute(
    'href',
    link,
  );

  // 4. The booker, on another browser that prefers German: the link opens in the booking's English and asks for
  // the code from the mail first (the link's own id is no code), then shows the offer.
  const bookerContext = await browser.newContext({ locale: 'de-DE', viewport: wide });
  const booker = await bookerContext.newPage();
  await booker.goto(link);
  await expect(booker.getByRole('heading', { level: 1, name: 'Open your booking' })).toBeVisible();
  const codeField = booker.getByRole('textbox', { name: 'Booking code' });
  await codeField.fill(String(id));
  await booker.getByRole('button', { name: 'Open booking' }).click();
  await expect(booker.getByText('No booking was found for this code.')).toBeVisible();
  await codeField.fill(code);
  await booker.getByRole('button', { name: 'Open booking' }).click();
  await expect(booker.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  await expect(booker).toHaveURL(/\/lindenhof\/cart\/1$/);
  await expect(booker.getByTestId('booking-state')).toHaveText('Offered');
  const selection = booker.getByRole('region', { name: 'Your selection' });
  await expect(selection.getByRole('row', { name: /^Lunch buffet/ })).toContainText(lunchLine);
  await expect(selection.getByRole('row', { name: /^Plenary hall/ })).toBeVisible();
  await expect(cartTotal(booker)).toHaveText(agreedTotal);

  const messages = booker.getByRole('region', { name: 'Messages to the property' });
  const question = 'We arrive at 8:30.\nCould the lunch be served at 12:30?';
  await messages.getByRole('textbox', { name: 'Your message' }).fill(question);
  await messages.getByRole('button', { name: 'Send message' }).click();
  await expect(messages.getByRole('status')).toHaveText('Message sent');
  const sent = messages.getByRole('list', { name: 'Messages to the property' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('You');
  await expect(sent).toContainText(question, { useInnerText: true });

  // Confirming an offer of the lakeside hotel asks for the payment (sandbox card fields).
  await booker.getByRole('button', { name: 'Confirm booking' }).click();
  const payment = booker.getByRole('dialog', { name: `Payment for booking ${code}` });
  await expect(payment.getByText('Test mode: sandbox payment, no money is charged')).toBeVisible();
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(payment.getByTestId('payment-outcome')).toContainText(
    'Payment successful: your booking is confirmed.',
  );
  // The reservation code follows the outcome's first line.
  const reservationLine = payment.getByText(/^Reservation code: /);
  await expect(reservationLine).toHaveText(/^Reservation code: \S+$/);
  const reservation = ((await reservationLine.textContent()) ?? '').replace('Reservation code: ', '');
  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(payment).toBeHidden();
  await expect(booker.getByTestId('booking-state')).toHaveText('Confirmed');
  await expect(booker.getByText('Reservation code:')).toHaveText(`Reservation code: ${reservation}`);
  await expect(booker.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);

  // 5. The hotel's open booking page follows by itself: the booker's message, the payment, Confirmed.
  const thread = staff.getByRole('list', { name: 'Conversation with the booker, oldest first' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem')).toContainText('Jo Urney (booker)');
  await expect(thread.getByRole('listitem')).toContainText(question, { useInnerText: true });
  await expect(overview).toContainText('StateConfirmed');
  const paid = staff.getByRole('region', { name: 'Payment', exact: true });
  await expect(paid).not.toContainText('Not paid');
  // docs/rules.md#the-payment-ledger: when it was paid, and the card payment among the booking's transactions.
  await expect(paid).toContainText(/Paid at\s*\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(paid).toContainText(reservation);
  await expect(paid.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1)).toContainText(
    'Succeeded',
  );
  const stored = await staffBooking(request, id);
  expect(stored.bookingstate).toBe(CONFIRMED);
  expect(stored.data.payments).toContainEqual(
    expect.objectContaining({ kind: 'capture', outcome: 'success' }),
  );
  // And the booker hears of it by mail.
  await expect
    .poll(async () => (await mailsTo(request, email)).map((m) => m.subject), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`: booking ${code} confirmed$`)));

  await bookerContext.close();
  await staffContext.close();
});
