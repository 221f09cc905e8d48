import { expectNoAxeViolations } from '../src/axe.ts';
import { cartTotal, isoDay, money, readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { expect, type Locator, test } from '../src/test.ts';

test('days can be duplicated and removed, and a missing lunch blocks sending until its issue button leads to the lunch page', async ({
  page,
}) => {
  const day = isoDay(30);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=12`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Boardroom' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();

  const days = page.getByRole('region', { name: 'Ihre Tage' });
  await expect(days.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await expect(days.getByRole('listitem')).toHaveCount(3);
  await expect(days.getByText(/^Tag 3:/)).toBeVisible();
  // The copied days hold the same room.
  await expect(page.getByRole('region', { name: 'Ihre Auswahl' }).getByText('Boardroom')).toHaveCount(3);

  await days.getByRole('button', { name: /^Tag 3: .* entfernen$/ }).click();
  await expect(days.getByRole('listitem')).toHaveCount(2);

  // Lunch is a required service group: each day lists the gap under its date, and sending is blocked.
  const issues = page.getByRole('region', { name: 'Noch zu erledigen' });
  const dayPoints = (n: number) => issues.getByRole('group', { name: new RegExp(`^Tag ${n}: `) });
  await expect(dayPoints(1).getByRole('listitem')).toHaveText([
    /^Zu beheben: Mittagessen: noch nichts gewählt/,
  ]);
  await expect(dayPoints(2).getByRole('listitem')).toHaveText([
    /^Zu beheben: Mittagessen: noch nichts gewählt/,
  ]);
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  // The failed send takes the guest to the open points: two lunches, the payment method and the booker form
  // (first name, last name, e-mail, terms).
  await expect(page.getByRole('heading', { name: 'Noch zu erledigen: 7 offene Punkte' })).toBeFocused();
  await expect(page.getByRole('heading', { name: /Vielen Dank/ })).toHaveCount(0);

  await dayPoints(1)
    .getByRole('button', { name: /^Auswählen – Tag 1: / })
    .click();
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  await page.getByRole('button', { name: 'Auswählen Drei-Gänge-Menü' }).click();
  await page.getByRole('textbox', { name: 'Beginn' }).fill('12:30');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(dayPoints(1)).toHaveCount(0);
  await dayPoints(2)
    .getByRole('button', { name: /^Auswählen – Tag 2: / })
    .click();
  await expect(page).toHaveURL(/\/service\/2\/catering$/);
  await page.getByRole('button', { name: 'Auswählen Drei-Gänge-Menü' }).click();
  await page.getByRole('textbox', { name: 'Beginn' }).fill('12:30');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(dayPoints(2)).toHaveCount(0);
  await expect(issues.getByRole('listitem')).toHaveText([/Noch keine Zahlungsart gewählt/]);
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Noch zu erledigen' })).toHaveCount(0);
});

test('a three-day event with 30, 45 and 20 people and an evening session on day 1 is sent and stored exactly so', async ({
  page,
  request,
}) => {
  // About fifty steps through four slots: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const [first, second, third] = [isoDay(65), isoDay(66), isoDay(67)];
  await page.goto(`/lindenhof?f.start=${first}&f.end=${first}&f.people=30`);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Drei-Gänge-Menü' }).click();
  await page.getByRole('textbox', { name: 'Beginn' }).fill('12:30');
  await page.getByRole('tab', { name: /Übersicht/ }).click();

  const days = page.getByRole('region', { name: 'Ihre Tage' });
  /** Chooses a slot's times in its two time selects with the mouse. */
  const chooseTimes = async (slot: Locator, from: string, to: string) => {
    await slot.getByRole('button', { name: /^Uhrzeiten ändern – / }).click();
    await slot.getByRole('button', { name: /Von/ }).click();
    await page.getByRole('option', { name: from, exact: true }).click();
    await slot.getByRole('button', { name: /Bis/ }).click();
    await page.getByRole('option', { name: to, exact: true }).click();
  };

  // Day 1 runs from 9 to 5; the duplicated days take its times, day 3 becomes a morning.
  await chooseTimes(days.getByRole('region', { name: /^Tag 1: / }), '09:00', '17:00');
  await expect(days.getByRole('region', { name: /^Tag 1: / })).toContainText('09:00–17:00 · 30 Personen');
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await page.getByRole('button', { name: 'Letzten Tag duplizieren' }).click();
  await expect(days.getByRole('listitem')).toHaveCount(3);
  await chooseTimes(days.getByRole('region', { name: /^Tag 3: / }), '09:00', '13:00');

  // People per day, typed: the day's meeting room and menu follow.
  const day2People = days.getByRole('textbox', { name: /^Personen – Tag 2: / });
  await day2People.fill('45');
  await day2People.press('Tab');
  const day3People = days.getByRole('textbox', { name: /^Personen – Tag 3: / });
  await day3People.fill('20');
  await day3People.press('Enter');
  await expect(days.getByRole('region', { name: /^Tag 2: / })).toContainText('09:00–17:00 · 45 Personen');
  await expect(days.getByRole('region', { name: /^Tag 3: / })).toContainText('09:00–13:00 · 20 Personen');

  // An evening session on day 1, in the same hall: it starts where the day ends, for four hours (lindenhof has
  // no evening time slice), so the hall is not booked twice.
  await days.getByRole('button', { name: /^Abendveranstaltung hinzufügen – Tag 1: / }).click();
  const evening = days.getByRole('region', { name: /^Tag 1: .*, Einheit 2$/ });
  await expect(evening).toContainText('17:00–21:00 · 30 Personen');
  await evening.getByRole('button', { name: /^Tag 1: .*, Einheit 2 öffnen$/ }).click();
  await expect(page).toHaveURL(/\/unitgroup\/2\/2$/);
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(evening).toContainText('Tagungsräume: Plenarsaal Seeblick');
  await expect(days).not.toContainText('Raum doppelt gebucht');
  // Moved into the afternoon, it clashes with the day session in the same hall.
  await chooseTimes(evening, '16:00', '20:00');
  await expect(evening).toContainText('Raum doppelt gebucht');

  // By keyboard: the time selects folded and opened again, then 19:00 to 22:00 ends the clash.
  const changeTimes = evening.getByRole('button', { name: /^Uhrzeiten ändern – / });
  await changeTimes.focus();
  await page.keyboard.press('Enter');
  await expect(evening.getByRole('button', { name: /Von/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await evening.getByRole('button', { name: /Von/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('19:00');
  await page.keyboard.press('Enter');
  await evening.getByRole('button', { name: /Bis/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('22:00');
  await page.keyboard.press('Enter');
  await expect(evening).toContainText('19:00–22:00 · 30 Personen');
  await expect(days).not.toContainText('Raum doppelt gebucht');
  await expectNoAxeViolations(page, 'day overview with open time selects');

  // The evening needs its own meal.
  const issues = page.getByRole('region', { name: 'Noch zu erledigen' });
  await expect(issues.getByRole('group', { name: /^Tag 1: / }).getByRole('listitem')).toHaveText([
    /^Zu beheben: Einheit 2: Mittagessen: noch nichts gewählt/,
  ]);
  await issues.getByRole('button', { name: /^Auswählen – Tag 1: / }).click();
  await expect(page).toHaveURL(/\/service\/2\/catering$/);
  await page.getByRole('button', { name: 'Auswählen Drei-Gänge-Menü' }).click();
  await page.getByRole('textbox', { name: 'Beginn' }).fill('19:30');
  await page.getByRole('tab', { name: /Übersicht/ }).click();

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('clara.berger@example.com');
  await page.getByText('Zahlung vor Ort', { exact: true }).click();
  await page.getByText('Ich akzeptiere die Geschäftsbedingungen', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Noch zu erledigen' })).toHaveCount(0);
  const shownTotal = (await cartTotal(page).textContent())?.trim() ?? '';
  expect(shownTotal).toMatch(/€$/);
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();

  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  const { code, token } = await sentBooking(page);
  const booking = await readBooking(request, 'lindenhof', token, code);
  expect(money(booking.total, booking.currency, 'de-DE')).toBe(shownTotal);
  const halls = (booking.bookingUnitgroupList as { start: string; end: string; personcount: number }[])
    .map((l) => [l.start.slice(0, 16), l.end.slice(0, 16), l.personcount])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  expect(halls).toEqual([
    [`${first} 09:00`, `${first} 17:00`, 30],
    [`${first} 19:00`, `${first} 22:00`, 30],
    [`${second} 09:00`, `${second} 17:00`, 45],
    [`${third} 09:00`, `${third} 13:00`, 20],
  ]);
  const menus = (booking.bookingServiceList as { start: string; personcount: number }[])
    .map((l) => [l.start.slice(0, 10), l.personcount])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  expect(menus).toEqual([
    [first, 30],
    [first, 30],
    [second, 45],
    [third, 20],
  ]);
});
