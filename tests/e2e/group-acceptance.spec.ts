import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { propertyLogin } from '../src/configurator-helpers.ts';
import { type OwnServer, startOwnServer, stopOwnServer } from '../src/own-server.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '../src/test.ts';

/*
 * Issue 41, the acceptance (docs/rules.md#group-blocks): "staff create and confirm a block; two attendees book from
 * the link (one pays, one guarantees); the rooming list shows both; after the release date the rest is on public
 * sale". At City Loft (Europe/Berlin) the non-refundable rate is paid when booking and the flexible rate is held by
 * a card (docs/rules.md#rate-policies), so the group holds Studios in two blocks, one per rate. The organiser's
 * group booking (10 rooms) is sent through the API as the configurator sends it; everything after it is done in the
 * property app (staff) and the configurator (attendees, the public).
 *
 * The release needs the clock a few weeks on, so the whole test runs on a server of its own (lane port + 7, its own
 * data folder): once the attendees have booked it stops and starts again 20 days later under Debian's faketime,
 * where the release job (`group-release-blocks`) runs at start. The pages opened after that get the same clock.
 *
 * Capacity of the Studio (12) those nights: the organiser's booking 4, block "non-refundable" 4, block "flexible" 4:
 * nothing left for the public while the blocks hold; once released, 12 - 4 - 2 attendees = 6 again.
 */

const port = Number(process.env.E2E_PORT ?? 3917) + 7;
const SHIFT_DAYS = 20;
const EVENT = 'Berlin Product Summit';
const CARD = '4111 1111 1111 1111';
const NONREF = { rate: 'Non-refundable rate', price: 9900 } as const;
const FLEX = { rate: 'Flexible rate', price: 11500 } as const;
const blockName = (rate: string) => `Studio · ${rate}`;
const wide = { width: 1400, height: 900 };

/** The property's today (City Loft is in Europe/Berlin) on this process's clock, plus `days`. */
function berlinDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at(iso));
/** "Thursday, 14 January 2027": a night on the attendee's page. */
const nightName = (iso: string) =>
  format(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "Thu 14 Jan 2027": a night in the staff's form. */
const shortDay = (iso: string) =>
  format(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
/** "Thu 14 Jan": a night in the staff's pickup table. */
const compactDay = (iso: string) => format(iso, { weekday: 'short', day: 'numeric', month: 'short' });
const euro = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Unit group and rate plan ids of City Loft by code. */
async function cityloftIds(api: APIRequestContext, token: string) {
  const list = await api.get('/api/unitgroup/list', { headers: { 'X-Auth-Token': token } });
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: { id: number; code: string }[] }).items;
  const unitgroup = (code: string) => {
    const found = items.find((u) => u.code === code);
    if (!found) throw new Error(`no unit group ${code}`);
    return found.id;
  };
  return { studio: unitgroup('STUDIO'), loft: unitgroup('LOFT') };
}

