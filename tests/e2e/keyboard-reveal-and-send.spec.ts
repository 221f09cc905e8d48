import { isoDay } from '../src/configurator-helpers.ts';
import { press, tabTo } from '../src/configurator-keyboard.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 18, by keyboard alone: choosing a service puts its fields after the Select toggle (the next Tab reaches
 * them) and says what is to choose; a send the open points block moves the focus to their list, which names how
 * many there are; a point's button leads to its fix, and one link leads back to the cart.
 */

/** Moves along the tabs with the arrow keys until the tab named `name` has the focus (and its page is open). */
async function arrowToTab(page: Page, name: RegExp) {
  await tabTo(page, page.getByRole('tab', { selected: true }), 200);
  const tab = page.getByRole('tab', { name });
  for (let i = 0; i < 12 && !(await tab.evaluate((el) => el === document.activeElement)); i++)
    await press(page, 'ArrowRight');
  await expect(tab).toBeFocused();
}

/** Shift+Tabs (at most `max` times) until `target` has the focus. */
async function shiftTabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await press(page, 'Shift+Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with Shift+Tab`);
}

test('a chosen service reveals its fields after its toggle, and a blocked send leads to the open points and back', {
  tag: [
    '@wcag-1.3.1',
    '@wcag-2.1.1',
    '@wcag-2.4.3',
    '@wcag-2.4.7',
    '@wcag-2.4.11',
    '@wcag-3.3.1',
    '@wcag-3.3.3',
    '@wcag-4.1.3',
  ],
}, async ({ page }) => {
  test.setTimeout(120_000);
  const day = isoDay(37);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  // Nothing on the page is still loading (a placeholder that goes, or a list that re-renders the page after its
  // answer, would move where the first Tab starts: once it started at the footer's phone link).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByRole('button', { name: "Los geht's" }));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
  await tabTo(page, page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }));
  await press(page, 'Enter');

  await arrowToTab(page, /Verpflegung/);
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  const buffet = page.getByRole('article', { name: 'Mittagsbuffet' });
  await tabTo(page, buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' }));
  await press(page, 'Enter');
  const persons = buffet.getByRole('textbox', { name: 'Personen' });
  await expect(persons).toBeVisible();
  await expect(page.getByTestId('announcer')).toHaveText(
    'Hinzugefügt: Mittagsbuffet. Bitte 1 bis 2 Optionen wählen',
  );
  // One Tab from the toggle reaches what it revealed: the persons, then the options.
  await press(page, 'Tab');
  await expect(persons).toBeFocused();
  await press(page, 'Tab');
  await expect(buffet.getByRole('checkbox', { name: 'Vegetarisch' })).toBeFocused();

  // The options stay unchosen: the cart lists them as an open point.
  await arrowToTab(page, /Übersicht/);
  await expect(page).toHaveURL(/\/cart\/1$/);
  await tabTo(page, page.getByRole('button', { name: 'Angebot anfordern' }), 200);
  await press(page, 'Enter');
  const points = page.getByRole('region', { name: /^Noch zu erledigen/ });
  // Open readiness points (payment, options) and the booker form's missing fields (names, e-mail, terms).
  const heading = page.getByRole('heading', { name: 'Noch zu erledigen: 6 offene Punkte' });
  await expect(heading).toBeFocused();
  // One line per gap: the day's under its date, the booking's (payment, the form's fields) under their own heading.
  await expect(points).toMatchAriaSnapshot(`
    - 'region "Noch zu erledigen: 6 offene Punkte"':
      - 'heading "Noch zu erledigen: 6 offene Punkte" [level=2]'
      - 'group /^Tag 1: /':
        - 'heading /^Tag 1: / [level=3]'
        - list:
          - listitem:
            - paragraph: "Zu beheben: Mittagsbuffet: Optionen noch nicht gewählt"
            - 'button /^Optionen wählen – Tag 1: /'
      - group "Für die gesamte Buchung":
        - heading "Für die gesamte Buchung" [level=3]
        - list:
          - listitem:
            - paragraph: "Zu beheben: Noch keine Zahlungsart gewählt"
            - button "Zahlungsart wählen"
          - listitem:
            - paragraph: "Zu beheben: Vorname: Bitte füllen Sie dieses Feld aus."
            - button "Zum Feld „Vorname“"
          - listitem:
            - paragraph: "Zu beheben: Nachname: Bitte füllen Sie dieses Feld aus."
            - button "Zum Feld „Nachname“"
          - listitem:
            - paragraph: "Zu beheben: E-Mail: Bitte füllen Sie dieses Feld aus."
            - button "Zum Feld „E-Mail“"
          - listitem:
            - paragraph: "Zu beheben: Geschäftsbedingungen: noch nicht akzeptiert"
            - button "Zum Feld „Geschäftsbedingungen“"
  `);

  // A point fixed on this page focuses its field: the payment method, a contact field.
  await press(page, 'Tab');
  await expect(points.getByRole('button', { name: /^Optionen wählen – Tag 1: / })).toBeFocused();
  await press(page, 'Tab');
  await expect(points.getByRole('button', { name: 'Zahlungsart wählen' })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByRole('radio', { name: 'Zahlung vor Ort' })).toBeFocused();
  await tabTo(page, points.getByRole('button', { name: 'Zum Feld „Vorname“' }));
  await press(page, 'Enter');
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toBeFocused();

  // The options point leads to the catering page; the fix is there, and one link leads back.
  await shiftTabTo(page, points.getByRole('button', { name: /^Optionen wählen – Tag 1: / }));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/service\/1\/catering$/);
  const back = page.getByRole('link', { name: 'Zurück zur Übersicht' });
  await expect(back).toBeVisible();
  await tabTo(
    page,
    page.getByRole('article', { name: 'Mittagsbuffet' }).getByRole('checkbox', { name: 'Vegan' }),
  );
  await press(page, 'Space');
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  await shiftTabTo(page, back, 80);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/cart\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeFocused();
  await expect(page.getByText('Mittagsbuffet: Optionen noch nicht gewählt')).toHaveCount(0);

  // Back on the cart, the other pages no longer offer the way back.
  await arrowToTab(page, /Verpflegung/);
  await expect(page.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveCount(0);
});
