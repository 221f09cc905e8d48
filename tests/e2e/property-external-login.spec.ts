import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { E2E_OIDC } from '../src/servers/oidc.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Staff sign-in with an external account (docs/api.md#external-logins, spec 4 "Social login") through the real
 * server and a real OpenID Connect provider on 127.0.0.1 (src/servers/oidc.ts), whose own login form the
 * browser fills in: a new account after the terms, the "connected" message, connecting the demo owner's
 * account by its password, the next login going straight in, and a login that fails.
 */

const PASSWORD = 'Demo-Stay-2026!';
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;
const signInWith = `Sign in with ${E2E_OIDC.label}`;

// Whole flows through two servers, with axe scans and both languages: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Full-page screenshots at both sizes (only when PA_SHOTS_DIR is set); leaves the wide viewport. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const [size, viewport] of [
    ['narrow', narrow],
    ['wide', wide],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${shots}/${name}-${size}.png`, fullPage: true });
  }
}

/** At the provider: its development login form (any password), then its consent page. */
async function logInAtProvider(page: Page, login: keyof typeof E2E_OIDC.accounts) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the login page: the provider's button, a full page navigation to the provider. */
async function startExternalLogin(page: Page) {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const button = page.getByRole('link', { name: signInWith });
  await expect(button).toHaveAttribute('href', `/api/login/external/${E2E_OIDC.name}`);
  await button.click();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `User menu: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

test('a first external login creates the account after the terms, by keyboard, and says it is connected', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await page.goto('/app/login');
  await expect(page.getByRole('list', { name: 'Other ways to sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'login page with an external login');
  await shoot(page, 'external-login-page-en');

  await startExternalLogin(page);
  await logInAtProvider(page, 'newcomer');
  await expect(page).toHaveURL(/\/app\/login\/external\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle('Create your account – Property app');
  await expectNoAxeViolations(page, 'external login: terms');
  await shoot(page, 'external-terms-en');

  // German, then back: the page is translated.
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto anlegen' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ich akzeptiere die Nutzungsbedingungen.' })).toBeVisible();
  await shoot(page, 'external-terms-de');
  await chooseLanguage(page, 'Sprache: Deutsch', 'English');

  // By keyboard alone: Tab to the terms, try without them, accept them with Space, send with Enter.
  const terms = page.getByRole('checkbox', { name: 'I accept the terms of use.' });
  const submit = page.getByRole('button', { name: 'Create account and sign in' });
  for (let i = 0; i < 6 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please accept the terms of use.')).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Account connected' })).toBeVisible();
  await expect(
    page.getByText('Your external account is now connected to your Property app account.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'external login: connected');
  await shoot(page, 'external-connected-en');
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto verbunden' })).toBeVisible();
  await shoot(page, 'external-connected-de');
  await chooseLanguage(page, 'Sprache: Deutsch', 'English');

  const onward = page.getByRole('link', { name: 'Continue to the dashboard' });
  await onward.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The account exists, with the provider's name and e-mail.
  const me = await page.request.get('/api/session/user');
  expect(await me.json()).toMatchObject({ email: 'nina.newcomer@example.com', name: 'Nina Newcomer' });
  await logOut(page, 'Nina Newcomer');
});

test("the demo owner's e-mail asks for the existing password, again after a wrong one, then connects", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(wide);
  await startExternalLogin(page);
  await logInAtProvider(page, 'cityloftOwner');
  await expect(page).toHaveURL(/\/app\/login\/external\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
  await expect(page.getByText('An account with this e-mail address exists already.')).toBeVisible();
  await expectNoAxeViolations(page, 'external login: existing password');
  await shoot(page, 'external-password-en');

  const password = page.getByRole('textbox', { name: 'Password' });
  const connect = page.getByRole('button', { name: 'Connect and sign in' });
  await connect.click();
  await expect(page.getByText('Please enter the password of your account.')).toBeVisible();
  await expect(password).toBeFocused();

  await password.fill('Not-The-Password-1!');
  await connect.click();
  await expect(page.getByRole('alert')).toHaveText('The password is wrong. Please try again.');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page, 'external login: wrong password');
  await shoot(page, 'external-password-wrong-en');
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto verbinden' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Das Passwort ist falsch. Bitte versuchen Sie es erneut.');
  await shoot(page, 'external-password-wrong-de');
  await chooseLanguage(page, 'Sprache: Deutsch', 'English');

  await password.fill(PASSWORD);
  await connect.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account connected' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Cityloft/ })).toBeVisible();
  await logOut(page, 'Cityloft Owner');

  // The next login of that identity (another browser: the provider asks again) goes straight in.
  const other = await browser.newContext();
  const again = await other.newPage();
  try {
    await startExternalLogin(again);
    await logInAtProvider(again, 'cityloftOwner');
    await expect(again).toHaveURL(/\/app\/dashboard$/);
    await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(again.getByRole('heading', { level: 2, name: /Cityloft/ })).toBeVisible();
    await expect(again.getByRole('button', { name: 'User menu: Cityloft Owner' })).toBeVisible();
  } finally {
    await other.close();
  }
  // The password still works as before.
  const login = await page.request.post('/api/login', {
    data: { username: 'owner@cityloft.example', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
});

test('a login refused at the provider, or not started here, ends on the failed page', async ({ page }) => {
  await page.setViewportSize(wide);
  await startExternalLogin(page);
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/app\/login\/external\/failed\?error=error\.external\.failed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in with the external account was refused or could not be checked. Please try again.',
  );
  await expectNoAxeViolations(page, 'external login: failed');
  await shoot(page, 'external-failed-en');
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung nicht möglich' })).toBeVisible();
  await shoot(page, 'external-failed-de');
  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Anmelden mit ${E2E_OIDC.label}` })).toBeVisible();
  await shoot(page, 'external-login-page-de');
  await chooseLanguage(page, 'Sprache: Deutsch', 'English');

  // A callback this browser did not start (no flow cookie; a forged state): nothing is logged in.
  await page.goto(`/api/login/external/${E2E_OIDC.name}/callback?code=made-up&state=made-up`);
  await expect(page).toHaveURL(/\/app\/login\/external\/failed\?error=error\.external\.expired$/);
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in took too long or was started in another browser. Please start it again.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // Completing without a waiting login is refused the same way.
  await page.goto('/app/login/external/done');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in took too long or was started in another browser. Please start it again.',
  );
});
