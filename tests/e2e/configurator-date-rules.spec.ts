import { isoDay, openEventBar, propertyLogin } from '../src/configurator-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/** The calendar's button for an ISO day, whatever the English date format ("December 9, 2026" or "9 December 2026"). */
function calendarDay(page: Page, iso: string) {
  const date = new Date(`${iso}T12:00:00Z`);
  const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(date);
  const [day, year] = [date.getUTCDate(), date.getUTCFullYear()];
  const name = new RegExp(`(${month} ${day}, ${year}|\\b${day} ${month} ${year})`);
  return page.getByRole('grid').getByRole('button', { name });
}

/** A cityloft booking of one studio from `start` to `end`, as a client would send it. */
async function studioStay(request: Parameters<typeof propertyLogin>[0], start: string, end: string) {
  const { token, propertyId } = await propertyLogin(request, 'cityloft');
  const headers = { 'X-Auth-Token': token };
  const list = await request.get('/api/unitgroup/list', { headers });
  const studio = ((await list.json()) as { items: { id: number; code: string }[] }).items.find(
    (u) => u.code === 'STUDIO',
  );
  if (!studio) throw new Error('no studio at cityloft');
  return request.post('/api/booking/add', {
    headers,
    data: {
      propertyId,
      startdate: start,
      enddate: end,
      booker: { lastname: 'Short', email: 'short.stay@example.com' },
      people: 2,
      personsperroom: 2,
      bookingUnitgroupList: [
        {
          unitgroup: { id: studio.id },
          itemcount: 1,
          start: `${start} 15:00`,
          end: `${end} 11:00`,
          personcount: 2,
        },
      ],
      request: true,
      termsAccepted: true,
    },
  });
}

test('a stay shorter than the minimum cannot be picked in the calendar and is refused by the API', async ({
  page,
  request,
}) => {
  // Seven days of one month, so every day used is on the calendar page the guest sees.
  let offset = 50;
  while (isoDay(offset).slice(0, 7) !== isoDay(offset + 6).slice(0, 7)) offset++;
  const [arrival, nextDay, twoNightsLater] = [isoDay(offset), isoDay(offset + 1), isoDay(offset + 2)];

  // cityloft takes stays of at least two nights; the guest is told so under the calendar.
  await page.goto(`/cityloft?lang=en&f.start=${isoDay(offset + 4)}&f.end=${isoDay(offset + 6)}&f.people=2`);
  await expect(page).toHaveURL(/\/cityloft\/unitgroup\/0\/1$/);
  // The rooms page shows the stay as one line: the guest opens it to change the dates.
  await openEventBar(page);
  await expect(page.getByText('Minimum stay: 2 nights.')).toBeVisible();
  await expect(page.getByRole('application')).toHaveAccessibleDescription(/Minimum stay: 2 nights\./);

  await calendarDay(page, arrival).click();
  await expect(page.getByRole('status').filter({ hasText: 'Now choose the last day.' })).toBeVisible();
  // One night later cannot be the departure: the day is unavailable while the arrival is picked.
  await expect(calendarDay(page, nextDay)).toHaveAttribute('aria-disabled', 'true');
  await expect(calendarDay(page, nextDay)).toHaveAttribute('data-unavailable', 'true');
  // Two nights can.
  await expect(calendarDay(page, twoNightsLater)).not.toHaveAttribute('aria-disabled', 'true');
  await calendarDay(page, twoNightsLater).click();
  await expect(calendarDay(page, nextDay).locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  await expect(calendarDay(page, isoDay(offset + 5)).locator('xpath=..')).not.toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The server applies the same rule: one night is refused with the date error and stored nowhere.
  const [start, end] = [isoDay(offset + 20), isoDay(offset + 21)];
  const refused = await studioStay(request, start, end);
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { error: string; details: { code: string }[] };
  expect(body.error).toBe('error.dates');
  expect(body.details).toEqual([expect.objectContaining({ code: 'MIN_NIGHTS' })]);
  const accepted = await studioStay(request, start, isoDay(offset + 22));
  expect(accepted.status(), await accepted.text()).toBe(201);
});
