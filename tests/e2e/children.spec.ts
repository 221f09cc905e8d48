import {
  cartTotal,
  isoDay,
  money,
  propertyLogin,
  readBooking,
  sentBooking,
} from '../src/configurator-helpers.ts';
import { freshDayOffset } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, test } from '../src/test.ts';

/*
 * Issue 38, docs/rules.md#children: where the property takes children (lindenhof switches `children.enabled` on
 * for this file and back afterwards), the event bar asks for adults and children, a per-person lunch counts both
 * and prices each child at half the price (`children.pricePercent` 50 by default), and the guest's summary, the
 * server's price, the mail and the staff page say "20 adults, 3 children" at the same amount.
 */

const KEY = 'web.engine.configuration.children.enabled';
const mailsUrl = () => `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/mails`;

interface Row {
  readonly id: number;
  readonly version: number;
  readonly key: string;
  readonly value: string;
}

let ownerToken = '';
let propertyId = 0;
const staff = () => ({ headers: { 'X-Auth-Token': ownerToken } });

async function storedRow(request: APIRequestContext): Promise<Row | null> {
  const res = await request.get(
    `/api/staff/propertysetting/list?f.propertyId=${propertyId}&p.s=500`,
    staff(),
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Row[] }).items.find((row) => row.key === KEY) ?? null;
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  ownerToken = ((await login.json()) as { token: string }).token;
  propertyId = (await propertyLogin(request, 'lindenhof')).propertyId;
  // Lindenhof stores no such row (it takes no children by default).
  expect(await storedRow(request)).toBeNull();
  const res = await request.post('/api/staff/propertysetting/add', {
    ...staff(),
    data: { propertyId, key: KEY, value: 'true' },
  });
  expect(res.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  const row = await storedRow(request);
  if (!row) return;
  const res = await request.delete(
    `/api/staff/propertysetting/delete/${row.id}?version=${row.version}`,
    staff(),
  );
  expect(res.ok()).toBe(true);
});

const plain = (text: string) => text.replace(/[^\S\n]/g, ' ');

test('a family lunch: 20 adults and 3 children, each child at half the price, everywhere the same', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const email = `family-${Date.now()}@example.org`;
  const day = isoDay(freshDayOffset(4));
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The guest count is the adults now; the children have their own field, which names the age.
  await page.getByRole('textbox', { name: 'Erwachsene' }).fill('20');
  const children = page.getByRole('textbox', { name: 'Kinder (bis 12 Jahre)' });
  await expect(children).toHaveValue('0');
  await children.fill('3');
  await children.press('Tab');
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
  await expect(page.getByText(/20 Erwachsene · 3 Kinder/)).toBeVisible();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  const buffet = page.getByRole('article', { name: 'Mittagsbuffet' });
  await buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  // The card counts both, as the event bar said.
  await expect(buffet.getByRole('textbox', { name: 'Erwachsene' })).toHaveValue('20');
  await expect(buffet.getByRole('textbox', { name: 'Kinder (bis 12 Jahre)' })).toHaveValue('3');
  await buffet.getByText('Vegetarisch', { exact: true }).click();

  // 20 × 32 € + 3 × 16 €.
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  const lines = page.getByRole('region', { name: 'Ihre Auswahl' });
  await expect(
    lines.getByRole('row', { name: 'Mittagsbuffet 20 Erwachsene, 3 Kinder 688,00 €' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Jana');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Vogel');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen').click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const shownTotal = ((await cartTotal(page).textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();

  // The server priced it as the summary did, and keeps the children on the line.
  const { code, token } = await sentBooking(page);
  const booking = (await readBooking(request, 'lindenhof', token, code)) as Awaited<
    ReturnType<typeof readBooking>
  > & {
    id: number;
    bookingServiceList: { item: string; personcount: number; childcount: number; price: number }[];
  };
  expect(money(booking.total, booking.currency, 'de-DE')).toBe(shownTotal);
  expect(booking.bookingServiceList.find((line) => line.item === 'Mittagsbuffet')).toMatchObject({
    personcount: 20,
    childcount: 3,
    price: 68800,
  });

  // The mail says both counts at the same price.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${mailsUrl()}?to=${encodeURIComponent(email)}`);
        return ((await answer.json()) as { items: { text: string }[] }).items.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const answer = await request.get(`${mailsUrl()}?to=${encodeURIComponent(email)}`);
  const [mail] = ((await answer.json()) as { items: { text: string }[] }).items;
  expect(plain(mail?.text ?? '')).toMatch(
    /^Mittagsbuffet \(Vegetarisch\).*, 20 Erwachsene, 3 Kinder: 688,00 €$/m,
  );

  // The staff page (English): the same line, counts and price.
  await staffSignIn(page);
  await page.goto(`/app/bookings/${booking.id}`);
  await expect(
    page.getByRole('row', {
      name: new RegExp(`^Lunch buffet .*20 adults, 3 children.*${money(68800, 'EUR', 'en-GB')}`),
    }),
  ).toBeVisible();
});
