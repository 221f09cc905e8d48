import { expect, type Locator, type Page } from '@playwright/test';
import { arrowToCard, cardListStop, countedWalk } from './configurator-keyboard.ts';

/*
 * Issue 18: the keyboard journeys a guest takes from a property's first screen, as a new user does: no mouse, no
 * URL parameters. They count the Tab and Shift+Tab presses (arrows, Enter, Space and typing are not counted).
 * tests/e2e/keyboard-journey.spec.ts runs them and checks the booking; `npm run bench:web` prints the counts.
 */

type Viewport = { readonly width: number; readonly height: number };
const WIDE: Viewport = { width: 1400, height: 900 };
/** A phone's viewport, for the same journeys. */
export const PHONE: Viewport = { width: 390, height: 844 };

/** Where a journey runs, and whether it checks what a screen reader hears (inside a test only). */
interface JourneyOptions {
  readonly viewport?: Viewport;
  readonly screenReader?: boolean;
}

/** What a walk took: its Tab and Shift+Tab presses, and per step. */
export interface JourneyCount {
  readonly presses: number;
  readonly breakdown: string;
}

export const dayLabel = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** The month names of a locale, January first. */
const monthNames = (locale: string) =>
  Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, m, 15)),
  );

/** Moves the calendar's keyboard focus to `iso` with PageDown and the arrow keys (which the count leaves out). */
export async function arrowToDay(page: Page, iso: string, locale: string) {
  const target = new Date(`${iso}T12:00:00Z`).getTime();
  const wanted = dayLabel(iso, locale);
  const months = monthNames(locale);
  for (let i = 0; i < 400; i++) {
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (new RegExp(`(^|\\s)${wanted}`).test(name)) return;
    // The focused day's date from its name ("Mittwoch, 24. Februar 2027", "Wednesday, 24 February 2027").
    const parts = /(\d{1,2})\.? (\p{L}+) (\d{4})/u.exec(name);
    const month = parts ? months.indexOf(parts[2] ?? '') : -1;
    const current =
      parts && month >= 0 ? Date.UTC(Number(parts[3]), month, Number(parts[1]), 12) : Number.NaN;
    const days = Math.round((target - current) / 86_400_000);
    if (Number.isNaN(days)) throw new Error(`no date on the focused day: ${name}`);
    await page.keyboard.press(
      days > 27 ? 'PageDown' : days > 6 ? 'ArrowDown' : days > 0 ? 'ArrowRight' : 'ArrowLeft',
    );
  }
  throw new Error(`could not reach ${iso}`);
}

/**
 * Lindenhof in German (1400×900 unless told): a one-day meeting request on `day` for 12 people, a breakout room, the lunch
 * buffet with one diet option, the contact, payment on site and the terms.
 */
