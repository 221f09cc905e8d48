import { isoDay } from '../src/configurator-helpers.ts';
import { press, tabTo } from '../src/configurator-keyboard.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 37, "a chosen diet option is silently dropped": the lunch card shows itself chosen a frame before the cart
 * holds its line, and an option ticked in between was lost. The option is held and applied with the add: ticked
 * at once after choosing lunch, by mouse and by keyboard, it stays in the cart.
 */

/** A meeting day at lindenhof for 25 people with the plenary hall, on the catering page. */
async function cateringPage(page: Page, days: number) {
  const day = isoDay(days);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  const room = page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' });
  await room.click();
  await expect(room).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  return page.getByRole('article', { name: 'Mittagsbuffet' });
}

/** The cart holds the option: after a visit to the summary the catering page shows it ticked from the cart. */
async function cartKeepsVegetarian(page: Page) {
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page).toHaveURL(/\/cart\/1$/);
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  const buffet = page.getByRole('article', { name: 'Mittagsbuffet' });
  await expect(buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(buffet.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();
}

test('lunch chosen and its option ticked in the same moment (a fast double click): the option stays', async ({
  page,
}) => {
  const buffet = await cateringPage(page, 44);
  // Three times: the toggle and then the option clicked in one go, before the cart has added the line (its add
  // waits for the next paint), then unchosen again.
  for (let round = 0; round < 3; round++) {
    const ticked = await buffet.evaluate(async (card) => {
      card.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
      // The option shows as soon as React has rendered the click (a task later at most): ticked then, within the
      // same frame, while the cart's add still waits for the next paint.
      for (let i = 0; i < 5; i++) {
        const label = [...card.querySelectorAll('label')].find(
          (l) => l.textContent?.trim() === 'Vegetarisch',
        );
        const input = label?.querySelector('input');
        if (input) {
          input.click();
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return false;
    });
    // The option was there to tick the moment the card showed itself chosen.
    expect(ticked).toBe(true);
    await expect(buffet.getByRole('textbox', { name: 'Personen' })).toBeVisible();
    await expect(buffet.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();
    if (round < 2) {
      await buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
      await expect(buffet.getByRole('checkbox', { name: 'Vegetarisch' })).toHaveCount(0);
    }
  }
  await cartKeepsVegetarian(page);
});

for (const [size, days] of [
  [{ width: 1400, height: 900 }, 45],
  [{ width: 390, height: 844 }, 46],
] as const) {
  test(`lunch chosen and its option ticked at once by keyboard: the option stays (${size.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const buffet = await cateringPage(page, days);
    const toggle = buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' });
    await tabTo(page, toggle);
    await press(page, 'Enter');
    // The options come with the toggle's new state; the persons field with the cart's line, maybe a moment later.
    const vegetarian = buffet.getByRole('checkbox', { name: 'Vegetarisch' });
    await tabTo(page, vegetarian);
    await press(page, 'Space');
    await expect(buffet.getByRole('textbox', { name: 'Personen' })).toBeVisible();
    await expect(vegetarian).toBeChecked();
    await cartKeepsVegetarian(page);
  });
}
