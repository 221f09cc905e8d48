import { eventBar, isoDay } from '../src/configurator-helpers.ts';
import { expect as baseExpect, test } from '../src/test.ts';

// A reload logs in and restores again: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('reloading in the middle of the flow keeps the cart, and a cart untouched for more than three days is cleared', async ({
  page,
}) => {
  const day = isoDay(40);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Mittagsbuffet' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  await expect(page.getByRole('button', { name: 'Auswählen Mittagsbuffet' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The step page's event bar is one line: the cart's 25 people are back in it.
  await expect(eventBar(page)).toContainText('25 Personen');
  await page.getByRole('tab', { name: /Tagungsräume/ }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Make the stored cart four days old: the domain's restore rule drops it. The app is left first (a page of the
  // same origin without it): it writes its pending cart changes when the page is hidden, which would otherwise
  // overwrite the aged cart.
  await page.goto('/api/api/info');
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('tcuc_cart_M_'));
    if (!key) throw new Error('no stored cart');
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    stored.state.cart.modifiedAt = new Date(Date.now() - 4 * 86_400_000).toISOString();
    localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.goto('/lindenhof');
  await expect(page).toHaveURL(/\/lindenhof\/dashboard$/);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Personen' })).toHaveValue('20');
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
