import { isoDay, openEventBar } from '../src/configurator-helpers.ts';
import { lindenhofOffer } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

test('a selected meeting room booked meanwhile is taken out when the lists refresh, and reported back when it is free again', async ({
  page,
  request,
}) => {
  const day = isoDay(80);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=22`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another booker takes the hall through the API; the guest then changes the guest count in the event bar.
  const offer = await lindenhofOffer(request, day);
  await openEventBar(page);
  await page.getByRole('button', { name: 'Erhöhen Personen' }).click();
  await expect(page.getByText('Nicht mehr verfügbar und entfernt: Plenarsaal Seeblick')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Plenarsaal Seeblick' })
      .getByText('Nicht verfügbar'),
  ).toBeVisible();

  // The other booking is cancelled: the next refresh says the hall is available again.
  const cancelled = await request.post(`/api/booking/cancel/${offer.token}/${offer.code}`, {
    headers: { 'X-Auth-Token': offer.auth },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.getByRole('button', { name: 'Erhöhen Personen' }).click();
  await expect(page.getByText('Wieder verfügbar: Plenarsaal Seeblick')).toBeVisible();
});

test('a property login the server fails leaves a blank page with a translated, closable message', async ({
  page,
}) => {
  // The server errs on the login (an unknown property has its own page: start.spec.ts).
  await page.route('**/api/propertylogin', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'error.internal', message: 'Internal error', details: [] }),
    }),
  );
  await page.goto('/lindenhof');
  const message = page.getByText('Die Anmeldung beim Haus ist fehlgeschlagen.');
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: "Los geht's" })).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);
  await page.getByRole('button', { name: /Schließen/ }).click();
  await expect(message).toHaveCount(0);
});
