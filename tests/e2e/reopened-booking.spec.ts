import {
  chooseLanguage,
  isoDay,
  propertyLogin,
  readBooking,
  sentBooking,
} from '../src/configurator-helpers.ts';
import { freshDay, hotelSendsOffer, lindenhofDay } from '../src/existing-booking-helpers.ts';
import { type BrowserContext, expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * docs/pages.md#reopening-a-booking: the booker reopens a booking from the link in their mail. The page shows what
 * was booked (each day's times and people, the services' counts) and speaks the booker's language, after a reload
 * too; docs/rules.md#existing-booking-flow: its cart, rebuilt from the stored booking, is what was booked.
 */

/** Chooses a day slot's times in its two time selects, as the guest does. */
async function chooseTimes(page: Page, slot: Locator, from: string, to: string) {
  await slot.getByRole('button', { name: /^Uhrzeiten ändern – / }).click();
  await slot.getByRole('button', { name: /Von/ }).click();
  await page.getByRole('option', { name: from, exact: true }).click();
  await slot.getByRole('button', { name: /Bis/ }).click();
  await page.getByRole('option', { name: to, exact: true }).click();
}

/** Types a day's people into its field. */
async function dayPeople(days: Locator, day: number, people: number) {
  const field = days.getByRole('textbox', { name: new RegExp(`^Personen – Tag ${day}: `) });
  await field.fill(String(people));
  await field.press('Tab');
}

/** Each day's times and people as the guest booked them. */
const schedule = ['09:00–17:00 · 30 Personen', '10:00–16:00 · 45 Personen', '08:00–12:00 · 25 Personen'];

/** The reopened booking's days, each with the hall's times and people and the lunch for 20 (the page's summary). */
async function expectBookedDays(page: Page) {
  const tables = page.getByRole('region', { name: 'Ihre Auswahl' }).getByRole('table');
  await expect(tables).toHaveCount(3);
  for (const [i, times] of schedule.entries()) {
    const day = tables.nth(i);
    await expect(day.getByRole('row', { name: /^Plenarsaal Seeblick/ })).toContainText(times);
    await expect(
      day
        .getByRole('row', { name: /^Mittagsbuffet/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('20');
  }
}

test('a reopened three-day conference shows each day’s own times and people and the lunch for 20, after a reload and in its cart', async ({
  page,
  request,
}) => {
  // About forty steps to book three days: longer than the default 30 s on a busy machine.
  test.setTimeout(150_000);
  // Days of their own, far beyond the other specs' (a retry or repeat books its own: the hall is taken by the last).
  const first = isoDay(1000 + 4 * (test.info().retry + 3 * test.info().repeatEachIndex));
  await page.goto(`/lindenhof?f.start=${first}&f.end=${first}&f.people=30`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  const buffet = page.getByRole('article', { name: 'Mittagsbuffet' });
  await buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  // The option's input is visually hidden under its styled label: the guest presses the label.
  await buffet.getByText('Vegetarisch', { exact: true }).click();
  await expect(buffet.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();
  const lunchPeople = buffet.getByRole('textbox', { name: 'Personen' });
  await lunchPeople.fill('20');
  await lunchPeople.press('Tab');
  await page.getByRole('tab', { name: /Übersicht/ }).click();

  // Day 1 from 9 to 5, copied twice; day 2 from 10 to 4 with 45 people, day 3 a morning with 25.
  const days = page.getByRole('region', { name: 'Ihre Tage' });
  await chooseTimes(page, days.getByRole('region', { name: /^Tag 1: / }), '09:00', '17:00');
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await expect(days.getByRole('listitem')).toHaveCount(3);
  await chooseTimes(page, days.getByRole('region', { name: /^Tag 2: / }), '10:00', '16:00');
  await chooseTimes(page, days.getByRole('region', { name: /^Tag 3: / }), '08:00', '12:00');
  await dayPeople(days, 2, 45);
  await dayPeople(days, 3, 25);
  for (const [i, times] of schedule.entries())
    await expect(days.getByRole('region', { name: new RegExp(`^Tag ${i + 1}: `) })).toContainText(times);

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('clara.berger@example.com');
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  const link = await page.getByRole('link', { name: 'Buchung später wieder öffnen' }).getAttribute('href');
  const { code, token } = await sentBooking(page);
  // The hotel answers the request with its offer, which the booker may change.
  const sent = await readBooking(request, 'lindenhof', token, code);
  await hotelSendsOffer(request, {
    id: Number(sent.id),
    version: Number(sent.version),
    propertyKey: 'lindenhof',
  });

  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'Buchungscode' }).fill(code);
  await page.getByRole('button', { name: 'Buchung öffnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${code}` })).toBeVisible();
  await expectBookedDays(page);

  // A reload on a slow line: the booking is read again before the property's lists are in.
  let bookingRead = () => {};
  const read = new Promise<void>((resolve) => {
    bookingRead = resolve;
  });
  await page.route('**/api/booking/byTokenAndInternalIdOrExternalId/**', async (route) => {
    await route.fulfill({ response: await route.fetch() });
    bookingRead();
  });
  for (const list of ['**/api/unitgroup/list**', '**/api/service/list**'])
    await page.route(list, async (route) => {
      await read;
      await route.continue();
    });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${code}` })).toBeVisible();
  await expectBookedDays(page);

  // Changing the services opens the booking's cart: the days are those booked, the lunch still for 20.
  await page.getByRole('button', { name: 'Leistungen ändern' }).click();
  for (const [i, times] of schedule.entries())
    await expect(days.getByRole('region', { name: new RegExp(`^Tag ${i + 1}: `) })).toContainText(times);
  const selection = page.getByRole('region', { name: 'Ihre Auswahl' });
  await expect(selection.getByRole('row', { name: /^Mittagsbuffet/ })).toHaveCount(3);
  for (const row of await selection.getByRole('row', { name: /^Mittagsbuffet/ }).all())
    await expect(row.getByRole('cell').first()).toHaveText('20');
});

/** A lindenhof offer requested in English: the booking keeps its booker's language. */
async function englishOffer(page: Page) {
  const request = page.request;
  const { token: auth, propertyId } = await propertyLogin(request, 'lindenhof');
  const res = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': auth, 'App-Language': 'en' },
    data: { ...(await lindenhofDay(request, auth, freshDay())), propertyId },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as {
    id: number;
    version: number;
    bookingcode: string;
    bookingtoken: string;
  };
  await hotelSendsOffer(request, { id: body.id, version: body.version, propertyKey: 'lindenhof' });
  return { id: body.id, code: body.bookingcode, token: body.bookingtoken };
}

test('the reopened booking keeps the booker’s language on reload, and the language the booker chooses wins', {
  tag: ['@wcag-3.1.1'],
}, async ({ page, browser, baseURL }) => {
  const b = await englishOffer(page);
  // The link as the booker's mail carries it: the booking's id, its token and the booker's language.
  await page.goto(`/lindenhof/reservation?loadBooking=${b.id}&bookingtoken=${b.token}&lang=en`);
  await page.getByRole('textbox', { name: 'Booking code' }).fill(b.code);
  await page.getByRole('button', { name: 'Open booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${b.code}` })).toBeVisible();
  await expect(page).toHaveURL(/\/lindenhof\/cart\/1$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${b.code}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('booking-state')).toHaveText('Offered');

  // The booker switches to German: that stays after a reload.
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${b.code}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${b.code}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('booking-state')).toHaveText('Angeboten');

  // On another device, an older link without the language: the prompt speaks German, the booking its booker's
  // English, after a reload too.
  const other: BrowserContext = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const phone = await other.newPage();
    await phone.goto(`/lindenhof/reservation?loadBooking=${b.id}&bookingtoken=${b.token}`);
    await phone.getByRole('textbox', { name: 'Buchungscode' }).fill(b.code);
    await phone.getByRole('button', { name: 'Buchung öffnen' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: `Booking ${b.code}` })).toBeVisible();
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: `Booking ${b.code}` })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await other.close();
  }
});
