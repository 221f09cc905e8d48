import { readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { press, tabTo, typeText } from '../src/configurator-keyboard.ts';
import { freshDay } from '../src/existing-booking-helpers.ts';
import { PHONE } from '../src/keyboard-journeys.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Issue 38: a conference guest says what the event is. By keyboard alone, at /lindenhof, the cart page's group
 * "Ihre Veranstaltung" takes the event's title, one of the hotel's booking reasons and what it is for; the request
 * carries them, and the hotel's staff read them on the booking's page.
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Moves along the step tabs with the arrow keys until the tab named `name` has the focus (and its page is open). */
async function arrowToTab(page: Page, name: RegExp) {
  await tabTo(page, page.getByRole('tab', { selected: true }), 200);
  const tab = page.getByRole('tab', { name });
  for (let i = 0; i < 12 && !(await tab.evaluate((el) => el === document.activeElement)); i++)
    await press(page, 'ArrowRight');
  await expect(tab).toBeFocused();
}

for (const [size, viewport] of [
  ['1400×900', { width: 1400, height: 900 }],
  ['390×844', PHONE],
] as const)
  test(`a guest names the event, its reason and purpose by keyboard alone; staff read them (${size})`, {
    tag: ['@wcag-2.1.1', '@wcag-2.4.7', '@wcag-2.4.11', '@wcag-3.3.2'],
  }, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const day = freshDay();
    await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
    await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
    // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
    await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('button', { name: "Los geht's" }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
    await tabTo(page, page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }));
    await press(page, 'Enter');

    // Lunch with one diet.
    await arrowToTab(page, /Verpflegung/);
    await expect(page).toHaveURL(/\/service\/1\/catering$/);
    const buffet = page.getByRole('article', { name: 'Mittagsbuffet' });
    await tabTo(page, buffet.getByRole('button', { name: 'Auswählen Mittagsbuffet' }));
    await press(page, 'Enter');
    const vegetarian = buffet.getByRole('checkbox', { name: 'Vegetarisch' });
    await tabTo(page, vegetarian);
    await press(page, 'Space');
    await expect(vegetarian).toBeChecked();

    // The summary: the booker, then the event.
    await arrowToTab(page, /Übersicht/);
    await expect(page).toHaveURL(/\/cart\/1$/);
    await tabTo(page, page.getByRole('textbox', { name: 'Vorname' }));
    await typeText(page, 'Clara');
    await tabTo(page, page.getByRole('textbox', { name: 'Nachname' }));
    await typeText(page, 'Berger');
    await tabTo(page, page.getByRole('textbox', { name: 'E-Mail' }));
    await typeText(page, 'clara.berger@example.com');

    const event = page.getByRole('group', { name: 'Ihre Veranstaltung' });
    await expect(event).toBeVisible();
    // Nothing in the group is marked wrong before the guest has touched it or tried to send.
    await expect(event.locator('[aria-invalid="true"]')).toHaveCount(0);
    await tabTo(page, event.getByRole('textbox', { name: 'Titel der Veranstaltung' }));
    await typeText(page, 'Vertriebstagung 2027');
    // The hotel's reasons, by the arrow keys in the Select's list; "none" comes first.
    const reason = event.getByRole('button', { name: /Anlass der Buchung/ });
    await tabTo(page, reason);
    await expect(reason).toContainText('Kein Anlass angegeben');
    await press(page, 'Enter');
    const training = page.getByRole('option', { name: 'Schulung' });
    await expect(page.getByRole('option', { name: 'Konferenz' })).toBeVisible();
    for (let i = 0; i < 6 && !(await training.evaluate((el) => el === document.activeElement)); i++)
      await press(page, 'ArrowDown');
    await expect(training).toBeFocused();
    await press(page, 'Enter');
    await expect(reason).toBeFocused();
    await expect(reason).toContainText('Schulung');
    await tabTo(page, event.getByRole('textbox', { name: 'Zur Veranstaltung' }));
    await typeText(page, 'Jahresplanung des Vertriebs\nmit Workshops am Nachmittag');
    await expect(event.locator('[aria-invalid="true"]')).toHaveCount(0);
    if (SHOTS) await event.screenshot({ path: `${SHOTS}/event-de-${viewport.width}.png` });

    await tabTo(page, page.getByRole('radiogroup', { name: 'Zahlungsart' }));
    await press(page, 'Space');
    await tabTo(page, page.getByRole('checkbox', { name: 'Ich akzeptiere die Geschäftsbedingungen' }));
    await press(page, 'Space');
    await tabTo(page, page.getByRole('button', { name: 'Angebot anfordern' }));
    await press(page, 'Enter');
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' }),
    ).toBeVisible();

    const { code, token } = await sentBooking(page);
    const booking = (await readBooking(request, 'lindenhof', token, code)) as unknown as {
      id: number;
      eventtitle: string;
      description: string;
      bookingreason: { id: number } | null;
    };
    expect(booking).toMatchObject({
      eventtitle: 'Vertriebstagung 2027',
      description: 'Jahresplanung des Vertriebs\nmit Workshops am Nachmittag',
    });
    expect(booking.bookingreason?.id).toEqual(expect.any(Number));

    // The hotel reads them on the booking's page (in English: the reason as booked, in the staff's language).
    await staffSignIn(page);
    await page.goto(`/app/bookings/${booking.id}`);
    const wishes = page.getByRole('region', { name: 'Event and wishes' });
    const fact = (term: string) =>
      wishes.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
    await expect(fact('Event title')).toHaveText('Vertriebstagung 2027');
    await expect(fact('Reason for the booking')).toHaveText('Training');
    await expect(fact('Description')).toHaveText('Jahresplanung des Vertriebs\nmit Workshops am Nachmittag');
  });
