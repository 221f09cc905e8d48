import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';
import { freshDayOffset, lindenhofRequest } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

/*
 * Issue 38: "when the one fitting hall is taken the guest meets a dead end". At lindenhof, 25 people fit only the
 * Plenarsaal; when another booking holds it that day, the meeting-room page says so, names the rooms too small
 * for 25 with how many each takes, and shows the ways on: another day or fewer people, or asking the hotel.
 */
for (const [language, words] of [
  [
    'de',
    {
      start: "Los geht's",
      title: 'An diesem Tag ist kein Tagungsraum für 25 Personen frei',
      tooSmall: 'Zu klein für 25 Personen:',
      board: 'Boardroom (bis 12 Personen)',
      other: 'Einen anderen Tag oder weniger Personen wählen',
      mail: 'Dem Haus schreiben:',
      people: 'Personen',
    },
  ],
  [
    'en',
    {
      start: 'Start',
      title: 'No meeting room is free for 25 people on this day',
      tooSmall: 'Too small for 25 people:',
      board: 'Boardroom (up to 12 people)',
      other: 'Choose another day or fewer people',
      mail: 'Ask the hotel by e-mail:',
      people: 'Guests',
    },
  ],
] as const)
  test(`the hall taken, the meeting-room page shows the ways on, not a dead end (${language})`, async ({
    page,
    request,
  }) => {
    const day = isoDay(freshDayOffset());
    // Another guest's request holds the Plenarsaal that day.
    await lindenhofRequest(request, day);
    await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25&lang=${language}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: words.start, exact: true }).click();
    await expect(page).toHaveURL(/\/unitgroup\/1\/2/);
    const wayOn = page.getByRole('region', { name: words.title });
    await expect(wayOn).toBeVisible();
    await expect(wayOn.getByText(words.tooSmall)).toBeVisible();
    await expect(wayOn.getByRole('listitem').filter({ hasText: words.board })).toBeVisible();
    await expect(wayOn.getByText(words.mail)).toBeVisible();
    await expect(wayOn.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page, `meeting-room page, nothing fits (${language})`);
    // The way to another day: the page's event bar opens, its calendar and people at hand.
    await wayOn.getByRole('button', { name: words.other }).click();
    await expect(page.getByRole('textbox', { name: words.people })).toBeVisible();
    await expect(page.getByRole('grid').first()).toBeVisible();
  });
