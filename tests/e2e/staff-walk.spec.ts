import { isoDay } from '../src/configurator-helpers.ts';
import { freshDayOffset } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD } from '../src/property-app-helpers.ts';
import { STAFF_WALK_NOTE, type StaffWalkLanguage, staffWalk, staffWalkRequest } from '../src/staff-walk.ts';
import { type APIRequestContext, expect, test } from '../src/test.ts';

/*
 * Issue 44's acceptance: the staff walk (tests/src/staff-walk.ts: sign in, open a guest's new request, edit a price,
 * send the offer with an option date, write to the booker, block two days in the occupancy calendar) by keyboard
 * alone from /app/, at 1400×900, 390×844 and 320×256, with the focus visible after every key, and what it did
 * checked through the API. Its Tab presses are printed (and held at STAFF_WALK_LIMIT); `npm run bench:web` prints
 * them too, beside the guests' walks.
 * On the way, no page says its table's sort order over its heading: react-aria's assertive live region holds
 * nothing about sorting at any frame (what a screen reader would read).
 */

/**
 * The walk took 79 presses at 1400×900 (the owners' Payments menu entry among them), 77 at 390×844 and 74 at 320×256
 * when issue 44 was resolved (116, 99 and 96 before it, without that entry: the inbox's date fields and checkboxes,
 * and the menu's link keeping the focus); more fails the test.
 */
const STAFF_WALK_LIMIT = 82;

const SIZES: { width: number; height: number; lang: StaffWalkLanguage }[] = [
  { width: 1400, height: 900, lang: 'en' },
  { width: 390, height: 844, lang: 'de' },
  { width: 320, height: 256, lang: 'en' },
];

/** The room the walk blocks days of: a double guests' bookings reach last (they take the lowest numbers first). */
const BLOCK_UNIT = 'DBL-27';

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  return { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
}

/** The blocks the walk made (by their note). */
async function walkBlocks(request: APIRequestContext) {
  const list = await request.get('/api/staff/block/list?f.propertyId=1&p.s=200', {
    headers: await ownerHeaders(request),
  });
  const items = ((await list.json()) as { items: { id: number; version: number; note: string }[] }).items;
  return items.filter((b) => b.note === STAFF_WALK_NOTE);
}

async function releaseWalkBlocks(request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  for (const block of await walkBlocks(request)) {
    const res = await request.post(`/api/staff/block/${block.id}/release`, {
      headers,
      data: { version: block.version },
    });
    expect(res.status()).toBe(200);
  }
}

test.beforeEach(async ({ request }) => releaseWalkBlocks(request));
test.afterEach(async ({ request }) => releaseWalkBlocks(request));

for (const size of SIZES) {
  test(
    `the staff walk by keyboard at ${size.width}×${size.height} (${size.lang}): the focus is seen after every key`,
    {
      tag: ['@wcag-2.1.1', '@wcag-2.4.3', '@wcag-2.4.7', '@wcag-2.4.11', '@wcag-1.4.10', '@wcag-4.1.3'],
    },
    async ({ page, request }, testInfo) => {
      test.setTimeout(150_000);
      const lastname = `Walk${size.width}x${Date.now()}`;
      const booking = await staffWalkRequest(request, lastname, isoDay(freshDayOffset()));
      // What react-aria's assertive region holds, frame by frame, from the first screen on.
      await page.addInitScript(() => {
        const seen = new Set<string>();
        (window as unknown as { __assertive: Set<string> }).__assertive = seen;
        const look = () => {
          const text = document.querySelector('[data-live-announcer] [aria-live="assertive"]')?.textContent;
          if (text) seen.add(text);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.setViewportSize({ width: size.width, height: size.height });

      const optionDate = isoDay(7);
      const count = await staffWalk(page, {
        lang: size.lang,
        request: booking,
        optionDate,
        blockUnit: BLOCK_UNIT,
        checkFocus: true,
      });
      testInfo.annotations.push({
        type: 'Tab presses',
        description: `${count.presses} at ${size.width}×${size.height}: ${count.breakdown}; stops: ${count.stops.join(' | ')}`,
      });
      console.log(
        `staff walk ${size.width}×${size.height}: ${count.presses} Tab presses (${count.breakdown})`,
      );
      expect(count.presses).toBeLessThanOrEqual(STAFF_WALK_LIMIT);
      const said = await page.evaluate(() => [
        ...(window as unknown as { __assertive: Set<string> }).__assertive,
      ]);
      expect(said.filter((text) => /sort/i.test(text))).toEqual([]);

      // Stored: the agreed lunch price, the offer (Optional) with its option date, the message, the block.
      const headers = await ownerHeaders(request);
      const detail = (await (await request.get(`/api/staff/booking/${booking.id}`, { headers })).json()) as {
        bookingstate: number;
        optionDate: string;
        data: { bookingServiceList: { item: string; agreedUnitPrice: number | null }[] };
      };
      expect(detail).toMatchObject({ bookingstate: 4, optionDate });
      expect(detail.data.bookingServiceList.find((l) => l.item === 'Mittagsbuffet')?.agreedUnitPrice).toBe(
        1990,
      );
      const thread = (await (await request.get(`/api/staff/messages/${booking.id}`, { headers })).json()) as {
        items: { author: string }[];
      };
      expect(thread.items.at(-1)).toMatchObject({ author: 'staff' });
      expect(await walkBlocks(request)).toHaveLength(1);
    },
  );
}
