import { readBooking, sentBooking } from '../src/configurator-helpers.ts';
import { freshDay } from '../src/existing-booking-helpers.ts';
import { forwardWalk } from '../src/keyboard-walk.ts';
import { expect, test } from '../src/test.ts';

/*
 * Issue 38: the one-day request walked with Tab only from the top of the first screen, no skip link
 * (tests/src/keyboard-walk.ts): at most 70 presses at both sizes. The count is printed and kept as an annotation.
 *
 * What brought it from 116 (1400×900) and 91 (390×844) down: each list of cards is one Tab stop (a toolbar: the
 * arrow keys move between the cards); Next sits right after the cards, so the walk goes on to the next step
 * without passing the page's foot, top and menu; the cart page's optional fields (title and address, codes) wait
 * behind one button each.
 */

test.describe.configure({ timeout: 180_000 });

for (const { viewport, ceiling } of [
  { viewport: { width: 1400, height: 900 }, ceiling: 70 },
  { viewport: { width: 390, height: 844 }, ceiling: 70 },
]) {
  const size = `${viewport.width}×${viewport.height}`;
  test(`lindenhof at ${size}: the one-day request with Tab alone crosses each list of cards in one stop`, {
    tag: ['@wcag-2.1.1', '@wcag-2.4.3', '@wcag-2.4.7'],
  }, async ({ page, request }) => {
    const day = freshDay();
    const count = await forwardWalk(page, day, viewport);
    test.info().annotations.push({
      type: 'keyboard walk',
      description: `lindenhof ${size}: ${count.presses} Tab presses (${count.breakdown})`,
    });
    // Where the presses go, stop by stop ("" is the browser's own UI between the page's end and its top).
    test.info().annotations.push({ type: 'keyboard walk stops', description: count.stops.join(' › ') });
    console.log(`keyboard walk lindenhof ${size}: ${count.presses} Tab presses (${count.breakdown})`);
    const { code, token } = await sentBooking(page);
    const booking = await readBooking(request, 'lindenhof', token, code);
    expect(booking).toMatchObject({ startdate: day, enddate: day });
    // Each list of cards on the way is one stop, its first card's (or the chosen card's) Select toggle: the walk
    // never lands on a second card of a list.
    expect(count.stops.filter((stop) => stop.startsWith('Auswählen '))).toEqual([
      'Auswählen Plenarsaal Seeblick',
      'Auswählen Mittagsbuffet',
      'Auswählen Beamer',
      'Auswählen Tagungspauschale',
      'Auswählen Bootsfahrt auf dem See',
      'Auswählen Einzelzimmer',
    ]);
    expect(count.presses).toBeLessThanOrEqual(ceiling);
  });
}
