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
  // A day's button is named "Montag, 1. Februar 2027, ab 80 €": its date matched whole, so that the 1st is not
  // also the 11th and the 21st.
  const dayButton = (iso: string) =>
    page.getByRole('grid').getByRole('button', {
      name: new RegExp(
        `(^|, )${new Intl.DateTimeFormat('de-DE', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
          .format(new Date(`${iso}T12:00:00Z`))
          .replaceAll('.', '\\.')}(,|$)`,
      ),
    });

  await page.goto(`/workspace?f.start=${shown}&f.end=${shown}&f.people=2`);
  const day = dayButton(blocked);
  await expect(day).toBeVisible();
  await expect(day).not.toHaveAttribute('data-unavailable', 'true');

  // Book every unit of the workspace on that day through the real API.
  await bookEveryUnit(request, 'workspace', blocked);

  await page.reload();
  await expect(day).toHaveAttribute('data-unavailable', 'true');
  await expect(day).toHaveAccessibleDescription(/nicht verfügbar/);
  await expect(dayButton(shown)).not.toHaveAttribute('data-unavailable', 'true');
});
