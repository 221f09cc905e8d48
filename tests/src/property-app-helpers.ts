import { expect, type Page } from '@playwright/test';

/** The password of every demo staff account (server/src/seed/users.ts). */
export const STAFF_PASSWORD = 'Demo-Stay-2026!';

/**
 * Signs a demo staff user in to the property app by its login form, as a person does, and waits for the
 * dashboard. `origin` is for a server other than the test's base URL.
 */
export async function staffSignIn(page: Page, email = 'owner@lindenhof.example', origin = '') {
  await page.goto(`${origin}/app/login`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
