import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../model/pages.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import { neighbours, resolveActivePage } from './navigation.ts';
import { buildPageList } from './pageList.ts';

const today = new CalendarDate(2026, 11, 22);

const settings = fc.record({
  setupIsEnabled: fc.boolean(),
  groupBookingOnly: fc.boolean(),
  unitgroupIsEnabled: fc.boolean(),
  unitgroupMeetingIsDisabled: fc.boolean(),
  tabsServiceBeforeUnit: fc.boolean(),
});

const servicetypes = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    notab: fc.boolean(),
    disableingroupmode: fc.boolean(),
    notassignedtounitgroup: fc.boolean(),
    minadvancebookingdays: fc.integer({ min: 0, max: 30 }),
    sort: fc.integer({ min: 0, max: 5 }),
  }),
  { selector: (t) => t.id, maxLength: 8 },
);

const input = fc
  .tuple(settings, servicetypes, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 }))
  .map(([s, types, days, slotIndex]) => ({
    settings: { ...defaultSettings, ...s },
    servicetypes: types.map((t) => ({ ...t, code: `type${t.id}` })),
    startdate: today.add({ days }).toString(),
    today,
    slotIndex,
  }));

describe('page list invariants (property-based)', () => {
  it('the cart page is always there, once, and last; no page appears twice', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pages = buildPageList(i);
        const paths = pages.map((p) => pagePath(p.ref));
        expect(pages.at(-1)?.ref.page).toBe('cart');
        expect(pages.filter((p) => p.ref.page === 'cart')).toHaveLength(1);
        expect(new Set(paths).size).toBe(paths.length);
        if (i.settings.groupBookingOnly) expect(pages.some((p) => p.ref.page === 'service')).toBe(false);
      }),
    );
  });

  it('next and back never lead to a disabled page, and every page of the list resolves to itself or an enabled one', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pages = buildPageList(i);
        for (const page of pages) {
          const { next, back } = neighbours(pages, page.ref, true);
          expect(next?.disabled ?? false).toBe(false);
          expect(back?.disabled ?? false).toBe(false);
          const resolved = resolveActivePage(pages, page.ref);
          if (resolved.kind === 'stay') expect(resolved.page).toBe(page);
          else expect(resolved.kind === 'moved' && !resolved.page.disabled).toBe(true);
        }
      }),
    );
  });
});
