import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { lindenhofRequest } from '../src/existing-booking-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * The property app (the staff web app under /app/, spec 2) through the real server: login, the page guard
 * and its way back, the dashboard's counts against the API, language, logout with confirmation, axe.
 */

const OWNER = 'owner@lindenhof.example';
const PASSWORD = 'Demo-Stay-2026!';
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;

async function signIn(page: Page, email = OWNER, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('the owner signs in by clicks and the dashboard shows the counts the API answers', {
  tag: ['@wcag-2.4.2'],
}, async ({ page, request }) => {
  // A guest's request (New) arriving in a few months: counted as upcoming at Lindenhof.
  await lindenhofRequest(request);
  await page.setViewportSize(wide);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page).toHaveTitle('Sign in – Property app');
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard – Property app');

  const login = await request.post('/api/login', { data: { username: OWNER, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get('/api/staff/dashboard', { headers: { 'X-Auth-Token': token } });
  const dashboard = (await answer.json()) as {
    properties: { name: string; states: { state: number; today: number; upcoming: number }[] }[];
  };
  expect(dashboard.properties.map((p) => p.name)).toHaveLength(1);
  const lindenhof = dashboard.properties[0];
  if (!lindenhof) throw new Error('no property');
  expect(lindenhof.states.find((s) => s.state === 1)?.upcoming).toBeGreaterThanOrEqual(1);

  const table = page.getByRole('table', { name: `Arrivals at ${lindenhof.name} by booking state` });
  const labels: Record<number, string> = {
    1: 'New',
    2: 'Offered',
    4: 'Optional',
    8: 'Confirmed',
    16: 'Cleared',
    32: 'Canceled',
  };
  for (const row of lindenhof.states) {
    const label = labels[row.state] ?? '';
    await expect(table.getByRole('row', { name: label })).toHaveText(`${label}${row.today}${row.upcoming}`);
  }
  // A user of one property gets no switcher.
  await expect(page.getByRole('button', { name: /Property/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('a wrong password shows the translated error, in English and in German', {
  tag: ['@wcag-3.1.1', '@wcag-3.3.1', '@wcag-4.1.3'],
}, async ({ page }) => {
  await page.goto('/app/login');
  await signIn(page, OWNER, 'Wrong-Pass-2026!');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await expect(page).toHaveURL(/\/app\/login$/);

  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(OWNER);
  await page.getByRole('textbox', { name: 'Passwort' }).fill('Wrong-Pass-2026!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
});

test('a guarded deep link leads to the login page and back to the wanted page with its parameters', async ({
  page,
}) => {
  await page.goto('/app/dashboard?x=1');
  await expect(page).toHaveURL(/\/app\/login\?next=%2Fapp%2Fdashboard%3Fx%3D1$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/dashboard\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Logged in, the login page sends on to the dashboard (guest-only guard).
  await page.goto('/app/login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // A reload keeps the session (tokens in session storage).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('signing in works with the keyboard alone', { tag: ['@wcag-2.1.1'] }, async ({ page }) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-mail address' });
  for (let i = 0; i < 6 && !(await email.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(OWNER);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('logging out asks for confirmation first', async ({ page }) => {
  await page.setViewportSize(wide);
  await page.goto('/app/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu: Lindenhof Owner' }).click();
  await expect(page.getByRole('menu')).toContainText(OWNER);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.getByRole('button', { name: 'User menu: Lindenhof Owner' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The session is over: the guarded page sends back to the login page.
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/login\?next=/);
});

test('the interface is German after switching the language, also after a reload', {
  tag: ['@wcag-2.4.2', '@wcag-3.1.1'],
}, async ({ page }) => {
  await page.setViewportSize(wide);
  await page.goto('/app/login');
  await signIn(page);
  // The login page has a language switch too: switch on the dashboard, not on the page that is leaving.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Anreise heute' })).toBeVisible();
  await expect(page).toHaveTitle('Übersicht – Property-App');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
});

for (const [size, viewport] of [
  ['1400x900', wide],
  ['390x844', narrow],
] as const) {
  test(`login and dashboard pass axe at ${size}, in English and German`, {
    tag: [
      '@wcag-1.1.1',
      '@wcag-1.3.1',
      '@wcag-1.3.5',
      '@wcag-1.4.1',
      '@wcag-1.4.3',
      '@wcag-1.4.4',
      '@wcag-1.4.12',
      '@wcag-2.4.1',
      '@wcag-2.4.2',
      '@wcag-2.4.4',
      '@wcag-2.5.8',
      '@wcag-3.1.1',
      '@wcag-3.1.2',
      '@wcag-3.3.2',
      '@wcag-4.1.2',
    ],
  }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page, `login ${size}`);
    await shoot(page, `login-en-${size}`);
    await signIn(page, OWNER, 'Wrong-Pass-2026!');
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expectNoAxeViolations(page, `login error ${size}`);
    await signIn(page);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page, `dashboard ${size}`);
    await shoot(page, `dashboard-en-${size}`);
    if (viewport === narrow) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      await expectNoAxeViolations(page, `menu drawer ${size}`);
      await shoot(page, `menu-en-${size}`);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, `user menu ${size}`);
    await shoot(page, `usermenu-en-${size}`);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page, `logout dialog ${size}`);
    await shoot(page, `logout-en-${size}`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await chooseLanguage(page, 'Language: English', 'Deutsch');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expectNoAxeViolations(page, `dashboard de ${size}`);
    await shoot(page, `dashboard-de-${size}`);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expectNoAxeViolations(page, `login de ${size}`);
    await shoot(page, `login-de-${size}`);
  });
}
