import { mkdirSync, readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay, propertyLogin } from '../src/configurator-helpers.ts';
import { freshDayOffset, lindenhofDay } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 41, the staff's side (docs/rules.md#group-blocks): a congress organiser's group booking at Lindenhof holds
 * 3 double rooms for 2 nights for its attendees. Staff open the booking from the inbox, make the group and its block
 * by keyboard, confirm it, see the held rooms in the occupancy grid, reduce the block below nothing an attendee
 * took, read the rooming list and download it as CSV. Axe-clean at 1400×900 in English and 390×844 in German.
 * GROUP_SHOTS_DIR (docs/images/groups) keeps a screenshot of the section at both sizes.
 */

const EVENT = 'Medical Congress';
const DOUBLE = 'Double room, lake view';
const BLOCK = `${DOUBLE} · Daily rate`;
const shots = process.env.GROUP_SHOTS_DIR;

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const plusDays = (iso: string, days: number) => {
  const d = at(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(at(iso));
const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at(iso));
/** "Thu 18 Mar": a night in the pickup table. */
const compactDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(at(iso));
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(iso));

/** The organiser's booking: the plenary hall with lunch on `day`, and 10 single rooms that night (a group booking). */
async function organiserBooks(request: APIRequestContext, day: string) {
  const { token, propertyId } = await propertyLogin(request, 'lindenhof');
  const payload = await lindenhofDay(request, token, day);
  const groups = (await (
    await request.get('/api/unitgroup/list', { headers: { 'X-Auth-Token': token } })
  ).json()) as { items: { id: number; code: string }[] };
  const single = groups.items.find((g) => g.code === 'SGL')?.id;
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': token },
    data: {
      ...payload,
      propertyId,
      booker: { firstname: 'Mira', lastname: 'Organiser', email: 'organiser@example.org' },
      bookingUnitgroupList: [
        ...payload.bookingUnitgroupList,
        {
          unitgroup: { id: single },
          itemcount: 10,
          start: `${day} 15:00`,
          end: `${plusDays(day, 1)} 11:00`,
          personcount: 10,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; bookingcode: string };
}

/** An attendee books one room for both nights of the block by the group's pickup code. */
async function attendeePicksUp(request: APIRequestContext, code: string, blockId: number, day: string) {
  const { token } = await propertyLogin(request, 'lindenhof');
  const res = await request.post('/api/bookingunitgroup/pickup', {
    headers: { 'X-Auth-Token': token },
    data: {
      code,
      blockId,
      nights: { first: day, last: plusDays(day, 1) },
      units: 1,
      personcount: 1,
      booker: { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.org' },
      paymentmethod: 'Company',
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { bookingcode: string };
}

/**
 * The section as a picture: clipped from the whole page, so the app's sticky header (over the page's top when
 * scrolled) does not cover it.
 */
async function shoot(page: Page, section: Locator, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const box = await section.boundingBox();
  if (!box) throw new Error('the section is not shown');
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  await page.screenshot({
    path: `${shots}/${name}.png`,
    fullPage: true,
    animations: 'disabled',
    clip: { x: box.x + scroll.x, y: box.y + scroll.y, width: box.width, height: box.height },
  });
}

/** Focuses a field and replaces its value by typing, as a keyboard user does. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Chooses an option of a react-aria Select by keyboard: open, arrow down to it, Enter. */
async function chooseByKeyboard(page: Page, trigger: Locator, option: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list has taken the focus (a frame after it shows): typing now selects in it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="listbox"]') != null))
    .toBe(true);
  const wanted = page.getByRole('option', { name: option });
  for (let i = 0; i < 10 && !(await wanted.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('staff hold rooms for a group: make, confirm, see in occupancy, reduce, rooming list and CSV', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const day = isoDay(freshDayOffset(2));
  const organiser = await organiserBooks(request, day);

  await page.setViewportSize({ width: 1400, height: 900 });
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(organiser.bookingcode);
  await expect(page).toHaveURL(new RegExp(`q=${organiser.bookingcode}`));
  await page.getByRole('link', { name: organiser.bookingcode }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Booking ${organiser.bookingcode}` }),
  ).toBeVisible();

  // The group and its block, by keyboard.
  const section = page.getByRole('region', { name: 'Group blocks' });
  const form = section.getByRole('form', { name: 'New group' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: "Organiser's name" })).toHaveValue('Mira Organiser');
  await typeInto(page, form.getByRole('textbox', { name: /Event name/ }), EVENT);
  await chooseByKeyboard(page, form.getByRole('button', { name: /Room type/ }), DOUBLE);
  await chooseByKeyboard(page, form.getByRole('button', { name: /Rate plan/ }), 'Daily rate');
  await typeInto(page, form.getByRole('textbox', { name: /Negotiated price/ }), '129');
  await typeInto(page, form.getByRole('textbox', { name: /Number of nights/ }), '2');
  await typeInto(page, form.getByRole('textbox', { name: /^Rooms per night/ }), '3');
  await expect(form.getByRole('textbox', { name: `Rooms on ${shortDay(plusDays(day, 1))}` })).toHaveValue(
    '3',
  );
  await form.getByRole('button', { name: 'Create group' }).focus();
  await page.keyboard.press('Enter');
  const status = section.getByRole('status').first();
  await expect(status).toContainText(`Group ${EVENT} created, pickup code`);
  await expect(section.getByText('Status: Tentative')).toBeVisible();
  await expect(section.getByText(/^\/lindenhof\/group\/[A-Z0-9]{10}$/)).toBeVisible();

  // Confirmed: its rooms are held.
  await section.getByRole('button', { name: `Confirm ${BLOCK}` }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`${BLOCK} confirmed: its rooms are held for the group.`);
  await expect(section.getByText('Status: Definite')).toBeVisible();
  await expectNoAxeViolations(page, 'group blocks en 1400');

  // The group as the server has it: its code and block, for the attendee below.
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  const groups = (await (
    await request.get(`/api/staff/group/list?f.organiserBookingId=${organiser.id}`, {
      headers: { 'X-Auth-Token': token },
    })
  ).json()) as { items: { pickupCode: string; blocks: { id: number }[] }[] };
  const group = groups.items[0];
  if (!group) throw new Error('no group');

  // The occupancy grid: three double rooms each night held for the congress.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Occupancy' }).click();
  await page.getByText('Month', { exact: true }).click();
  for (let i = 0; i < 40; i++) {
    if ((await page.getByText(monthOf(day), { exact: true }).count()) > 0) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const held = (night: string) =>
    page.getByRole('grid').getByRole('gridcell', { name: `, ${longDay(night)}: group block, ${EVENT}` });
  await expect(held(day)).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Key' })).toContainText('group block');
  // The second night may be the first of the next month (the day depends on the date and on the specs before).
  const next = plusDays(day, 1);
  if (monthOf(next) !== monthOf(day)) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByText(monthOf(next), { exact: true })).toBeVisible();
  }
  await expect(held(next)).toHaveCount(3);
  if (shots) {
    if (monthOf(next) !== monthOf(day)) await page.getByRole('button', { name: 'Previous month' }).click();
    await held(day)
      .first()
      .evaluate((cell) => cell.scrollIntoView({ block: 'center', inline: 'center' }));
    await page.screenshot({ path: `${shots}/occupancy-1400-en.png`, animations: 'disabled' });
  }
  await page.goBack();
  await expect(section.getByText('Status: Definite')).toBeVisible();

  // An attendee takes one room for both nights; staff reduce the block to 2 a night (never below the 1 taken).
  const attendee = await attendeePicksUp(request, group.pickupCode, group.blocks[0]?.id ?? 0, day);
  await section.getByRole('button', { name: `Reduce ${BLOCK}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Reduce ${BLOCK}` });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByRole('textbox', { name: `Rooms on ${shortDay(day)}` }), '2');
  await typeInto(page, dialog.getByRole('textbox', { name: `Rooms on ${shortDay(plusDays(day, 1))}` }), '2');
  await dialog.getByRole('button', { name: 'Reduce' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText(`${BLOCK} reduced.`);
  const summary = section.getByRole('table', { name: `Pickup per night: ${BLOCK}` });
  // Held 2, picked up 1, remaining 1, not released.
  await expect(
    summary.getByRole('row', { name: new RegExp(`^${compactDay(day)} `) }).getByRole('cell'),
  ).toHaveText(['2', '1', '1', 'No']);

  // The rooming list, and its CSV.
  const rooming = section.getByRole('table', { name: `Attendees of ${EVENT}` });
  const row = rooming.getByRole('row', { name: /Grace Hopper/ });
  await expect(row).toContainText(attendee.bookingcode);
  await expect(row).toContainText(shortDay(day));
  await expect(row).toContainText(shortDay(plusDays(day, 2)));
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: `Download the rooming list of ${EVENT} as CSV` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rooming-list-\d+\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Booking code,Guest,Room type,Arrival,Departure,Nights,Rooms,Payment');
  // The room type as the property names it (a name with a comma is quoted); the payment in words.
  expect(lines[1]).toMatch(
    new RegExp(`^${attendee.bookingcode},Grace Hopper,("[^"]*"|[^,]*),${day},${plusDays(day, 2)},2,1,[^,]+$`),
  );
  expect(lines.slice(2)).toEqual(['']);
  await expectNoAxeViolations(page, 'group blocks en 1400, reduced, rooming list');
  await section.scrollIntoViewIfNeeded();
  await shoot(page, section, 'staff-1400-en');

  // German, on a phone.
  const phone = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const de = await phone.newPage();
  await de.goto('/app/login');
  await de.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('owner@lindenhof.example');
  await de.getByRole('textbox', { name: 'Passwort' }).fill(STAFF_PASSWORD);
  await de.getByRole('button', { name: 'Anmelden' }).click();
  await expect(de.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await de.goto(`/app/bookings/${organiser.id}`);
  const abschnitt = de.getByRole('region', { name: 'Gruppenkontingente' });
  await expect(abschnitt.getByText('Status: Fest')).toBeVisible();
  await expect(abschnitt.getByRole('table', { name: `Teilnehmende von ${EVENT}` })).toContainText(
    'Grace Hopper',
  );
  await expectNoAxeViolations(de, 'group blocks de 390');
  await shoot(de, abschnitt, 'staff-390-de');
  await phone.close();
});
