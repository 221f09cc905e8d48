import { isoDay, openEventBar } from '../src/configurator-helpers.ts';
import { lindenhofOffer, lindenhofRequest } from '../src/existing-booking-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 16 (WCAG 4.1.3 Status messages): every change the user did not make on the spot reaches a screen reader
 * through a live region, without moving the focus. Asserted on the accessibility tree (aria snapshots of the
 * live regions): what relations add and remove, an item the availability refresh takes out, the cart's new
 * total, and a new request arriving in the property app's open inbox. The configurator's live regions are
 * visually hidden, so they are found by test id; the snapshot then checks role and text as announced.
 */

const wide = { width: 1400, height: 900 };

/** Lindenhof's meeting-room page for a guest in English (nothing cached, a cart started). */
async function meetingRooms(page: Page, day: string, people = 10) {
  await page.goto(`/lindenhof?lang=en&f.start=${day}&f.end=${day}&f.people=${people}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/lindenhof\/unitgroup\/1\/2$/);
}

/** Presses a selection button and waits until it says it is selected; the button keeps the focus. */
async function select(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Select ${name}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return button;
}

const announcer = (page: Page) => page.getByTestId('announcer');
const totalAnnouncer = (page: Page) => page.getByTestId('total-announcer');

/** The element that has the focus now; the returned check asserts it still has it (nothing moved it). */
async function focusStays(page: Page) {
  const focused = await page.evaluateHandle(() => document.activeElement);
  return async () =>
    expect(await page.evaluate((el) => el !== document.body && el === document.activeElement, focused)).toBe(
      true,
    );
}

/** The live region's text changes, recorded in the page (to tell one announcement from several). */
async function recordAnnouncements(region: Locator) {
  await region.evaluate((el) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
}

test('a service whose relation adds another: the live region names both, the focus stays on the button', {
  tag: ['@wcag-4.1.3'],
}, async ({ page }) => {
  await meetingRooms(page, isoDay(86));
  await select(page, 'Boardroom');
  await page.getByRole('tab', { name: /^Equipment/ }).click();
  const projector = await select(page, 'Projector');
  await expect(announcer(page)).toMatchAriaSnapshot('- status: "Added: Projector, Projection screen"');
  await expect(projector).toBeFocused();
  await expect(page.getByRole('button', { name: 'Select Projection screen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a relation that removes: the Boardroom taken out takes its projector (and its screen), the live region says so', {
  tag: ['@wcag-4.1.3'],
}, async ({ page }) => {
  await meetingRooms(page, isoDay(87));
  await select(page, 'Boardroom');
  await page.getByRole('tab', { name: /^Equipment/ }).click();
  await select(page, 'Projector');
  await page.getByRole('tab', { name: 'Meeting rooms' }).click();
  const boardroom = page.getByRole('button', { name: 'Select Boardroom', exact: true });
  // The demo rule "removing the Boardroom removes the projector"; the screen the projector added goes with it.
  await boardroom.click();
  await expect(boardroom).toHaveAttribute('aria-pressed', 'false');
  await expect(announcer(page)).toMatchAriaSnapshot(
    '- status: "Removed: Boardroom, Projector, Projection screen"',
  );
  await expect(boardroom).toBeFocused();
});

test('a selected hall booked meanwhile is taken out by the refresh: an alert toast says so, the focus stays', {
  tag: ['@wcag-4.1.3'],
}, async ({ page, request }) => {
  const day = isoDay(84);
  await meetingRooms(page, day, 22);
  await select(page, 'Plenary hall');
  // Another booker takes the hall; the guest's next change refreshes the lists.
  await lindenhofOffer(request, day);
  await openEventBar(page);
  await page.getByRole('button', { name: 'Increase Guests' }).click();
  const stays = await focusStays(page);
  await expect(page.getByRole('region', { name: /notification/ })).toMatchAriaSnapshot(`
      - region /notification/:
        - list:
          - listitem:
            - 'alertdialog "No longer available and removed: Plenary hall"':
              - alert: "No longer available and removed: Plenary hall"
    `);
  await stays();
  await expect(page.getByRole('button', { name: 'Select Plenary hall' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test("a change of the cart's total is announced politely once the guest pauses, not per press", {
  tag: ['@wcag-4.1.3'],
}, async ({ page }) => {
  await page.setViewportSize(wide);
  await meetingRooms(page, isoDay(88), 6);
  await select(page, 'Boardroom');
  await expect(totalAnnouncer(page)).toMatchAriaSnapshot('- status: "The total is now €600.00."');
  const said = await recordAnnouncements(totalAnnouncer(page));

  // A coffee break for the 6 guests at €9 each.
  await page.getByRole('tab', { name: /^Catering/ }).click();
  await select(page, 'Morning coffee break');
  await expect(totalAnnouncer(page)).toMatchAriaSnapshot('- status: "The total is now €654.00."');

  // Three more persons, pressed in a row: one announcement, of the total after the last press.
  const persons = page.getByRole('button', { name: 'Increase Persons' });
  await persons.click();
  await persons.click();
  await persons.click();
  const stays = await focusStays(page);
  await expect(totalAnnouncer(page)).toMatchAriaSnapshot('- status: "The total is now €681.00."');
  await stays();
  await expect(page.getByRole('navigation').getByText(/^Current total: /)).toHaveText(
    'Current total: €681.00',
  );
  expect(await said(page)).toEqual(['The total is now €654.00.', 'The total is now €681.00.']);
});

test("a new request arriving in the staff's open inbox is announced politely, the focus stays in the search", {
  tag: ['@wcag-4.1.3'],
}, async ({ page, request }) => {
  await page.setViewportSize(wide);
  await staffSignIn(page, 'owner@lindenhof.example');
  await page.goto('/app/bookings?sort=created&desc=1');
  const inbox = page.getByRole('grid', { name: 'Bookings' });
  await expect(inbox.getByRole('row').nth(1)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();
  const b = await lindenhofRequest(request);
  await expect(inbox.getByRole('row').filter({ hasText: b.code })).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - main:
        - heading "Bookings" [level=1]
        - status: '/^Bookings found: \\d+$/'
        - status: "New request ${b.code}."
    `);
  await expect(search).toBeFocused();
});
