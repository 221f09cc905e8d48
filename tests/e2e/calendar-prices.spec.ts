import { mkdirSync } from 'node:fs';
import { cartTotal, eventBar, isoDay, openEventBar, pickDay } from '../src/configurator-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 38 (docs/rules.md#calendar-prices): under each free day of the event bar's calendar the guest sees the
 * lowest price from that day on for the search, in the guest's language, and the day's name ends with it. At a
 * hotel it is one room for one night at the cheapest rate the guest may book: what the cart charges per night.
 */

type Locale = 'de-DE' | 'en-GB';

const longDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/**
 * A price as a day's name says it: in whole units rounded up ("119 €", "€119"; 116.10 € is "117 €"), as a day has no
 * room for cents on a phone.
 */
const compact = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: false,
  }).format(Math.ceil(cents / 100));

/** The amount as a day writes it under its number: whole units rounded up, no sign (the legend names the currency). */
const shownAmount = (cents: number) => String(Math.ceil(cents / 100));

// Intl writes a no-break space before "€", which accessible names read as a space: any space matches.
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');

/** The calendar's button for a day, named "<date>, from <price>" / "<date>, ab <price>" (in the shown month). */
function pricedDay(page: Page, iso: string, cents: number, locale: Locale) {
  const from = locale === 'de-DE' ? 'ab' : 'from';
  return eventBar(page)
    .getByRole('grid')
    .getByRole('button', {
      // A picked day says so before its price ("… 2027 selected, from €119").
      name: new RegExp(
        `(?:^|\\s)${literal(longDay(iso, locale))}[^,]*, ${from} ${literal(compact(cents, locale))}$`,
      ),
    });
}

test('a guest planning an event at Lindenhof sees the lowest meeting-room day price, in German and in English', async ({
  page,
}) => {
  const day = isoDay(45);
  // Lindenhof's guests plan events: for 25 people only the Plenarsaal fits, 1,500.00 € a day.
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  const german = pricedDay(page, day, 150000, 'de-DE');
  await expect(german).toBeVisible({ timeout: 15_000 });
  // Under the day's number, as written: "1500" (no sign, no thousands separator in the narrow cell); the legend
  // says what the prices are and in which currency.
  await expect(german.locator('[data-price]')).toHaveAttribute('data-price', shownAmount(150000));
  await expect(german).toContainText(String(Number(day.slice(8))));
  await expect(eventBar(page)).toContainText('Preise in €: der günstigste Raum für einen Tag');
  // For ten people a breakout room, 350.00 €.
  await page.goto(`/lindenhof?lang=en&f.start=${day}&f.end=${day}&f.people=10`);
  const english = pricedDay(page, day, 35000, 'en-GB');
  await expect(english).toBeVisible({ timeout: 15_000 });
  await expect(english.locator('[data-price]')).toHaveAttribute('data-price', '350');
  await expect(eventBar(page)).toContainText('Prices in €: the lowest for one room and day');
});

test('at City Loft the day’s price is the non-refundable studio’s night, which the cart charges per night', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const arrival = isoDay(100);
  const departure = isoDay(102);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/cityloft');
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  await openEventBar(page);
  // Two per room (the property's default): the studio at the non-refundable rate, 129.00 € less 10 %.
  await pickDay(page, arrival);
  await expect(pricedDay(page, arrival, 11610, 'de-DE')).toBeVisible();
  await pickDay(page, departure);

  const studio = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Studio' }) });
  // The radio itself is visually hidden under its label: the guest moves to the non-refundable rate by arrow key.
  const rates = studio.getByRole('radiogroup', { name: 'Rate' });
  await rates.getByRole('radio', { name: /^Flexible Rate/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(rates.getByRole('radio', { name: /^Nicht stornierbare Rate/ })).toBeChecked();
  await studio.getByRole('button', { name: 'Auswählen Studio' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  // Two nights at the night the calendar's price was rounded up from.
  await expect(cartTotal(page)).toHaveText('232,20 €');

  await page.goto(`/cityloft?lang=en`);
  await openEventBar(page);
  await expect(pricedDay(page, arrival, 11610, 'en-GB')).toBeVisible({ timeout: 15_000 });
});

// CALPRICES_SHOTS_DIR=<dir> keeps a picture of the calendar at each size and language.
const shots = process.env.CALPRICES_SHOTS_DIR;

for (const [size, viewport] of [
  ['1400x900', { width: 1400, height: 900 }],
  ['390x844', { width: 390, height: 844 }],
] as const) {
  test(`the priced calendar fits a ${size} screen in German and English`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // Lindenhof's hall for 25 ("1500", the widest price the demo shows) and City Loft's cents ("116,10 €").
    const properties = [
      { key: 'lindenhof', day: isoDay(45), end: isoDay(45), cents: 150000, people: 25 },
      { key: 'cityloft', day: isoDay(100), end: isoDay(102), cents: 11610, people: 2 },
    ];
    for (const { key, day, end, cents, people } of properties) {
      for (const [lang, locale] of [
        ['de', 'de-DE'],
        ['en', 'en-GB'],
      ] as const) {
        await page.goto(`/${key}?lang=${lang}&f.start=${day}&f.end=${end}&f.people=${people}`);
        if (key === 'cityloft') await openEventBar(page);
        const priced = pricedDay(page, day, cents, locale);
        await expect(priced).toBeVisible({ timeout: 15_000 });
        const grid = eventBar(page).getByRole('grid').first();
        // Seven days a row, none cut off: the grid is no wider than the screen, each price within its day.
        const gridBox = await grid.boundingBox();
        expect((gridBox?.x ?? 0) + (gridBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        const dayBox = await priced.boundingBox();
        const priceBox = await priced.locator('[data-price]').boundingBox();
        expect(priceBox?.width ?? 0).toBeLessThanOrEqual(dayBox?.width ?? 0);
        if (shots) {
          mkdirSync(shots, { recursive: true });
          await grid.evaluate((el) =>
            el.closest('[role="application"]')?.scrollIntoView({ block: 'center' }),
          );
          await page.screenshot({ path: `${shots}/calendar-${key}-${lang}-${size}.png` });
        }
      }
    }
  });
}
