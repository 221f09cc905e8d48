import { isoDay } from '../src/configurator-helpers.ts';
import { lindenhofOffer } from '../src/existing-booking-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/** The names of the unit group cards in the order the page shows them. */
function cardNames(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Auswählen / }) })
    .getByRole('heading');
}

test('meeting rooms are ordered by availability: a room booked out through the API moves behind the free ones', async ({
  page,
  request,
}) => {
  const day = isoDay(75);
  // 12 people: every meeting room of the lakeside hotel fits the group.
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=12`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tagungsräume' })).toBeVisible();
  // All free: the catalog's order.
  await expect(cardNames(page)).toHaveText(['Plenarsaal Seeblick', 'Gruppenraum', 'Boardroom']);

  // An offer for the plenary hall on that day, made through the real API, holds the hall.
  await lindenhofOffer(request, day);

  // The lists refresh on reload: the booked hall goes last, marked unavailable.
  await page.reload();
  await expect(cardNames(page)).toHaveText(['Gruppenraum', 'Boardroom', 'Plenarsaal Seeblick']);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Plenarsaal Seeblick' })
      .getByText('Nicht verfügbar'),
  ).toBeVisible();
});
