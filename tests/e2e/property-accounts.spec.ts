import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * The property app's account pages (docs/api.md#password-and-accounts) through the real server, walked as a
 * new user: sign up (verified by the mailed link), sign in and out, a locked account, a forgotten password whose mail arrives at a real SMTP
 * server (src/servers/smtp-catcher.ts, started by playwright.config.ts), changing the password from the user
 * menu, the keyboard, German, axe at phone and desktop width.
 */

// Each test walks several pages with axe scans and argon2 hashing on a shared machine: more than 30 s.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Fresh-Start-2026!';
const wide = { width: 1400, height: 900 };
const narrow = { width: 390, height: 844 };
const shots = process.env.PA_SHOTS_DIR;
const mailsUrl = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/mails`;

/** A new e-mail address per test: accounts, lock and rate-limit counters are never shared between tests. */
const newEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@staff.example`;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The verification link of the newest signup mail to `email`, waiting until `count` such mails arrived. */
async function verifyLink(request: APIRequestContext, email: string, count = 1) {
  const links = async () =>
    (await mailsTo(request, email)).flatMap(
      (mail) => mail.text.match(/https?:\/\/\S+\/app\/verify-email\?token=[\w-]+/)?.[0] ?? [],
    );
  await expect.poll(async () => (await links()).length, { timeout: 15_000 }).toBe(count);
  return (await links()).at(-1) as string;
}

/**
 * An account made through the API and verified by its mailed link (docs/api.md#signup-and-e-mail-verification),
 * for tests about what comes after the signup.
 */
async function accountFor(request: APIRequestContext, email: string, name = 'Nora Neu') {
  const answer = await request.post('/api/signup', {
    data: { name, email, password: PASSWORD, termsaccepted: true },
  });
  expect(answer.status()).toBe(202);
  const token = new URL(await verifyLink(request, email)).searchParams.get('token');
  expect((await request.post('/api/signup/verify', { data: { token } })).status()).toBe(204);
}

/** Ticks the terms: the checkbox input is visually hidden under its label, which a user presses. */
async function acceptTerms(page: Page, label = 'I accept the terms of use.') {
  await page.locator('label').filter({ hasText: label }).click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `User menu: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** The mails the SMTP catcher received for `email`. */
async function mailsTo(request: APIRequestContext, email: string) {
  const answer = await request.get(`${mailsUrl}?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { items: { subject: string; text: string }[] }).items;
}

test('a new user signs up by clicks: terms and a strong password first, then the mailed link, then the dashboard', async ({
  page,
  request,
}) => {
  const email = newEmail('signup');
  await page.setViewportSize(wide);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/app\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle('Create an account – Property app');
  await expectNoAxeViolations(page, 'signup');

  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Neu');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const repeat = page.getByRole('textbox', { name: 'Repeat the password' });
  await password.fill('weakpass');
  await repeat.fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Nothing was sent: the domain's rules speak first, at their fields.
  await expect(page.getByText('Please accept the terms of use.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/The password needs an upper case letter\./);
  await expect(page.getByText(/The password needs a digit\./)).toBeVisible();
  await expect(page.getByText(/Please enter at least 10 characters\./)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/signup$/);
  await expectNoAxeViolations(page, 'signup with errors');
  await shoot(page, 'signup-errors-en-1400x900');

  await password.fill(PASSWORD);
  await expect(page.getByText(/The password needs/)).toHaveCount(0);
  await repeat.fill('Fresh-Start-2027!');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await repeat.fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Not signed in: the address must be proven first (docs/api.md#signup-and-e-mail-verification).
  await expect(
    page.getByText(`Almost done: we have sent a link to ${email}.`, { exact: false }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/app\/signup$/);
  await expectNoAxeViolations(page, 'signup sent');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm your e-mail address first: open the link we sent you when you signed up.',
  );
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'new link' })).toHaveText(
    `If this account still waits for its confirmation, we have sent a new link to ${email}. Please also check your spam folder.`,
  );
  await expectNoAxeViolations(page, 'login of an unverified account');
  const link = await verifyLink(request, email, 2);
  expect((await mailsTo(request, email)).map((m) => m.subject)).toEqual([
    'Confirm your e-mail address',
    'Confirm your e-mail address',
  ]);
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeFocused();
  // The token left the address at once.
  await expect(page).toHaveURL(/\/app\/verify-email$/);
  await expectNoAxeViolations(page, 'e-mail verified');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signIn(page, email, 'Wrong-Pass-2026!');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The same e-mail cannot sign up twice.
  await logOut(page, 'Nora Neu');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Zwei');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(PASSWORD);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this e-mail address already exists.');
  await expect(page).toHaveURL(/\/app\/signup$/);
});