/** The organiser's request for 6 lofts and 4 studios on the event's nights: 10 rooms, a group booking. */
async function organiserBooks(api: APIRequestContext, arrival: string, departure: string) {
  const { token, propertyId } = await propertyLogin(api, 'cityloft');
  const ids = await cityloftIds(api, token);
  const line = (unitgroupId: number, itemcount: number) => ({
    unitgroup: { id: unitgroupId },
    itemcount,
    start: `${arrival} 15:00`,
    end: `${departure} 11:00`,
    personcount: itemcount * 2,
  });
  const res = await api.post('/api/booking/add', {
    headers: { 'X-Auth-Token': token },
    data: {
      propertyId,
      startdate: arrival,
      enddate: departure,
      people: 20,
      personsperroom: 2,
      request: true,
      termsAccepted: true,
      eventtitle: EVENT,
      booker: { firstname: 'Mira', lastname: 'Organiser', email: 'organiser@example.org' },
      bookingUnitgroupList: [line(ids.loft, 6), line(ids.studio, 4)],
      bookingServiceList: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; bookingcode: string };
}

/** How many Studios the public may book for the stay (the availability answer the configurator reads). */
async function publicStudios(api: APIRequestContext, arrival: string, departure: string) {
  const { token } = await propertyLogin(api, 'cityloft');
  const { studio } = await cityloftIds(api, token);
  const res = await api.post('/api/unitgroup/availability', {
    headers: { 'X-Auth-Token': token },
    data: {
      unitgroupId: studio,
      availabilities: [
        { itemcount: 1, start: `${arrival} 15:00`, end: `${departure} 11:00`, personcount: 2, childcount: 0 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()) as { availabilities: { maxquantity: number }[] };
  return answer.availabilities[0]?.maxquantity;
}

/** A new browser context on the server's clock (shifted by `days`), at the wide size. */
async function contextAt(browser: Browser, days: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: wide, locale: 'en-GB' });
  if (days === 0) return context;
  const time = Date.now() + days * 86_400_000;
  // Under `npm run test:e2e:shifted-clock` every context has its clock installed already (src/test.ts).
  if (process.env.FAKETIME) await context.clock.setSystemTime(time);
  else await context.clock.install({ time });
  return context;
}

/** The Studio's card on the configurator's room page for the stay, as a guest sees it. */
async function studioCard(page: Page, base: string, arrival: string, departure: string): Promise<Locator> {
  await page.goto(`${base}/cityloft?lang=en&f.start=${arrival}&f.end=${departure}&f.people=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Studio' }) });
}

/** Chooses an option of a Select in the property app. */
async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}

/** Replaces a field's text and leaves it (a number field takes its value on blur). */
async function typeInto(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

/**
 * Fills one block of the new group's form: the Studio at `rate` from the booking's arrival (the first night), 2 nights
 * of 4 rooms, released 14 days before each night.
 */
async function fillBlock(page: Page, block: Locator, nights: readonly string[], rate: string, price: number) {
  await choose(page, block.getByRole('button', { name: /Room type/ }), 'Studio');
  await choose(page, block.getByRole('button', { name: /Rate plan/ }), rate);
  await typeInto(block.getByRole('textbox', { name: /Negotiated price/ }), String(price / 100));
  await typeInto(block.getByRole('textbox', { name: /Number of nights/ }), '2');
  await typeInto(block.getByRole('textbox', { name: /^Rooms per night/ }), '4');
  for (const night of nights)
    await expect(block.getByRole('textbox', { name: `Rooms on ${shortDay(night)}` })).toHaveValue('4');
  await expect(block.getByRole('radio', { name: 'A number of days before each night' })).toBeChecked();
  await typeInto(block.getByRole('textbox', { name: 'Days before each night' }), '14');
}

/**
 * An attendee opens the group's link, chooses the block of `rate` and both nights, gives their details and the
 * card, and reserves: the booking opens with its payment dialog. Answers the dialog.
 */
async function attendeeReserves(
  page: Page,
  link: string,
  nights: readonly [string, string],
  choice: { rate: string; price: number },
  person: { first: string; last: string },
  button: string,
) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  const blocks = page.getByRole('radiogroup', { name: 'Room type and rate' });
  const option = `Studio, ${euro(choice.price)} per night (${choice.rate})`;
  await blocks.getByText(option, { exact: true }).click();
  await expect(blocks.getByRole('radio', { name: option })).toBeChecked();
  for (const night of nights) {
    await expect(page.getByRole('checkbox', { name: nightName(night) })).toBeEnabled();
    await page.getByText(nightName(night), { exact: true }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'nights' })).toHaveText(
    `2 nights × ${euro(choice.price)}, ${euro(2 * choice.price)} in all`,
  );
  await page.getByRole('textbox', { name: 'First name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${person.first.toLowerCase()}@example.org`);
  await page.getByText('Credit card', { exact: true }).click();
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/cityloft\/payment\/\d+$/);
}

/** The attendee's booking after the dialog closed: confirmed; answers its code. */
async function confirmedBooking(page: Page, choice: { price: number }): Promise<string> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: /^Booking / });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Confirmed');
  await expect(page.getByText(`2 nights × ${euro(choice.price)}`)).toBeVisible();
  await expect(page.getByText(EVENT).first()).toBeVisible();
  return ((await heading.textContent()) ?? '').replace(/^Booking /, '').trim();
}

/** The staff's booking page of the organiser's booking, signed in (again when the app lost its session). */
async function openOrganiserBooking(page: Page, base: string, id: number) {
  const section = page.getByRole('region', { name: 'Group blocks' });
  const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await page.goto(`${base}/app/bookings/${id}`);
  await expect(section.or(signInHeading)).toBeVisible({ timeout: 15_000 });
  if (await signInHeading.isVisible()) {
    await staffSignIn(page, 'owner@cityloft.example', base);
    await page.goto(`${base}/app/bookings/${id}`);
  }
  await expect(section).toBeVisible({ timeout: 15_000 });
  return section;
}

