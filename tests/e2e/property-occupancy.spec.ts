import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage, isoDay, propertyLogin } from '../src/configurator-helpers.ts';
import { lindenhofDay } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 22's occupancy calendar (docs/api.md#unavailability-lists): Lindenhof's units against the days, a guest's
 * request and the seeded block named cell by cell; staff choose free days by keyboard only and block them, or drag
 * across days and start a booking. Axe-clean in English and German, on a wide screen and a phone.
 */

const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;
const NOTE = 'Occupancy e2e';
const LASTNAME = 'Occupant';
/** The seeded block: BREAKOUT-3 out of sale from today + 30 for five days (server/src/seed/properties.ts). */
const SEEDED_BLOCK_DAY = isoDay(31);
const REQUEST_DAY = isoDay(33);
/** Three days inside one month, well ahead, for the units guests' bookings reach last (the highest numbers). */
const BLOCK_FROM = `${isoDay(45).slice(0, 8)}10`;
const BLOCK_UNIT = 'DBL-30';
const DRAG_UNIT = 'DBL-29';

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const longDay = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    at(iso),
  );
const monthOf = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(iso));
const plusDays = (iso: string, days: number) => {
  const d = at(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let requestId: number | null = null;

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  return { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
}

/** Releases this test's blocks and cancels its guest request through the API: the demo data as it was. */
async function restore(request: APIRequestContext) {
  const headers = await staffHeaders(request);
  const list = await request.get('/api/staff/block/list?f.propertyId=1&p.s=200', { headers });
  const items = (await list.json()) as { items: { id: number; version: number; note: string }[] };
  for (const b of items.items.filter((i) => i.note === NOTE))
    await request.post(`/api/staff/block/${b.id}/release`, { headers, data: { version: b.version } });
  if (requestId !== null) {
    const detail = (await (await request.get(`/api/staff/booking/${requestId}`, { headers })).json()) as {
      version: number;
      allowedActions: string[];
    };
    const action = detail.allowedActions.includes('cancel') ? 'cancel' : 'delete';
    if (detail.allowedActions.includes(action))
      await request.post(`/api/staff/booking/${requestId}/${action}`, {
        headers,
        data: { version: detail.version },
      });
    requestId = null;
  }
}

test.beforeEach(async ({ request }) => restore(request));
test.afterEach(async ({ request }) => restore(request));

/** A guest's request for Lindenhof's plenary hall (its only unit, PLENUM-1) on `day`, booked by "Occupant". */
async function guestRequest(request: APIRequestContext, day: string) {
  const { token, propertyId } = await propertyLogin(request, 'lindenhof');
  const payload = await lindenhofDay(request, token, day);
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': token },
    data: {
      ...payload,
      propertyId,
      booker: { firstname: 'Olga', lastname: LASTNAME, email: 'occupant@example.org' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  requestId = ((await res.json()) as { id: number }).id;
  return requestId;
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Shows the month of `iso` (today's or a later one): Month, Today, then Next month until its name shows. */
async function showMonthOf(page: Page, iso: string, locale = 'en-GB') {
  const [monthLabel, todayLabel, nextLabel] =
    locale === 'de-DE' ? ['Monat', 'Heute', 'Nächster Monat'] : ['Month', 'Today', 'Next month'];
  await page.getByText(monthLabel, { exact: true }).click();
  await expect(page.getByRole('radio', { name: monthLabel })).toBeChecked();
  await page.getByRole('button', { name: todayLabel }).click();
  for (let i = 0; i < 4; i++) {
    if ((await page.getByText(monthOf(iso, locale), { exact: true }).count()) > 0) break;
    await page.getByRole('button', { name: nextLabel }).click();
  }
  await expect(page.getByText(monthOf(iso, locale), { exact: true })).toBeVisible();
  // The month's grid is in (its days come a request after its name): a day of it names the unit rows' cells.
  await expect(
    page
      .getByRole('grid')
      .getByRole('gridcell', { name: `, ${longDay(iso, locale)}: ` })
      .first(),
  ).toBeVisible();
}

/**
 * Gives a day the focus to start the keys from. Reaching a unit's row by the arrow keys is the staff walk's
 * (staff-walk.spec.ts, at three sizes) and the action bar test's (occupancy-grid-a11y.spec.ts): here the keys
 * choose, block and open.
 */
async function focusDay(page: Page, cellName: string) {
  const cell = page.getByRole('grid').getByRole('gridcell', { name: cellName });
  await cell.focus();
  await expect(cell).toBeFocused();
}

test('the grid names each unit and day; staff choose free days by keyboard and block them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const bookingId = await guestRequest(request, REQUEST_DAY);
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Occupancy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Occupancy, / });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Unit' })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: 'Single room', exact: true })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: 'SGL-1', exact: true })).toBeVisible();
  // The week of the property's today, its column marked for everyone.
  await expect(grid.getByRole('columnheader', { name: /, today$/ })).toHaveCount(1);

  // The seeded block and the guest's request, named as a screen reader reads them.
  await showMonthOf(page, SEEDED_BLOCK_DAY);
  await expect(
    grid.getByRole('gridcell', { name: `BREAKOUT-3, ${longDay(SEEDED_BLOCK_DAY)}: blocked, Maintenance` }),
  ).toBeVisible();
  await showMonthOf(page, REQUEST_DAY);
  const requested = grid.getByRole('gridcell', {
    name: `PLENUM-1, ${longDay(REQUEST_DAY)}: request, ${LASTNAME}`,
  });
  await expect(requested).toBeVisible();
  await expect(requested).toContainText(LASTNAME);
  await requested.scrollIntoViewIfNeeded();
  await shoot(page, 'occupancy-en-request-1400x900');
  // The day after is free (in the next month's view when the request falls on a month's last day).
  await showMonthOf(page, plusDays(REQUEST_DAY, 1));
  await expect(
    grid.getByRole('gridcell', { name: `PLENUM-1, ${longDay(plusDays(REQUEST_DAY, 1))}: free` }),
  ).toBeVisible();

  // Keyboard only from DBL-30 on BLOCK_FROM: three days with Shift+Right, then block them.
  await showMonthOf(page, BLOCK_FROM);
  await focusDay(page, `${BLOCK_UNIT}, ${longDay(BLOCK_FROM)}: free`);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  const last = plusDays(BLOCK_FROM, 2);
  await expect(grid.getByRole('gridcell', { name: `${BLOCK_UNIT}, ${longDay(last)}: free` })).toBeFocused();
  const selected = page.getByRole('status').filter({ hasText: 'selected' });
  await expect(selected).toHaveText(new RegExp(`^${BLOCK_UNIT}, .+ selected$`));
  // Escape lets go; Space on the first and on the last day chooses them again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Selection cleared.' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(selected).toHaveText(new RegExp(`^${BLOCK_UNIT}, .+ selected$`));
  await expectNoAxeViolations(page, 'occupancy en, days chosen');
  await shoot(page, 'occupancy-en-1400x900');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Block these days' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Block ${BLOCK_UNIT}, `) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note for the team' }).focus();
  await page.keyboard.type(NOTE);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Block', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${BLOCK_UNIT} out of sale from` })).toHaveText(
    `${BLOCK_UNIT} out of sale from ${longDay(BLOCK_FROM)} to ${longDay(last)}.`,
  );
  const blocked = grid.getByRole('gridcell', {
    name: `${BLOCK_UNIT}, ${longDay(BLOCK_FROM)}: blocked, Maintenance`,
  });
  await expect(blocked).toBeFocused();
  await expect(
    grid.getByRole('gridcell', { name: `${BLOCK_UNIT}, ${longDay(last)}: blocked, Maintenance` }),
  ).toBeVisible();
  await expect(
    grid.getByRole('gridcell', { name: `${BLOCK_UNIT}, ${longDay(plusDays(last, 1))}: free` }),
  ).toBeVisible();
  await shoot(page, 'occupancy-en-blocked-1400x900');

  // Blocked days cannot be blocked again: choosing them says so and offers no action.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(selected).toContainText('Some of these days are taken');
  await expect(page.getByRole('button', { name: 'Block these days' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'occupancy en, blocked');

  // Enter on the request opens it.
  await showMonthOf(page, REQUEST_DAY);
  await focusDay(page, `PLENUM-1, ${longDay(REQUEST_DAY)}: request, ${LASTNAME}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/bookings/${bookingId}$`));
});

test('a drag across free days of one unit starts a booking with them', async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Occupancy', exact: true }).click();
  const grid = page.getByRole('grid', { name: /^Occupancy, / });
  await showMonthOf(page, BLOCK_FROM);
  const cell = (day: string) => grid.getByRole('gridcell', { name: `${DRAG_UNIT}, ${longDay(day)}: free` });
  await cell(BLOCK_FROM).scrollIntoViewIfNeeded();
  const from = (await cell(BLOCK_FROM).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const to = (await cell(plusDays(BLOCK_FROM, 2)).boundingBox()) ?? from;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText(
    new RegExp(`^${DRAG_UNIT}, .+ selected$`),
  );
  await page.getByRole('button', { name: 'New booking' }).click();
  await expect(page).toHaveURL(/\/app\/bookings\/new\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/app/bookings/new');
  expect(url.searchParams.get('unit')).toMatch(/^\d+$/);
  expect(url.searchParams.get('unitgroup')).toMatch(/^\d+$/);
  expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([
    BLOCK_FROM,
    plusDays(BLOCK_FROM, 2),
  ]);
  // The new booking page takes over with the room type chosen.
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Room or space$/ })).toContainText('Double room, lake view');
});

