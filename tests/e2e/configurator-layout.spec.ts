import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay, openEventBar } from '../src/configurator-helpers.ts';
import { press, tabTo } from '../src/configurator-keyboard.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/** Opens lindenhof for a one-day meeting of 25 people and starts the cart: the meeting-room page. */
async function startLindenhof(page: Page): Promise<void> {
  const day = isoDay(30);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
}

/** The menu's page list shows the same pages as the tabs, in the same order (a tab may add an opening date). */
async function expectSameSteps(page: Page, steps: Locator): Promise<void> {
  const tabs = await page.getByRole('tab').allTextContents();
  await expect(steps.getByRole('link')).toHaveCount(tabs.length);
  const labels = await steps
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.firstChild?.textContent ?? ''));
  expect(tabs.map((tab, i) => tab.startsWith(labels[i] ?? '-'))).toEqual(tabs.map(() => true));
  for (const name of ['Tagungsräume', 'Verpflegung', 'Zimmer', 'Übersicht']) expect(labels).toContain(name);
}

test('at 1400 px the menu sits beside the main view with the booking steps, and an entry opens its page', {
  tag: ['@wcag-3.2.3'],
}, async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await startLindenhof(page);

  const menu = page.getByRole('navigation', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
  // Beside, not above: the menu ends where the main view begins, and both start at the same height.
  const menuBox = await menu.boundingBox();
  const mainBox = await page.getByRole('main').boundingBox();
  expect(menuBox && mainBox && menuBox.x + menuBox.width <= mainBox.x + 1).toBe(true);
  expect(menuBox && mainBox && Math.abs(menuBox.y - mainBox.y) < 2).toBe(true);

  await expect(menu.getByRole('link', { name: 'Startseite' })).toBeVisible();
  const steps = menu.getByRole('list', { name: 'Buchungsschritte' });
  await expectSameSteps(page, steps);
  await expect(steps.getByRole('link', { name: 'Tagungsräume' })).toHaveAttribute('aria-current', 'page');
  // The tabs stay; the menu and the tabs agree on the current page.
  await expect(page.getByRole('tab', { name: /Tagungsräume/ })).toHaveAttribute('aria-selected', 'true');

  // A chosen room shows in the menu's total.
  await expect(menu.getByText(/Aktuelle Summe/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await expect(menu.getByText(/Aktuelle Summe: .*€/)).toBeVisible();

  await steps.getByRole('link', { name: 'Zimmer' }).click();
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/0\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zimmer' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Zimmer' })).toHaveAttribute('aria-current', 'page');
  await expect(steps.getByRole('link', { name: 'Tagungsräume' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('tab', { name: /Zimmer/ })).toHaveAttribute('aria-selected', 'true');

  // By keyboard too: a menu entry is a link that Enter follows.
  await steps.getByRole('link', { name: 'Übersicht' }).focus();
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/lindenhof\/cart\/1$/);
  await expect(steps.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'cart page with the menu beside it');

  // Far down the long cart page the menu is still in view, and the page it opens starts at its top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(steps.getByRole('link', { name: 'Tagungsräume' })).toBeInViewport();
  await steps.getByRole('link', { name: 'Tagungsräume' }).click();
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await expectNoAxeViolations(page, 'meeting rooms with the menu beside them');

  await steps.getByRole('link', { name: 'Zimmer' }).click();
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/0\/1$/);
  await menu.getByRole('link', { name: 'Startseite' }).click();
  // A started cart's start page leads on to where starting leads (docs/rules.md#cart): the meeting rooms.
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
  await expect(steps.getByRole('link', { name: 'Tagungsräume' })).toHaveAttribute('aria-current', 'page');
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height} the menu is a drawer behind the menu button, opened and closed by keyboard`, {
    tag: ['@wcag-2.1.2', '@wcag-2.4.3'],
  }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startLindenhof(page);

    await expect(page.getByRole('navigation', { name: 'Menü' })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page, `meeting rooms at ${viewport.width} px`);

    // The guest opened the event bar and is further down the page: opening and closing the drawer keeps the
    // page where it was.
    await openEventBar(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await button.focus();
    await press(page, 'Enter');
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    const steps = drawer
      .getByRole('navigation', { name: 'Menü' })
      .getByRole('list', { name: 'Buchungsschritte' });
    await expectSameSteps(page, steps);
    await expect(steps.getByRole('link', { name: 'Tagungsräume' })).toHaveAttribute('aria-current', 'page');
    // Focus moved into the drawer, which fits the window.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page, `menu drawer at ${viewport.width} px`);
    // Measured once it has slid in (the axe scan waits for animations to finish).
    const box = await drawer.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

    await press(page, 'Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    // Choosing an entry by keyboard opens its page and closes the drawer.
    await press(page, 'Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, steps.getByRole('link', { name: 'Verpflegung' }), 20);
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/lindenhof\/service\/1\/catering$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Verpflegung/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, `catering at ${viewport.width} px`);
  });
}