test('group blocks, end to end: staff hold Studios at two rates, one attendee pays, one guarantees, the rooming list shows both, and after the release the rest is on public sale', async ({
  browser,
}) => {
  // Two starts of a server of its own (the second under faketime, where the release job's first run waits for its
  // worker's 10 s polling), three people's journeys in the apps.
  test.setTimeout(300_000);
  expect(spawnSync('sh', ['-c', 'command -v faketime']).status, "Debian's faketime is installed").toBe(0);
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-group-acceptance-'));
  let server: OwnServer | null = await startOwnServer(port, dataDir, null);
  const { base } = server;
  const api = await playwrightRequest.newContext({ baseURL: base });
  const contexts: BrowserContext[] = [];
  const open = async (days = 0) => {
    const context = await contextAt(browser, days);
    contexts.push(context);
    return context.newPage();
  };
  try {
    // Some weeks ahead: two nights, released 14 days before each (on days 16 and 17 from today).
    const nights = [berlinDay(30), berlinDay(31)] as const;
    const departure = berlinDay(32);
    const organiser = await organiserBooks(api, nights[0], departure);
    expect(await publicStudios(api, nights[0], departure)).toBe(8);

    // Staff open the organiser's booking from the bookings list and make the group with a block per rate.
    const staff = await open();
    await staffSignIn(staff, 'owner@cityloft.example', base);
    await staff
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await staff.getByRole('searchbox', { name: 'Search' }).fill(organiser.bookingcode);
    await expect(staff).toHaveURL(new RegExp(`q=${organiser.bookingcode}`));
    await staff.getByRole('link', { name: organiser.bookingcode }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: `Booking ${organiser.bookingcode}` }),
    ).toBeVisible();
    const section = staff.getByRole('region', { name: 'Group blocks' });
    const form = section.getByRole('form', { name: 'New group' });
    await expect(form.getByRole('textbox', { name: "Organiser's name" })).toHaveValue('Mira Organiser');
    await typeInto(form.getByRole('textbox', { name: /Event name/ }), EVENT);
    await fillBlock(
      staff,
      form.getByRole('group', { name: 'Block 1', exact: true }),
      nights,
      NONREF.rate,
      NONREF.price,
    );
    await form.getByRole('button', { name: 'Add a block' }).click();
    await fillBlock(
      staff,
      form.getByRole('group', { name: 'Block 2', exact: true }),
      nights,
      FLEX.rate,
      FLEX.price,
    );
    await form.getByRole('button', { name: 'Create group' }).click();
    const status = section.getByRole('status').first();
    await expect(status).toContainText(`Group ${EVENT} created, pickup code`);
    await expect(section.getByText('Status: Tentative')).toHaveCount(2);

    // Confirmed, one after the other: the rooms are held.
    for (const { rate } of [NONREF, FLEX]) {
      await section.getByRole('button', { name: `Confirm ${blockName(rate)}` }).click();
      await expect(status).toHaveText(`${blockName(rate)} confirmed: its rooms are held for the group.`);
    }
    await expect(section.getByText('Status: Definite')).toHaveCount(2);
    const linkText = section.getByText(/^\/cityloft\/group\/[A-Z0-9]{10}$/);
    await expect(linkText).toBeVisible();
    const path = ((await linkText.textContent()) ?? '').trim();
    const code = path.split('/').at(-1) ?? '';
    await expect(section.getByRole('definition').filter({ hasText: code })).toHaveCount(2);

    // The public: the Studio is not for sale those nights.
    const guest = await open();
    const before = await studioCard(guest, base, nights[0], departure);
    await expect(before).toContainText('Unavailable');
    await expect(before.getByRole('button', { name: 'Select Studio' })).toBeDisabled();
    expect(await publicStudios(api, nights[0], departure)).toBe(0);

    // Attendee 1: the non-refundable Studio, paid in full with the sandbox's test card.
    const ada = await open();
    await attendeeReserves(
      ada,
      `${base}${path}?lang=en`,
      nights,
      NONREF,
      { first: 'Ada', last: 'Lovelace' },
      'Reserve and pay',
    );
    const payment = ada.getByRole('dialog', { name: /Payment for booking/ });
    await expect(payment.getByText(`Amount due now: ${euro(2 * NONREF.price)}`)).toBeVisible();
    await payment.getByRole('textbox', { name: 'Card number' }).fill(CARD);
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(payment.getByTestId('payment-outcome')).toContainText('Payment successful');
    await payment.getByRole('button', { name: 'Close' }).click();
    const adaCode = await confirmedBooking(ada, NONREF);

    // Attendee 2: the flexible Studio, a card held as the guarantee, nothing charged.
    const grace = await open();
    await attendeeReserves(
      grace,
      `${base}${path}?lang=en`,
      nights,
      FLEX,
      { first: 'Grace', last: 'Hopper' },
      'Reserve and guarantee',
    );
    const guarantee = grace.getByRole('dialog', { name: /Card guarantee for booking/ });
    await expect(
      guarantee.getByText('Your card is held as a guarantee for your reservation. Nothing is charged now.'),
    ).toBeVisible();
    await guarantee.getByRole('textbox', { name: 'Card number' }).fill(CARD);
    await guarantee.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await guarantee.getByRole('button', { name: 'Guarantee with card' }).click();
    await expect(guarantee.getByTestId('payment-outcome')).toContainText(
      'Your card guarantees your booking: it is confirmed. Nothing was charged.',
    );
    await guarantee.getByRole('button', { name: 'Close' }).click();
    const graceCode = await confirmedBooking(grace, FLEX);

    // Staff read the group again: one room picked up from each block, both attendees in the rooming list.
    await staff.reload();
    for (const { rate } of [NONREF, FLEX]) {
      const summary = section.getByRole('table', { name: `Pickup per night: ${blockName(rate)}` });
      for (const night of nights)
        await expect(
          summary.getByRole('row', { name: new RegExp(`^${compactDay(night)} `) }).getByRole('cell'),
        ).toHaveText(['4', '1', '3', 'No']);
    }
    const rooming = section.getByRole('table', { name: `Attendees of ${EVENT}` });
    await expect(rooming.getByRole('row')).toHaveCount(3);
    const adaRow = rooming.getByRole('row', { name: /Ada Lovelace/ });
    await expect(adaRow).toContainText(adaCode);
    await expect(adaRow).toContainText(blockName(NONREF.rate));
    await expect(adaRow.getByRole('cell').last()).toHaveText('Paid');
    const graceRow = rooming.getByRole('row', { name: /Grace Hopper/ });
    await expect(graceRow).toContainText(graceCode);
    await expect(graceRow).toContainText(blockName(FLEX.rate));
    await expect(graceRow.getByRole('cell').last()).toHaveText('Card held');
    // Still nothing for the public: the rest is held.
    expect(await publicStudios(api, nights[0], departure)).toBe(0);
    for (const context of contexts.splice(0)) await context.close();

    // The release date passes while the server is down: it starts again 20 days later.
    await stopOwnServer(server);
    server = null;
    server = await startOwnServer(port, dataDir, `+${SHIFT_DAYS}d`);

    // Staff see both blocks released by the system (the job's run at start), every night back on sale; the rooming
    // list keeps both attendees.
    const later = await open(SHIFT_DAYS);
    await staffSignIn(later, 'owner@cityloft.example', base);
    await expect(async () => {
      const again = await openOrganiserBooking(later, base, organiser.id);
      await expect(again.getByText('Status: Released')).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 120_000 });
    const released = later.getByRole('region', { name: 'Group blocks' });
    for (const { rate } of [NONREF, FLEX]) {
      const summary = released.getByRole('table', { name: `Pickup per night: ${blockName(rate)}` });
      for (const night of nights)
        await expect(
          summary
            .getByRole('row', { name: new RegExp(`^${compactDay(night)} `) })
            .getByRole('cell')
            .last(),
        ).toHaveText('Yes');
      await expect(released.getByRole('button', { name: `Confirm ${blockName(rate)}` })).toHaveCount(0);
    }
    const roomingLater = released.getByRole('table', { name: `Attendees of ${EVENT}` });
    await expect(roomingLater.getByRole('row', { name: /Ada Lovelace/ })).toContainText(adaCode);
    await expect(roomingLater.getByRole('row', { name: /Grace Hopper/ })).toContainText(graceCode);

    // The public: the Studios not picked up are for sale again (12 less the organiser's 4 and the attendees' 2).
    expect(await publicStudios(api, nights[0], departure)).toBe(6);
    const guestLater = await open(SHIFT_DAYS);
    const after = await studioCard(guestLater, base, nights[0], departure);
    await expect(after).toContainText('Available');
    await expect(after).not.toContainText('Unavailable');
    await after.getByRole('button', { name: 'Select Studio' }).click();
    await expect(after.getByRole('button', { name: 'Select Studio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // And the attendees' link says the nights are no longer held for the event.
    const lateAttendee = await open(SHIFT_DAYS);
    await lateAttendee.goto(`${base}${path}?lang=en`);
    await expect(lateAttendee.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    await expect(lateAttendee.getByText('No rooms can be booked for this event any more.')).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
    await api.dispose();
    if (server) await stopOwnServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
