import { expect, test } from '@playwright/test';
import { readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { freshDay } from '../src/existing-booking-helpers.ts';
import { cityloftJourney, lindenhofJourney } from '../src/keyboard-journeys.ts';

/*
 * Issue 18: a guest with only a keyboard books from the first screen, as a new user does: no mouse, no URL
 * parameters (tests/src/keyboard-journeys.ts). The walks count the Tab and Shift+Tab presses and print them;
 * `npm run bench:web` reports them too.
 */

test.describe.configure({ timeout: 180_000 });

test('lindenhof: a one-day meeting request by keyboard alone from the first screen', async ({
  page,
  request,
}) => {
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

test('cityloft: two nights of one room, reserved with a card guarantee, by keyboard alone', async ({
  page,
  request,
}) => {
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
