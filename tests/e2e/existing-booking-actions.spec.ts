import { propertyLogin } from '../src/configurator-helpers.ts';
import {
  freshDay,
  hotelSendsOffer,
  lindenhofDay,
  lindenhofOffer,
  openBooking,
  stored,
  useProviderKind,
  workspaceOffer,
} from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

const NEW = 1;
const OFFERED = 2;
const CONFIRMED = 8;
const CANCELED = 32;

test('confirming an offer of a property without online payment confirms it directly', async ({
  page,
  request,
}) => {
  const b = await workspaceOffer(request);
  await openBooking(page, 'workspace', b);
  await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(page.getByText('Ihre Buchung ist bestätigt.')).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Bestätigt');
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);
  expect((await stored(request, b)).bookingstate).toBe(CONFIRMED);
});

test('confirming an offer where online payment applies asks for the payment, which confirms it', async ({
  page,
  request,
}) => {
  await useProviderKind(request, 'cardfields');
  const b = await lindenhofOffer(request);
  await openBooking(page, 'lindenhof', b);
  await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Testmodus: Sandbox-Zahlung, es wird nichts abgebucht')).toBeVisible();
  // 30 % deposit of the server's total.
  const deposit = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
    Math.round((b.total * 30) / 100) / 100,
  );
  await expect(dialog.getByText(`Jetzt fällig: ${deposit}`)).toBeVisible();
  expect((await stored(request, b)).bookingstate).not.toBe(CONFIRMED);
  await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill('4111 1111 1111 1111');
  await dialog.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toContainText(
    'Zahlung erfolgreich: Ihre Buchung ist bestätigt.',
  );
  const after = await stored(request, b);
  expect(after.bookingstate).toBe(CONFIRMED);
  expect(after.paymenttime).not.toBeNull();
  await expect(dialog.getByText(`Reservierungscode: ${after.reservationcode}`)).toBeVisible();
  // The card by its brand and last four digits only (no expiry was typed).
  await expect(dialog.getByText(/Bezahlt mit VISA •••• 1111/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByTestId('booking-state')).toHaveText('Bestätigt');
});

test('confirming fails with FAILED_AVAILABILITY when the meeting room was taken meanwhile', async ({
  page,
  request,
}) => {
  const day = freshDay();
  const b = await lindenhofOffer(request, day);
  await openBooking(page, 'lindenhof', b);

  // Meanwhile: the offer is moved to another day through the API and another booking takes the hall.
  const { token: auth, propertyId } = await propertyLogin(request, 'lindenhof');
  const headers = { 'X-Auth-Token': auth };
  const moved = await request.post(`/api/booking/update/${b.id}`, {
    headers,
    data: { ...(await lindenhofDay(request, auth, freshDay())), propertyId, bookingtoken: b.token },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  // docs/rules.md#booking-lifecycle: the booker's change of an offer goes back to the hotel (New), which
  // sends the moved offer again: only the meeting room taken meanwhile stands in the way of confirming.
  const movedBooking = (await moved.json()) as { version: number; bookingstate: number };
  expect(movedBooking.bookingstate).toBe(NEW);
  const resent = await hotelSendsOffer(request, { ...b, version: movedBooking.version });
  expect(resent.bookingstate).toBe(OFFERED);
  const other = await request.post('/api/booking/add', {
    headers,
    data: { ...(await lindenhofDay(request, auth, day, false)), propertyId },
  });
  expect(other.status(), await other.text()).toBe(201);

  await page.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(
    page.getByText('Die Buchung kann nicht bestätigt werden: Etwas darin ist nicht mehr verfügbar.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await stored(request, b)).bookingstate).not.toBe(CONFIRMED);
});

test('cancelling asks first, then cancels the booking', async ({ page, request }) => {
  const b = await lindenhofOffer(request);
  await openBooking(page, 'lindenhof', b);
  await page.getByRole('button', { name: 'Buchung stornieren' }).click();
  const sheet = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(sheet.getByText('Diese Buchung stornieren?')).toBeVisible();
  await sheet.getByRole('button', { name: 'Buchung behalten' }).click();
  await expect(sheet).toHaveCount(0);
  expect((await stored(request, b)).bookingstate).not.toBe(CANCELED);
  await page.getByRole('button', { name: 'Buchung stornieren' }).click();
  await sheet.getByRole('button', { name: 'Buchung stornieren' }).click();
  await expect(page.getByText('Ihre Buchung wurde storniert.')).toBeVisible();
  await expect(page.getByTestId('booking-state')).toHaveText('Storniert');
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);
  expect((await stored(request, b)).bookingstate).toBe(CANCELED);
});

test('editing adds one service and removes another, stored by the server, and the changed offer waits for the hotel again', async ({
  page,
  request,
}) => {
  const b = await lindenhofOffer(request);
  const { token: auth } = await propertyLogin(request, 'lindenhof');
  const services = (
    (await (await request.get('/api/service/list', { headers: { 'X-Auth-Token': auth } })).json()) as {
      items: { id: number; code: string }[];
    }
  ).items;
  const idOf = (code: string) => services.find((s) => s.code === code)?.id;
  await openBooking(page, 'lindenhof', b);
  await page.getByRole('button', { name: 'Leistungen ändern' }).click();
  await page.getByRole('tab', { name: /Technik/ }).click();
  await page.getByRole('button', { name: 'Auswählen Flipchart' }).click();
  await page.getByRole('button', { name: 'Auswählen Leinwand' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
  // docs/rules.md#booking-lifecycle: on a property whose hotel reviews requests, the booker's edit of the
  // offer goes back to the hotel (New): the booker waits for its new offer and cannot confirm meanwhile.
  await expect(page.getByTestId('booking-state')).toHaveText('Neu');
  await expect(page.getByTestId('booking-waiting')).toHaveText(
    'Ihre Anfrage wurde gesendet und wartet auf das Hotel. Das Hotel schickt Ihnen ein Angebot, das Sie dann hier bestätigen können.',
  );
  await expect(page.getByRole('button', { name: 'Buchung bestätigen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toBeVisible();
  const edited = await stored(request, b);
  expect(edited.bookingstate).toBe(NEW);
  const after = edited.bookingServiceList.map((s) => s.service.id);
  expect(after).toContain(idOf('SCREEN'));
  expect(after).not.toContain(idOf('FLIPCHART'));
  expect(after).toContain(idOf('LUNCH-BUFFET'));
});