test('after ten wrong passwords the account is locked, even for the right one', async ({ page, request }) => {
  const email = newEmail('locked');
  await accountFor(request, email);
  await page.goto('/app/login');
  // docs/api.md#authentication: 10 failures per account within 15 minutes, then every attempt is refused.
  for (let i = 1; i <= 10; i++) {
    await signIn(page, email, `Wrong-Pass-${i}!`);
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
    // The next attempt must not start before this answer is on screen.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('');
  }
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed attempts. Please wait a few minutes and try again.',
  );
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a forgotten password: the mail arrives, its link sets a new password, which then signs in', async ({
  page,
  request,
}) => {
  const email = newEmail('forgot');
  await accountFor(request, email);
  await page.setViewportSize(wide);
  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveTitle('Forgot your password? – Property app');
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(
    page.getByText(/If an account exists for this e-mail address, we have sent a link/),
  ).toBeVisible();
  // The server here sends real mail (SMTP_URL): there is no dev outbox to link to.
  await expect(page.getByRole('link', { name: 'Open the dev outbox' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'forgot password sent');

  // The signup's verification mail came first; then the reset mail.
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(2);
  const mail = (await mailsTo(request, email)).find((m) => m.subject === 'Reset your password');
  const link = mail?.text.match(/https?:\/\/\S+\/app\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'the reset link in the mail').toBeTruthy();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  // The token left the address at once (history, bookmarks, a shared screen).
  await expect(page).toHaveURL(/\/app\/reset-password$/);
  await expectNoAxeViolations(page, 'reset password');
  const password = page.getByRole('textbox', { name: 'New password' });
  await password.fill('short1!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(/The password needs an upper case letter\./)).toBeVisible();
  const newPassword = 'Brand-New-Key-77#';
  await password.fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please sign in with your new password.'),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'reset password done');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await signIn(page, email, newPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The link works once.
  await logOut(page, 'Nora Neu');
  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'New password' }).fill('Another-Key-2026!');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Another-Key-2026!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid or has been used already. Please ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the password is changed from the user menu; afterwards only the new one signs in', async ({
  page,
  request,
}) => {
  const email = newEmail('change');
  await accountFor(request, email, 'Chris Wechsel');
  await page.setViewportSize(wide);
  await page.goto('/app/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu: Chris Wechsel' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/app\/account\/password$/);
  // The menu item led to a new page: its heading has focus, not the menu's button.
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeFocused();
  await expect(page).toHaveTitle('Change password – Property app');
  await expectNoAxeViolations(page, 'change password');

  const current = page.getByRole('textbox', { name: 'Current password' });
  const newPassword = 'Second-Key-2026?';
  await current.fill('Not-My-Pass-1!');
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('The current password is wrong.');
  await expect(current).toBeFocused();
  await expectNoAxeViolations(page, 'change password, wrong current');

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed.');
  await expect(current).toHaveValue('');

  await logOut(page, 'Chris Wechsel');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await signIn(page, email, newPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('signing up and signing in work with the keyboard alone', { tag: ['@wcag-2.1.1'] }, async ({
  page,
  request,
}) => {
  const email = newEmail('keys');
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const createLink = page.getByRole('link', { name: 'Create an account' });
  for (let i = 0; i < 12 && !(await createLink.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(createLink).toBeFocused();
  await page.keyboard.press('Enter');
  // The new page's heading has focus: the form is the next stop.
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  for (const text of ['Kai', 'Tasten', email, PASSWORD, PASSWORD]) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  const terms = page.getByRole('checkbox', { name: 'I accept the terms of use.' });
  await expect(terms).toBeFocused();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The confirmation has focus, so it is read at once; the mailed link verifies the address.
  await expect(page.getByText(/Almost done: we have sent a link to/)).toBeFocused();
  await page.goto(await verifyLink(request, email));
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'E-mail address' });
  for (let i = 0; i < 6 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the account pages speak German, including the server’s refusals', async ({ page, request }) => {
  const email = newEmail('deutsch');
  await accountFor(request, email);
  await page.goto('/app/signup');
  await chooseLanguage(page, 'Language: English', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto anlegen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Doppelt');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('kurz');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText(/Das Passwort braucht einen Großbuchstaben\./)).toBeVisible();
  await expect(page.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(PASSWORD);
  await acceptTerms(page, 'Ich akzeptiere die Nutzungsbedingungen.');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Zu dieser E-Mail-Adresse gibt es bereits ein Konto.');

  await page.goto('/app/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.',
  );
  await page.goto('/app/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev-Postausgang' })).toBeVisible();
  await expect(
    page.getByText(
      'Dieser Server hat keinen Dev-Postausgang: Er sendet echte E-Mails oder läuft im Produktivbetrieb.',
    ),
  ).toBeVisible();
});

for (const [size, viewport] of [
  ['1400x900', wide],
  ['390x844', narrow],
] as const) {
  test(`the account pages pass axe at ${size}, in English and German`, {
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
  }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = newEmail(`axe${size}`);
    await accountFor(request, email);
    await page.setViewportSize(viewport);
    const pages = [
      ['signup', '/app/signup', 'Create an account', 'Konto anlegen'],
      ['forgot', '/app/forgot-password', 'Forgot your password?', 'Passwort vergessen?'],
      [
        'reset',
        '/app/reset-password?token=not-a-real-token',
        'Set a new password',
        'Neues Passwort festlegen',
      ],
      ['outbox', '/app/dev/outbox', 'Dev outbox', 'Dev-Postausgang'],
      [
        'verify',
        '/app/verify-email?token=not-a-real-token',
        'Confirm your e-mail address',
        'E-Mail-Adresse bestätigen',
      ],
    ] as const;
    for (const [lang, index] of [
      ['en', 2],
      ['de', 3],
    ] as const) {
      for (const entry of pages) {
        await page.goto(entry[1]);
        await expect(page.getByRole('heading', { level: 1, name: entry[index] })).toBeVisible();
        await expectNoAxeViolations(page, `${entry[0]} ${lang} ${size}`);
        await shoot(page, `${entry[0]}-${lang}-${size}`);
      }
      if (lang === 'en') await chooseLanguage(page, 'Language: English', 'Deutsch');
    }

    await page.goto('/app/login');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('button', { name: 'Benutzermenü: Nora Neu' }).click();
    await page.getByRole('menuitem', { name: 'Passwort ändern' }).click();
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('textbox', { name: 'Aktuelles Passwort' })).toBeFocused();
    await expectNoAxeViolations(page, `change password errors de ${size}`);
    await shoot(page, `change-password-de-${size}`);
    await chooseLanguage(page, 'Sprache: Deutsch', 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expectNoAxeViolations(page, `change password en ${size}`);
    await shoot(page, `change-password-en-${size}`);
  });
}
