import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import {
  cartTotal,
  money,
  propertyLogin,
  readBooking,
  sentBooking,
  workdayIsoDay,
} from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * docs/rules.md#forms, issue 21: a property that makes the promo code mandatory (without autostart) asks for it on
 * the first screen, next to the start button, which stays disabled and says why until the server accepts the
 * code; an unknown code is named at the field; SPRING20 (workspace's 20 % promotion) opens the start, the meeting
 * room cards show its rate, and the booking goes through with it. Axe-clean in English and German, wide and narrow.
 */

const KEY = 'web.engine.configuration.promocode.mandatory';
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

interface Row {
  readonly id: number;
  readonly version: number;
  readonly key: string;
  readonly value: string;
}

let ownerToken = '';
let propertyId = 0;
/** The row as it was before the test (restored afterwards); null when workspace stored none. */
let before: Row | null = null;

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
    data: { username: 'owner@workspace.example', password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  ownerToken = ((await login.json()) as { token: string }).token;
  propertyId = (await propertyLogin(request, 'workspace')).propertyId;
  before = await storedRow(request);
  const res = before
    ? await request.post(`/api/staff/propertysetting/update/${before.id}`, {
        ...staff(),
        data: { id: before.id, version: before.version, value: 'true' },
      })
    : await request.post('/api/staff/propertysetting/add', {
        ...staff(),
        data: { propertyId, key: KEY, value: 'true' },
      });
  expect(res.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  const row = await storedRow(request);
  if (!row) return;
  const res = before
    ? await request.post(`/api/staff/propertysetting/update/${row.id}`, {
        ...staff(),
        data: { id: row.id, version: row.version, value: before.value },
      })
    : await request.delete(`/api/staff/propertysetting/delete/${row.id}?version=${row.version}`, staff());
  expect(res.ok()).toBe(true);
});

async function shoot(page: Page, name: string) {
  // The page as the guest sees it typing the code: the field in the middle of the window. Also without
  // screenshots, so the scan that follows sees the same scroll position every run (a sticky bar over the
  // hero's buttons at another one).
  const field = page.getByRole('textbox', { name: /^(Promo code|Aktionscode)$/ });
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/mandatory-code-${name}.png` });
}

/** The flexible slot of the day, 09:00 to 11:30, picked as the guest does. */
async function pickTimes(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('option', { name: '09:00' }).click();
  await page.getByRole('button', { name: to }).click();
  await page.getByRole('option', { name: '11:30' }).click();
}

test('a mandatory promo code is asked for next to Start; SPRING20 opens it and books its rate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(wide);
  const day = workdayIsoDay(52);
  await page.goto(`/workspace?lang=en&f.start=${day}&f.end=${day}&f.people=4`);

  const start = page.getByRole('button', { name: 'Start', exact: true });
  const field = page.getByRole('textbox', { name: 'Promo code' });
  // Disabled, and why: next to the button and as its description; the field says what is missing.
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription('To start, please complete: Time and Promo code.');
  await pickTimes(page, 'Time From', 'Time To');
  await expect(start).toHaveAccessibleDescription('To start, please complete: Promo code.');
  await expect(page.getByText('To start, please complete: Promo code.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-required', 'true');
  // Not red before the guest did anything: the field says why it is there.
  await expect(field).toHaveAccessibleDescription('Bookings here need a promo code.');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'first screen with a mandatory promo code, en, wide');
  await shoot(page, 'en-wide-missing');

  // A code the property does not know: named at the field, and the guest stays on the first screen.
  await field.fill('WINTER21');
  await field.press('Tab');
  const bar = page.getByRole('region', { name: 'Your event' });
  await expect(bar.getByText('This promo code is not valid. Please check it.')).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/This promo code is not valid\. Please check it\./);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Also announced: the guest has left the field.
  await expect(page.getByTestId('announcer')).toHaveText('This promo code is not valid. Please check it.');
  await expect(start).toBeDisabled();
  await expect(page).toHaveURL(/\/workspace\/dashboard$/);
  await expectNoAxeViolations(page, 'first screen with an unknown promo code, en, wide');
  await shoot(page, 'en-wide-unknown');

  // SPRING20: accepted while typing, so the start is ready when the guest gets there.
  await field.fill('SPRING20');
  await expect(start).toBeEnabled();
  await expect(start).not.toHaveAttribute('aria-describedby');
  await expect(field).toHaveAccessibleDescription('Promo code accepted. The prices show its rate.');
  await expect(bar.getByText('This promo code is not valid. Please check it.')).toHaveCount(0);
  await page.setViewportSize(narrow);
  await shoot(page, 'en-narrow-accepted');
  await expectNoAxeViolations(page, 'first screen with an accepted promo code, en, narrow');
  await page.setViewportSize(wide);
  await start.click();

  // The meeting room cards show the rate the code unlocks: the team room's €180.00 a day at 80 %.
  const team = page.getByRole('article', { name: 'Team room' });
  await expect(team).toContainText('€144.00');
  if (shots) {
    await team.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/mandatory-code-en-wide-cards.png` });
  }
  await page.getByRole('button', { name: /^Select Team/ }).click();
  await page.getByRole('tab', { name: /Summary/ }).click();
  // The cart page shows the same code (one cart field), and the total is at the promotion's rate.
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SPRING20');
  const total = cartTotal(page);
  await expect(total).toHaveText(/€/);
  const shown = (await total.textContent())?.trim() ?? '';

  // On the cart page too the server checks the code: an unknown one is named at the field and never reaches the
  // booking (sending cannot fail on it); SPRING20 again brings the promotion's total back.
  const cartCode = page.getByRole('textbox', { name: 'Promo code' });
  await cartCode.fill('WINTER21');
  await cartCode.press('Tab');
  await expect(cartCode).toHaveAttribute('aria-invalid', 'true');
  await expect(cartCode).toHaveAccessibleDescription(/This promo code is not valid\. Please check it\./);
  await cartCode.fill('SPRING20');
  await cartCode.press('Tab');
  await expect(cartCode).not.toHaveAttribute('aria-invalid', 'true');
  await expect(total).toHaveText(shown);

  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Berg');
  await page.getByRole('textbox', { name: 'Email' }).fill('robin.berg@example.com');
  await page.getByText('I accept the terms and conditions', { exact: true }).click();
  await page.getByRole('button', { name: 'Request an offer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request has been sent' })).toBeVisible();

  const sent = await sentBooking(page);
  const booking = await readBooking(request, 'workspace', sent.token, sent.code);
  expect(booking).toMatchObject({ promocode: 'SPRING20', starttime: '09:00:00', endtime: '11:30:00' });
  expect(money(booking.total, booking.currency, 'en-GB')).toBe(shown);
});