test('two clicks, on the first and then the last free day, choose the same days without dragging', {
  tag: ['@wcag-2.5.7'],
}, async ({ page }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Occupancy', exact: true }).click();
  const grid = page.getByRole('grid', { name: /^Occupancy, / });
  await showMonthOf(page, BLOCK_FROM);
  const cell = (day: string) => grid.getByRole('gridcell', { name: `${DRAG_UNIT}, ${longDay(day)}: free` });
  await cell(BLOCK_FROM).click();
  await cell(plusDays(BLOCK_FROM, 2)).click();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText(
    new RegExp(`^${DRAG_UNIT}, .+ selected$`),
  );
  await page.getByRole('button', { name: 'New booking' }).click();
  await expect(page).toHaveURL(/\/app\/bookings\/new\?/);
  const url = new URL(page.url());
  expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([
    BLOCK_FROM,
    plusDays(BLOCK_FROM, 2),
  ]);
});

test('the calendar speaks German and fits a phone, axe-clean', async ({ page }) => {
  // Three axe scans of a grid of several hundred cells and four screenshots: more than the default 30 s on a
  // loaded two-core machine (a full dry run timed out at the third scan).
  test.setTimeout(90_000);
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.getByRole('link', { name: 'Occupancy', exact: true }).click();
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Belegung' })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Belegung, / });
  await showMonthOf(page, SEEDED_BLOCK_DAY, 'de-DE');
  const seeded = grid.getByRole('gridcell', {
    name: `BREAKOUT-3, ${longDay(SEEDED_BLOCK_DAY, 'de-DE')}: gesperrt, Instandhaltung`,
  });
  await expect(seeded).toBeVisible();
  await seeded.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'occupancy de');
  await shoot(page, 'occupancy-de-1400x900');
  await page.getByText('Woche', { exact: true }).click();
  await expectNoAxeViolations(page, 'occupancy de week');
  await shoot(page, 'occupancy-de-week-1400x900');
  await page.setViewportSize(narrow);
  await expectNoAxeViolations(page, 'occupancy de phone');
  await shoot(page, 'occupancy-de-390x844');
  await chooseLanguage(page, 'Sprache: Deutsch', 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeVisible();
  await shoot(page, 'occupancy-en-390x844');
});
