import { isoDay } from '../src/configurator-helpers.ts';
import { arrowToCard, press, shiftTabTo, tabTo, typeText } from '../src/configurator-keyboard.ts';
import { freshDayOffset } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

/*
 * Issue 38, "a guest cannot order two projectors or three hours of anything": a service sold per item asks how
 * many, one sold per duration how many hours, a flat one nothing; the summary prices what was set. By keyboard
 * alone, at both sizes.
 */

for (const [viewport, days] of [
  [{ width: 1400, height: 900 }, 46],
  [{ width: 390, height: 844 }, 47],
] as const) {
  test(`two projectors and three hours of a microphone, set by keyboard, are priced in the summary (${viewport.width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const day = isoDay(days);
    await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
    await page.getByRole('button', { name: "Los geht's" }).click();
    const room = page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' });
    await room.click();
    await expect(room).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: /Technik/ }).click();
    await expect(page).toHaveURL(/\/service\/1\/equipment$/);

    const beamer = page.getByRole('article', { name: 'Beamer' });
    await tabTo(page, beamer.getByRole('button', { name: 'Auswählen Beamer' }));
    await press(page, 'Enter');
    await expect(beamer.getByRole('button', { name: 'Auswählen Beamer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Sold per item: how many, not how many people.
    await expect(beamer.getByRole('textbox', { name: 'Personen' })).toHaveCount(0);
    const items = beamer.getByRole('textbox', { name: 'Anzahl' });
    await tabTo(page, items);
    await press(page, 'Control+A');
    await typeText(page, '2');
    await press(page, 'Tab');
    await expect(items).toHaveValue('2');

    // The list of equipment is one Tab stop: back to the beamer's toggle, then the arrow keys to the microphone.
    const mic = page.getByRole('article', { name: 'Funkmikrofon' });
    await shiftTabTo(page, beamer.getByRole('button', { name: 'Auswählen Beamer' }));
    await arrowToCard(page, mic.getByRole('button', { name: 'Auswählen Funkmikrofon' }));
    await press(page, 'Enter');
    const hours = mic.getByRole('textbox', { name: 'Stunden' });
    await tabTo(page, hours);
    await press(page, 'Control+A');
    await typeText(page, '3');
    await press(page, 'Tab');
    await expect(hours).toHaveValue('3');

    // A flat-priced flip chart asks for no count at all.
    const flipchart = page.getByRole('article', { name: 'Flipchart' });
    await flipchart.getByRole('button', { name: 'Auswählen Flipchart' }).click();
    await expect(flipchart.getByRole('textbox')).toHaveCount(0);

    await page.getByRole('tab', { name: /Übersicht/ }).click();
    const lines = page.getByRole('region', { name: 'Ihre Auswahl' });
    // 2 × 90,00 €; 3 hours × 40,00 €; the flip chart once.
    await expect(lines.getByRole('row', { name: 'Beamer 2 180,00 €' })).toBeVisible();
    await expect(lines.getByRole('row', { name: 'Funkmikrofon 3 Std. 120,00 €' })).toBeVisible();
    await expect(lines.getByRole('row', { name: 'Flipchart 1 15,00 €' })).toBeVisible();
  });
}

test('two of the three breakout rooms: a meeting room the hotel has several of asks how many, and is priced so', async ({
  page,
}) => {
  const day = isoDay(freshDayOffset());
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=10`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
  // The hotel has one boardroom: chosen, it asks for no count.
  const boardroom = page.getByRole('article', { name: 'Boardroom' });
  await boardroom.getByRole('button', { name: 'Auswählen Boardroom' }).click();
  await expect(boardroom.getByRole('button', { name: 'Auswählen Boardroom' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(boardroom.getByRole('textbox', { name: 'Anzahl' })).toHaveCount(0);
  // Then the breakout rooms (this choice replaces the boardroom's).
  const breakout = page.getByRole('article', { name: 'Gruppenraum' });
  await breakout.getByRole('button', { name: 'Auswählen Gruppenraum' }).click();
  const count = breakout.getByRole('textbox', { name: 'Anzahl' });
  await count.fill('2');
  await count.press('Tab');
  await expect(count).toHaveValue('2');
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  // 2 × 350,00 € a day.
  await expect(
    page.getByRole('region', { name: 'Ihre Auswahl' }).getByRole('row', { name: /^Gruppenraum 2 700,00 €/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihre Tage' })).toContainText('2 × Gruppenraum');
});
