import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chromiumLaunchOptions } from '../src/chromium.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { type CreatedBooking, lindenhofRequest } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD as PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Live updates, a booking's messages, the message overview and the notifications switch of the property app
 * (issue 12), through the real server: changes made through the API reach the open pages without a reload
 * (server-sent events fed by LISTEN/NOTIFY), staff answer the booker by mouse and by keyboard, axe in en and de.
 */

// The full browser: the headless shell the other specs run in denies notifications whatever is granted.
test.use({ launchOptions: chromiumLaunchOptions });

const OWNER = 'owner@lindenhof.example';
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

const signIn = (page: Page) => staffSignIn(page, OWNER);

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The owner's staff token by the API, once per test file. */
let ownerToken: Promise<string> | null = null;
function owner(request: APIRequestContext): Promise<string> {
  ownerToken ??= (async () => {
    const res = await request.post('/api/login', { data: { username: OWNER, password: PASSWORD } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  })();
  return ownerToken;
}

/** The booker writes to the property from the reopened booking (token and code, their property session). */
async function bookerWrites(request: APIRequestContext, b: CreatedBooking, text: string, category = 1) {
  const res = await request.post(`/api/booking/messages/${b.token}/${b.code}`, {
    headers: { 'X-Auth-Token': b.auth },
    data: { text, category },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The bookers' messages no staff user has read, over all conversations (reading the list marks nothing). */
async function unreadMessages(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/messageoverview/list?f.unread=true&p.s=100', {
    headers: { 'X-Auth-Token': await owner(request) },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { unread: number }[] };
  return body.items.reduce((sum, item) => sum + item.unread, 0);
}

type Thread = { items: { author: string; authorName: string | null; category: number; text: string }[] };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const messagesLink = (page: Page, unread: number) =>
  nav(page).getByRole('link', { name: unread ? `Messages, ${unread} unread` : 'Messages', exact: true });
const inbox = (page: Page) => page.getByRole('grid', { name: 'Bookings' });
const thread = (page: Page) => page.getByRole('list', { name: 'Conversation with the booker, oldest first' });

test('a new request and a change appear live in the open inbox and on the dashboard, announced politely', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.setViewportSize(wide);
  await signIn(page);

  // The dashboard: the notifications switch is there and explained; the counts follow new requests.
  const push = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(push).toBeVisible();
  await expect(push).not.toBeChecked();
  await expect(page.getByText('this browser shows a notification for every new request')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Off\.$/ })).toBeVisible();
  const newRow = page.getByRole('table').first().getByRole('row', { name: /^New/ });
  const upcoming = async () => Number(await newRow.getByRole('cell').nth(1).textContent());
  const before = await upcoming();
  await lindenhofRequest(request);
  await expect.poll(upcoming).toBe(before + 1);

  // The inbox, newest first, with the focus in the search box.
  await page.goto('/app/bookings?sort=created&desc=1');
  await expect(inbox(page).getByRole('row').nth(1)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const searchBox = page.getByRole('searchbox', { name: 'Search' });
  await searchBox.focus();

  const b = await lindenhofRequest(request);
  const row = inbox(page).getByRole('row').filter({ hasText: b.code });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unseen');
  await expect(page.getByRole('status').filter({ hasText: `New request ${b.code}.` })).toHaveText(
    `New request ${b.code}.`,
  );
  await expect(searchBox).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(/sort=created&desc=1$/);

  // Someone else sends the offer: the row follows, "1 booking changed".
  const res = await request.post(`/api/staff/booking/${b.id}/sendOffer`, {
    headers: { 'X-Auth-Token': await owner(request) },
    data: { version: b.version },
  });
  expect(res.status()).toBe(200);
  await expect(row).toContainText('Offered');
  await expect(page.getByRole('status').filter({ hasText: 'booking changed' })).toHaveText(
    '1 booking changed.',
  );
  await expect(searchBox).toBeFocused();

  // On the booking's page, a colleague's confirmation re-reads it and says so.
  await row.getByRole('link', { name: b.code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${b.code}` })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText('StateOffered');
  const staff = await request.post('/api/login', {
    data: { username: 'staff@lindenhof.example', password: PASSWORD },
  });
  const confirm = await request.post(`/api/staff/booking/${b.id}/confirm`, {
    headers: { 'X-Auth-Token': ((await staff.json()) as { token: string }).token },
    data: { version: ((await res.json()) as { version: number }).version },
  });
  expect(confirm.status()).toBe(200);
  await expect(overview).toContainText('StateConfirmed');
  await expect(page.getByRole('status').filter({ hasText: 'Someone else' })).toHaveText(
    'Someone else changed this booking; it now shows the current state: Confirmed.',
  );
  await expect(page.getByRole('table', { name: /^What happened/ }).getByRole('row')).toHaveCount(4);
});

test('the booker writes, staff see it live, answer by clicks, and the unread counts follow', async ({
  page,
  request,
}) => {
  const b = await lindenhofRequest(request);
  await bookerWrites(request, b, 'Hello,\nwe arrive at 9 instead of 8.', 3);
  const unread = await unreadMessages(request);
  expect(unread).toBeGreaterThanOrEqual(1);
  await page.setViewportSize(wide);
  await signIn(page);

  // Unread messages in the menu, in words for screen readers and as a badge.
  await expect(messagesLink(page, unread)).toBeVisible();
  await messagesLink(page, unread).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const overview = page.getByRole('grid', { name: 'Conversations' });
  const conversation = overview.getByRole('row').filter({ hasText: b.code });
  await expect(conversation).toContainText('Ada Lovelace');
  await expect(conversation).toContainText('we arrive at 9 instead of 8.');
  await expect(conversation).toContainText('1 unread');
  await page.getByText('Only conversations with unread messages').click();
  await expect(page).toHaveURL(/\/app\/messages\?unread=1$/);
  await expect(conversation).toBeVisible();
  await expectNoAxeViolations(page, 'message overview en 1400x900');

  // The code leads to the booking's messages; opening them marks them read.
  await conversation.getByRole('link', { name: b.code }).click();
  await expect(page).toHaveURL(new RegExp(`/app/bookings/${b.id}#messages$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeFocused();
  const first = thread(page).getByRole('listitem').first();
  await expect(first).toContainText('Ada Lovelace (booker)');
  await expect(first).toContainText('Arrival');
  // Plain text with its line break.
  expect(await first.locator('p').nth(1).innerText()).toBe('Hello,\nwe arrive at 9 instead of 8.');
  await expect(messagesLink(page, unread - 1)).toBeVisible();

  // A new message of the booker appears live (and is read at once, the page being open).
  await bookerWrites(request, b, 'Is parking included?', 4);
  await expect(thread(page).getByRole('listitem')).toHaveCount(2);
  await expect(thread(page).getByRole('listitem').nth(1)).toContainText('Is parking included?');
  await expect(page.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(
    'New message from Ada Lovelace.',
  );
  await expect(messagesLink(page, unread - 1)).toBeVisible();

  // Sending nothing is refused in the form, in words.
  const text = page.getByRole('textbox', { name: 'Your message' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(text).toBeFocused();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please write a message.')).toBeVisible();

  // The answer by clicks: category, text, Send.
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Services' }).click();
  const answer = 'Yes, parking is included.\nSee you soon!';
  await text.fill(answer);
  await expect(page.getByText(`${answer.length} of 4000 characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toHaveText('Message sent.');
  await expect(text).toHaveValue('');
  await expect(thread(page).getByRole('listitem')).toHaveCount(3);
  await expect(thread(page).getByRole('listitem').nth(2)).toContainText('Lindenhof Owner (team)');
  await expect(thread(page).getByRole('listitem').nth(2)).toContainText('Services');
  await expectNoAxeViolations(page, 'booking with messages en 1400x900');

  const api = await request.get(`/api/staff/messages/${b.id}`, {
    headers: { 'X-Auth-Token': await owner(request) },
  });
  const items = ((await api.json()) as Thread).items;
  expect(items.map((m) => [m.author, m.category, m.text])).toEqual([
    ['booker', 3, 'Hello,\nwe arrive at 9 instead of 8.'],
    ['booker', 4, 'Is parking included?'],
    ['staff', 4, 'Yes, parking is included.\nSee you soon!'],
  ]);
  expect(items[2]?.authorName).toBe('Lindenhof Owner');

  // The overview, live: the conversation's last message is the answer, nothing unread.
  await nav(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await expect(
    page.getByRole('checkbox', { name: 'Only conversations with unread messages' }),
  ).not.toBeChecked();
  await expect(conversation).toContainText('Yes, parking is included.');
  await expect(conversation).toContainText('All read');
  await bookerWrites(request, b, 'Thank you!');
  await expect(conversation).toContainText('Thank you!');
  await expect(conversation).toContainText('1 unread');
  await expect(page.getByRole('status').filter({ hasText: 'new message' })).toHaveText(
    'A booker wrote a new message.',
  );
  await expect(messagesLink(page, unread)).toBeVisible();
});

test('staff answer with the keyboard alone', async ({ page, request }) => {
  const b = await lindenhofRequest(request);
  await bookerWrites(request, b, 'Can we have a projector?', 4);
  await page.setViewportSize(wide);
  await signIn(page);
  await page.goto(`/app/bookings/${b.id}#messages`);
  const title = page.getByRole('heading', { level: 2, name: 'Messages' });
  await expect(title).toBeFocused();
  // From the section's title: the category, the text, Send.
  await page.keyboard.press('Tab');
  const category = page.getByRole('button', { name: /Category/ });
  await expect(category).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Offer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(category).toContainText('Offer');
  // The closed list gives the focus back to its button; from there Tab goes on to the text.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(category).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await page.keyboard.type('Yes, a projector is in the room.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('It is free of charge.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toHaveText('Message sent.');
  const answer = thread(page).getByRole('listitem').nth(1);
  await expect(answer).toContainText('Offer');
  expect(await answer.locator('p').nth(1).innerText()).toBe(
    'Yes, a projector is in the room.\nIt is free of charge.',
  );
});

for (const [size, viewport] of [
  ['1400x900', wide],
  ['390x844', narrow],
] as const) {
  test(`the message overview and a booking's messages pass axe at ${size}, in English and German`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const b = await lindenhofRequest(request);
    await bookerWrites(
      request,
      b,
      'A long first line of a question about the room and the lunch, to wrap.\nAnd a second line.',
      2,
    );
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto('/app/messages');
    await expect(page.getByRole('grid', { name: 'Conversations' }).getByText(b.code)).toBeVisible();
    await expectNoAxeViolations(page, `message overview en ${size}`);
    await shoot(page, `messages-en-${size}`);
    await page.goto(`/app/bookings/${b.id}#messages`);
    await expect(thread(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Your message' }).fill('Thank you, we will check.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(thread(page).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, `booking messages en ${size}`);
    await shoot(page, `booking-messages-en-${size}`);

    await chooseLanguage(page, 'Language: English', 'Deutsch');
    const section = page.getByRole('region', { name: 'Nachrichten', exact: true });
    await expect(section.getByRole('list', { name: /^Unterhaltung mit/ })).toContainText('(buchende Person)');
    await expect(section).toContainText('Angebot');
    await expect(section.getByRole('button', { name: /Kategorie/ })).toContainText('Allgemein');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(section.getByText('Bitte schreiben Sie eine Nachricht.')).toBeVisible();
    await expectNoAxeViolations(page, `booking messages de ${size}`);
    await shoot(page, `booking-messages-de-${size}`);
    await page.goto('/app/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Unterhaltungen' }).getByText(b.code)).toBeVisible();
    await expectNoAxeViolations(page, `message overview de ${size}`);
    await shoot(page, `messages-de-${size}`);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('switch', { name: 'Benachrichtigungen auf diesem Gerät' })).toBeVisible();
    await expectNoAxeViolations(page, `dashboard de ${size}`);
    await shoot(page, `dashboard-de-${size}`);
  });
}
