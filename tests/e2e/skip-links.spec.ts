import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/** Whether `locator` holds the keyboard focus (is it or contains it). */
const holdsFocus = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Focus back at the document's start, as on a page the browser has just opened. */
async function fromPageTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Whether the focused element is the first Tab stop inside `container` (in document order). */
const isFirstStopIn = (container: Locator) =>
  container.evaluate((el) => {
    const selector =
      'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
    const first = Array.from(el.querySelectorAll<HTMLElement>(selector)).find(
      (candidate) => candidate.tabIndex >= 0 && candidate.checkVisibility({ visibilityProperty: true }),
    );
    return first !== undefined && first === document.activeElement;
  });

/** Tab once: the skip link named `name` takes focus and is shown (it is out of sight until then). */
async function tabToSkipLink(page: Page, name: string): Promise<Locator> {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name });
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  // At the top left of the window, large enough to read.
  expect(box?.x).toBeLessThan(40);
  expect(box?.y).toBeLessThan(40);
  expect(box?.height).toBeGreaterThan(20);
  return link;
}

test.describe('configurator', () => {
  const day = isoDay(25);
  const start = `/lindenhof?f.start=${day}&f.end=${day}&f.people=25`;

  test('on the dashboard "Zum Inhalt" leads past the hero carousel to the event bar: the next Tab is in its calendar', {
    tag: ['@wcag-2.4.1', '@wcag-2.4.3'],
  }, async ({ page }) => {
    await page.goto(start);
    // The calendar's code arrives after the first render.
    const calendar = page.locator('#event').getByRole('application', { name: /Zeitraum/ });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await fromPageTop(page);
    await tabToSkipLink(page, 'Zum Inhalt');
    await expectNoAxeViolations(page, 'configurator dashboard, skip link focused');
    await page.keyboard.press('Enter');
    const eventBar = page.locator('#event');
    await expect(eventBar).toBeFocused();
    await expect(eventBar.getByRole('heading', { name: 'Ihre Veranstaltung' })).toBeInViewport();
    await page.keyboard.press('Tab');
    expect(await isFirstStopIn(eventBar)).toBe(true);
    expect(await holdsFocus(calendar)).toBe(true);
  });

  test('on a step page it leads to the main view, and in English it says "Skip to content"', {
    tag: ['@wcag-2.4.1', '@wcag-2.4.3'],
  }, async ({ page }) => {
    await page.goto(`${start}&lang=en`);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/unitgroup\/1\/2/);
    // The page as the browser opens it.
    await page.goto('/lindenhof/unitgroup/1/2?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('region', { name: 'Your event' })).toBeVisible();
    await fromPageTop(page);
    await tabToSkipLink(page, 'Skip to content');
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    // The next stop is the page's first control (in the event bar, below the page heading), not the menu.
    await page.keyboard.press('Tab');
    expect(await isFirstStopIn(main)).toBe(true);
    expect(await holdsFocus(main.getByRole('region', { name: 'Your event' }))).toBe(true);
  });

  test('the long summary page has a second skip link, to its send buttons', { tag: ['@wcag-2.4.1'] }, async ({
    page,
  }) => {
    await page.goto(start);
    await page.getByRole('button', { name: "Los geht's" }).click();
    await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
    await page.goto('/lindenhof/cart/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await fromPageTop(page);
    await tabToSkipLink(page, 'Zum Inhalt');
    const toSend = await tabToSkipLink(page, 'Zum Absenden');
    await toSend.press('Enter');
    const offer = page.getByRole('button', { name: 'Angebot anfordern' });
    await expect(offer).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(offer).toBeFocused();
  });
});

test.describe('property app', () => {
  test('on the login page "Skip to content" leads past the language picker to the form', {
    tag: ['@wcag-2.4.1'],
  }, async ({ page }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await fromPageTop(page);
    await tabToSkipLink(page, 'Skip to content');
    await expectNoAxeViolations(page, 'property app login, skip link focused');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();
  });

  test('signed in, it is the first stop of a page and leads past header and menu into the main view', {
    tag: ['@wcag-2.4.1', '@wcag-2.4.3'],
  }, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await staffSignIn(page);
    await page.goto('/app/bookings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await fromPageTop(page);
    await tabToSkipLink(page, 'Skip to content');
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await isFirstStopIn(main)).toBe(true);
    // Not a control of the menu beside the main view.
    expect(await holdsFocus(page.getByRole('navigation', { name: 'Main menu' }))).toBe(false);
  });
});