export async function lindenhofJourney(
  page: Page,
  day: string,
  { viewport = WIDE, screenReader = true }: JourneyOptions = {},
): Promise<JourneyCount> {
  await page.setViewportSize(viewport);
  // Playwright's aria snapshot assertion exists only inside a test: the benchmark walks without it.
  const hears = async (where: Locator, snapshot: string) => {
    if (screenReader) await expect(where).toMatchAriaSnapshot(snapshot);
  };
  await page.goto('/lindenhof');
  const walk = countedWalk(page);
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();

  // The skip link first: past the header and the hero's carousel to the event bar.
  await walk.forward(page.getByRole('link', { name: 'Zum Inhalt' }));
  await page.keyboard.press('Enter');
  // Dates: into the calendar, to the day, Enter twice: one day.
  await walk.forward(grid);
  await arrowToDay(page, day, 'de-DE');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(
    grid.getByRole('button', { name: new RegExp(`(^|\\s)${dayLabel(day, 'de-DE')}`) }),
  ).toBeFocused();

  walk.mark('dates');
  // The time slice, the people, start.
  await walk.forward(page.getByRole('button', { name: /Uhrzeit/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: /Ganztags/ })).toBeVisible();
  while (
    !(await page.getByRole('option', { name: /Ganztags/ }).evaluate((el) => el === document.activeElement))
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await walk.forward(page.getByRole('textbox', { name: 'Personen' }).first());
  await page.keyboard.press('Control+a');
  await page.keyboard.type('12');
  await walk.forward(page.getByRole('button', { name: "Los geht's" }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
  // What a screen reader says now: the step's heading has the focus, and the event is one line to hear.
  await expect(page.getByRole('heading', { level: 1, name: 'Tagungsräume' })).toBeFocused();
  await hears(
    page.getByRole('main'),
    `
    - heading "Tagungsräume" [level=1]
    - region "Ihre Veranstaltung":
      - heading "Ihre Veranstaltung" [level=2]
      - paragraph: /· 12 Personen · Ganztags$/
      - button "Veranstaltung ändern"
  `,
  );

  walk.mark('event bar');
  // A meeting room: the list of rooms is one Tab stop, the arrow keys reach the room.
  const groupRoom = page.getByRole('button', { name: 'Auswählen Gruppenraum' });
  await walk.forward(cardListStop(page, groupRoom));
  await arrowToCard(page, groupRoom);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Auswählen Gruppenraum' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  walk.mark('meeting room');
  // Lunch with one diet option: the catering tab.
  await walk.back(page.getByRole('tab', { selected: true }));
  while (
    !(await page.getByRole('tab', { name: /Verpflegung/ }).evaluate((el) => el === document.activeElement))
  )
    await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  await walk.forward(page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }));
  await page.keyboard.press('Enter');
  // The live region says what was added and what is left to choose.
  await hears(page.getByTestId('announcer'), '- status: /Mittagsbuffet\\. Bitte 1 bis 2 Optionen wählen/');
  const vegetarian = page.getByRole('checkbox', { name: 'Vegetarisch' });
  await walk.forward(vegetarian);
  await page.keyboard.press('Space');
  await expect(vegetarian).toBeChecked();

  walk.mark('lunch');
  // The summary: contact, payment on site, the terms, send.
  await walk.back(page.getByRole('tab', { selected: true }));
  while (
    !(await page.getByRole('tab', { name: /Übersicht/ }).evaluate((el) => el === document.activeElement))
  )
    await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/cart\/1$/);
  // The summary step as a screen reader presents it: its heading, the event, the chosen tab.
  await hears(
    page.getByRole('main'),
    `
    - heading "Übersicht" [level=1]
    - region "Ihre Veranstaltung":
      - heading "Ihre Veranstaltung" [level=2]
      - paragraph: /· 12 Personen · Ganztags$/
      - button "Veranstaltung ändern"
    - tablist "Buchungsschritte":
      - tab /Übersicht/ [selected]
  `,
  );
  await walk.forward(page.getByRole('textbox', { name: 'Vorname' }));
  await page.keyboard.type('Clara');
  await walk.forward(page.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Berger');
  await walk.forward(page.getByRole('textbox', { name: 'E-Mail' }));
  await page.keyboard.type('clara.berger@example.com');
  await walk.forward(page.getByRole('radiogroup', { name: 'Zahlungsart' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Zahlung vor Ort' })).toBeChecked();
  await walk.forward(page.getByRole('checkbox', { name: 'Ich akzeptiere die Geschäftsbedingungen' }));
  await page.keyboard.press('Space');
  await walk.forward(page.getByRole('button', { name: 'Angebot anfordern' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  walk.mark('summary');
  return { presses: walk.presses, breakdown: walk.breakdown };
}

/** Cityloft in German (1400×900 unless told): two nights from `day` of one loft for two, reserved with a card guarantee. */
export async function cityloftJourney(
  page: Page,
  day: string,
  { viewport = WIDE }: JourneyOptions = {},
): Promise<JourneyCount> {
  await page.setViewportSize(viewport);
  await page.goto('/cityloft');
  // Cityloft starts at once (its default stay and people): the rooms page opens with the stay as one line.
  await expect(page).toHaveURL(/\/unitgroup\/0\/1$/);
  const walk = countedWalk(page);
  const change = page.getByRole('button', { name: 'Aufenthalt ändern' });
  await walk.forward(change);
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();

  await walk.forward(grid);
  await arrowToDay(page, day, 'de-DE');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  walk.mark('dates');
  await walk.forward(page.getByRole('textbox', { name: 'Personen' }).first());
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  walk.mark('event bar');

  // The list of rooms is one Tab stop; the arrow keys reach the loft.
  const loft = page.getByRole('button', { name: 'Auswählen Loft' });
  await walk.forward(cardListStop(page, loft));
  await arrowToCard(page, loft);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Auswählen Loft' })).toHaveAttribute('aria-pressed', 'true');
  walk.mark('room');

  await walk.back(page.getByRole('tab', { selected: true }));
  while (
    !(await page.getByRole('tab', { name: /Übersicht/ }).evaluate((el) => el === document.activeElement))
  )
    await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/cart\/1$/);
  await walk.forward(page.getByRole('textbox', { name: 'Vorname' }));
  await page.keyboard.type('Sam');
  await walk.forward(page.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Taylor');
  await walk.forward(page.getByRole('textbox', { name: 'E-Mail' }));
  await page.keyboard.type('sam.taylor@example.com');
  await walk.forward(page.getByRole('checkbox', { name: 'Ich akzeptiere die Geschäftsbedingungen' }));
  await page.keyboard.press('Space');
  await walk.forward(page.getByRole('button', { name: 'Reservieren und mit Karte garantieren' }));
  await page.keyboard.press('Enter');
  walk.mark('summary');

  const guarantee = page.getByRole('dialog', { name: /Kartengarantie für Buchung/ });
  await walk.forward(guarantee.getByRole('textbox', { name: 'Kartennummer' }));
  await page.keyboard.type('4111 1111 1111 1111');
  await walk.forward(guarantee.getByRole('textbox', { name: 'Gültig bis (MM/JJ)' }));
  await page.keyboard.type('12/30');
  await walk.forward(guarantee.getByRole('button', { name: 'Mit Karte garantieren' }));
  await page.keyboard.press('Enter');
  await expect(guarantee.getByTestId('payment-outcome')).toContainText('Es wurde nichts belastet.');
  await walk.forward(guarantee.getByRole('button', { name: 'Schließen' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank, Ihre Reservierung ist bestätigt' }),
  ).toBeVisible();
  walk.mark('card');
  return { presses: walk.presses, breakdown: walk.breakdown };
}
