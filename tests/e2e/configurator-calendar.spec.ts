import { expect, test } from '@playwright/test';
import { isoDay, isSunday, propertyLogin } from '../src/configurator-helpers.ts';

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
  const { token, propertyId } = await propertyLogin(request, 'workspace');
  const headers = { 'X-Auth-Token': token };
  const list = await request.get('/api/unitgroup/list', { headers });
  const unitgroups = ((await list.json()) as { items: { id: number; quantity: number }[] }).items;
  const [start, end] = [`${blocked} 09:00`, `${blocked} 17:00`];
  const created = await request.post('/api/booking/add', {
    headers,
    data: {
      propertyId,
      start,
      end,
      startdate: blocked,
      enddate: blocked,
      starttime: '09:00',
      endtime: '17:00',
      booker: { lastname: 'Blocker', email: 'blocker@example.com' },
      people: 1,
      bookingUnitgroupList: unitgroups.map((u) => ({
        unitgroup: { id: u.id },
        itemcount: u.quantity,
        start,
        end,
        personcount: 1,
      })),
      request: true,
      termsAccepted: true,
    },
  });
  expect(created.status()).toBe(201);

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
