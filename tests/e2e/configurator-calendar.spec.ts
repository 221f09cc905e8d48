import { isoDay, isSunday } from '../src/configurator-helpers.ts';
import { bookEveryUnit } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

test('the availability calendar marks a day made unavailable by a booking created through the API', async ({
  page,
  request,
}) => {
  // A day whose neighbour is in the same month, so both are on the calendar page the guest sees; not a
  // Sunday, on which workspace takes no booking.
  let offset = 60;
  while (isoDay(offset).slice(0, 7) !== isoDay(offset + 1).slice(0, 7) || isSunday(isoDay(offset))) offset++;
  const blocked = isoDay(offset);
  const shown = isoDay(offset + 1);
  const dayName = new Intl.DateTimeFormat('de-DE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${blocked}T12:00:00Z`));

  await page.goto(`/workspace?f.start=${shown}&f.end=${shown}&f.people=2`);
  const day = page.getByRole('grid').getByRole('button', { name: dayName });
  await expect(day).toBeVisible();
  await expect(day).not.toHaveAttribute('data-unavailable', 'true');

  // Book every unit of the workspace on that day through the real API.
  await bookEveryUnit(request, 'workspace', blocked);

  await page.reload();
  await expect(day).toHaveAttribute('data-unavailable', 'true');
  await expect(day).toHaveAccessibleDescription(/nicht verfügbar/);
  await expect(
    page.getByRole('grid').getByRole('button', {
      name: new Intl.DateTimeFormat('de-DE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${shown}T12:00:00Z`)),
    }),
  ).not.toHaveAttribute('data-unavailable', 'true');
});
