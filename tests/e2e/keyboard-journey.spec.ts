import { readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { press, tabTo } from '../src/configurator-keyboard.ts';
import { freshDay } from '../src/existing-booking-helpers.ts';
import { arrowToDay, cityloftJourney, dayLabel, lindenhofJourney, PHONE } from '../src/keyboard-journeys.ts';
import { expect, test } from '../src/test.ts';

/*
 * Issue 18: a guest with only a keyboard books from the first screen, as a new user does: no mouse, no URL
 * parameters (tests/src/keyboard-journeys.ts). The walks count the Tab and Shift+Tab presses and print them;
 * `npm run bench:web` reports them too.
 */

test.describe.configure({ timeout: 180_000 });

test('lindenhof: a one-day meeting request by keyboard alone from the first screen', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11'],
}, async ({ page, request }) => {
  const day = freshDay();
  const count = await lindenhofJourney(page, day);
  console.log(
    `keyboard journey lindenhof 1400x900: ${count.presses} Tab/Shift+Tab presses (${count.breakdown})`,
  );
  const { code, token } = await sentBooking(page);
  const booking = (await readBooking(request, 'lindenhof', token, code)) as unknown as {
    startdate: string;
    enddate: string;
    bookingUnitgroupList: { unitgroup: { id: number }; itemcount: number }[];
    bookingServiceList: { service: { id: number }; serviceOptionList: unknown[] }[];
    booker: { firstname: string; lastname: string; email: string };
  };
  expect(booking.startdate).toBe(day);
  expect(booking.enddate).toBe(day);
  expect(booking.bookingUnitgroupList).toHaveLength(1);
  expect(booking.bookingServiceList.some((l) => l.serviceOptionList.length === 1)).toBe(true);
  expect(booking.booker).toMatchObject({
    firstname: 'Clara',
    lastname: 'Berger',
    email: 'clara.berger@example.com',
  });
});

test('lindenhof on a phone (390×844): the same request by keyboard alone', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11'],
}, async ({ page, request }) => {
  const day = freshDay();
  const count = await lindenhofJourney(page, day, { viewport: PHONE });
  console.log(
    `keyboard journey lindenhof 390x844: ${count.presses} Tab/Shift+Tab presses (${count.breakdown})`,
  );
  const { code, token } = await sentBooking(page);
  const booking = await readBooking(request, 'lindenhof', token, code);
  expect(booking).toMatchObject({ startdate: day, enddate: day });
});

test('cityloft: two nights of one room, reserved with a card guarantee, by keyboard alone', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11'],
}, async ({ page, request }) => {
  const day = freshDay();
  const departure = new Date(`${day}T12:00:00Z`);
  departure.setUTCDate(departure.getUTCDate() + 2);
  const leave = departure.toISOString().slice(0, 10);
  const count = await cityloftJourney(page, day);
  console.log(
    `keyboard journey cityloft 1400x900: ${count.presses} Tab/Shift+Tab presses (${count.breakdown})`,
  );

  const { code, token } = await sentBooking(page);
  const booking = (await readBooking(request, 'cityloft', token, code)) as unknown as {
    bookingstate: number;
    startdate: string;
    enddate: string;
    bookingUnitgroupList: { itemcount: number }[];
  };
  expect(booking).toMatchObject({ bookingstate: 8, startdate: day, enddate: leave });
  expect(booking.bookingUnitgroupList.map((l) => l.itemcount)).toEqual([1]);
});

test('in English too, by keyboard from the first screen: Enter twice picks one day, Escape cancels a started range', {
  tag: ['@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11', '@wcag-4.1.3'],
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lindenhof');
  await expect(page.getByRole('grid').first()).toBeVisible();
  // The language, by keyboard: the picker's dialog, the arrow keys between its options, OK.
  await tabTo(page, page.getByRole('button', { name: 'Sprache: Deutsch' }));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog');
  const german = dialog.getByRole('radio', { name: 'Deutsch' });
  await expect(dialog).toBeVisible();
  if (!(await german.evaluate((el) => el === document.activeElement))) await tabTo(page, german);
  while (!(await dialog.getByRole('radio', { name: 'English' }).isChecked())) await press(page, 'ArrowDown');
  await tabTo(page, dialog.getByRole('button', { name: 'OK' }));
  await press(page, 'Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

  const grid = page.getByRole('grid').first();
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await press(page, 'Enter');
  await tabTo(page, grid);
  // A day early enough in its month that the three-day range below stays in one month's grid, whatever today is.
  let day = freshDay();
  while (Number(day.slice(8, 10)) > 25) day = freshDay();
  await arrowToDay(page, day, 'en-GB');
  const status = page.getByRole('status').filter({ hasText: 'Now choose the last day.' });
  // Enter starts a range, Escape cancels it: the next Enter starts again.
  await press(page, 'Enter');
  await expect(status).toBeVisible();
  await press(page, 'Escape');
  await expect(status).toHaveCount(0);
  // Enter twice on one day: that day alone.
  await press(page, 'Enter');
  await press(page, 'Enter');
  await expect(grid.getByRole('gridcell', { selected: true })).toHaveCount(1);
  await expect(
    grid
      .getByRole('gridcell', { selected: true })
      .getByRole('button', { name: new RegExp(`(^|\\s)${dayLabel(day, 'en-GB')}`) }),
  ).toBeFocused();
  // Arrows then Enter on another day: a range of three days.
  await press(page, 'Enter');
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  await press(page, 'Enter');
  await expect(grid.getByRole('gridcell', { selected: true })).toHaveCount(3);
});
