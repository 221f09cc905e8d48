import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';
import { freshDayOffset } from '../src/existing-booking-helpers.ts';
import { expect, test } from '../src/test.ts';

/** A date as the open points name it in German: "Donnerstag, 29. April 2027". */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('a three-day meeting names its open points per day, leads to the fix, and applies the hall to all days', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const offset = freshDayOffset(3);
  const [first, second, third] = [isoDay(offset), isoDay(offset + 1), isoDay(offset + 2)];
  await page.goto(`/lindenhof?f.start=${first}&f.end=${third}&f.people=20`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();

  // One group per day that has a gap, named by its date; one line per gap, without a shouting label.
  const points = page.getByRole('region', { name: /^Noch zu erledigen/ });
  const day = (n: number, iso: string) => points.getByRole('group', { name: `Tag ${n}: ${longDate(iso)}` });
  await expect(day(1, first).getByRole('listitem')).toHaveText([/Mittagessen: noch nichts gewählt/]);
  for (const [n, iso] of [
    [2, second],
    [3, third],
  ] as const) {
    await expect(day(n, iso).getByRole('listitem')).toHaveText([
      /Noch kein Tagungsraum/,
      /Mittagessen: noch nichts gewählt/,
    ]);
  }
  await expect(points.getByRole('group', { name: 'Für die gesamte Buchung' })).toContainText(
    'Noch keine Zahlungsart gewählt',
  );
  await expect(points.getByRole('heading', { level: 2 })).toHaveText('Noch zu erledigen: 6 offene Punkte');
  await expect(points.getByText('Fehler', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'cart with open points per day');

  // A day's button leads to that day's meeting-room page, which offers the way back.
  await day(3, third)
    .getByRole('button', { name: `Raum wählen – Tag 3: ${longDate(third)}` })
    .click();
  await expect(page).toHaveURL(/\/unitgroup\/3\/2$/);
  await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/cart\/\d+$/);

  // The hall of day 1 is free on the other days: one button books it there, and says so.
  await expect(points).toContainText(
    'Plenarsaal Seeblick ist auch an den 2 anderen Tagen ohne Tagungsraum frei.',
  );
  await points.getByRole('button', { name: 'Plenarsaal Seeblick für alle Tage übernehmen' }).click();
  await expect(page.getByTestId('announcer')).toContainText(
    'Plenarsaal Seeblick für 2 weitere Tage hinzugefügt',
  );
  await expect(points.getByText('Noch kein Tagungsraum')).toHaveCount(0);
  await expect(points.getByRole('button', { name: /für alle Tage übernehmen$/ })).toHaveCount(0);
  // The guest stays on the list, which now counts the lunches and the payment method.
  await expect(page.getByRole('heading', { name: 'Noch zu erledigen: 4 offene Punkte' })).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Ihre Tage' }).getByText('Tagungsräume: Plenarsaal Seeblick'),
  ).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Ihre Auswahl' }).getByText('Plenarsaal Seeblick'),
  ).toHaveCount(3);
});