test('German: the first screen names the missing and the unknown code, wide and narrow', async ({ page }) => {
  await page.setViewportSize(wide);
  const day = workdayIsoDay(53);
  await page.goto(`/workspace?lang=de&f.start=${day}&f.end=${day}&f.people=4`);
  const start = page.getByRole('button', { name: "Los geht's" });
  const field = page.getByRole('textbox', { name: 'Aktionscode' });
  await pickTimes(page, 'Uhrzeit Von', 'Uhrzeit Bis');
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription('Zum Starten bitte vervollständigen: Aktionscode.');
  await expect(field).toHaveAccessibleDescription('Für eine Buchung hier ist ein Aktionscode nötig.');
  // Left empty, the field says what is missing.
  await field.focus();
  await field.press('Tab');
  await expect(field).toHaveAccessibleDescription(
    'Für eine Buchung hier ist ein Aktionscode nötig. Bitte füllen Sie dieses Feld aus.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'first screen with a mandatory promo code, de, wide');
  await shoot(page, 'de-wide-missing');

  await field.fill('winter21');
  await field.press('Enter');
  const bar = page.getByRole('region', { name: 'Ihre Veranstaltung' });
  await expect(bar.getByText('Dieser Aktionscode ist ungültig. Bitte prüfen Sie ihn.')).toBeVisible();
  await expect(page.getByTestId('announcer')).toHaveText(
    'Dieser Aktionscode ist ungültig. Bitte prüfen Sie ihn.',
  );
  await page.setViewportSize(narrow);
  await expectNoAxeViolations(page, 'first screen with an unknown promo code, de, narrow');
  await shoot(page, 'de-narrow-unknown');

  // Any case: the property's code is SPRING20.
  await field.fill('spring20');
  await expect(start).toBeEnabled();
  await expect(field).toHaveAccessibleDescription(
    'Aktionscode angenommen. Die Preise zeigen den Tarif zu diesem Code.',
  );
  await page.setViewportSize(wide);
  await shoot(page, 'de-wide-accepted');
});
