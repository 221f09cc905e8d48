import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../model/cart.ts';
import { clampPeople, clampPersonsPerRoom, personsPerRoomBounds } from './clamp.ts';
import { type CartAction, cartReducer } from './reducer.ts';
import { context, emptyCart } from './testing/fixtures.ts';

const ctx = context();

/** Any cart action a guest could trigger, with hostile numbers included. */
const action: fc.Arbitrary<CartAction> = fc.oneof(
  fc.constant<CartAction>({ type: 'start' }),
  fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: -2, max: 5 }))
    .map(([offset, length]): CartAction => {
      // A negative length gives an end before the start, which the cart must ignore.
      const start = ctx.today.add({ days: offset });
      return {
        type: 'setDates',
        startdate: start.toString(),
        enddate: start.add({ days: length }).toString(),
      };
    }),
  fc.constant<CartAction>({ type: 'duplicateDay' }),
  fc.constant<CartAction>({ type: 'addSlot' }),
  fc.integer({ min: 0, max: 8 }).map((index): CartAction => ({ type: 'removeSlot', index })),
  fc
    .tuple(fc.integer({ min: 0, max: 8 }), fc.double({ min: -1e6, max: 1e6, noNaN: false }))
    .map(([index, people]): CartAction => ({ type: 'setDayPeople', index, people })),
  fc.integer({ min: -1000, max: 1000 }).map((delta): CartAction => ({ type: 'changeGuests', delta })),
  fc.double().map((people): CartAction => ({ type: 'setGuests', people })),
  fc.double().map((value): CartAction => ({ type: 'setPersonsPerRoom', value })),
  fc.constantFrom('Lake view', 'Step-free', 'Sauna').map((name): CartAction => ({ type: 'addTag', name })),
  fc.string().map((code): CartAction => ({ type: 'setPromocode', code })),
);

describe('cart invariants (property-based)', () => {
  it('people per day and the guest count are never negative and always whole', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const cart = actions.reduce((c, a) => cartReducer(c, a, ctx), emptyCart());
        expect(cart.people).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(cart.people)).toBe(true);
        for (const slot of cart.slots) {
          expect(slot.people).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(slot.people)).toBe(true);
        }
        expect(cart.personsperroom).toBeGreaterThanOrEqual(1);
        expect(cart.personsperroom).toBeLessThanOrEqual(10);
        // Slots stay numbered 1..n.
        expect(cart.slots.map((s) => s.index)).toEqual(cart.slots.map((_, i) => i + 1));
        expect(new Set(cart.tags.map((t) => t.id)).size).toBe(cart.tags.length);
      }),
    );
  });

  it('any edit of a locked, ordered cart changes nothing', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 10 }), action, (setup, edit) => {
        const before: Cart = {
          ...setup.reduce((c, a) => cartReducer(c, a, ctx), emptyCart()),
          ordered: true,
        };
        const after = cartReducer(before, edit, ctx);
        // Every generated action but start edits the booking.
        if (edit.type !== 'start') expect(after).toBe(before);
      }),
    );
  });

  it('on an empty event, new dates give exactly one day per date from start to end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 }), (offset, length) => {
        const start = ctx.today.add({ days: offset });
        const end = start.add({ days: length });
        const cart = cartReducer(
          emptyCart(),
          { type: 'setDates', startdate: start.toString(), enddate: end.toString() },
          ctx,
        );
        expect(cart.slots.map((s) => s.date)).toEqual(
          Array.from({ length: length + 1 }, (_, i) => start.add({ days: i }).toString()),
        );
        expect(cart.enddate).toBe(end.toString());
      }),
    );
  });

  it('changing the dates never drops a booked line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (days, bookedDay, newLength) => {
          const start = ctx.today.add({ days: 5 });
          const event = cartReducer(
            emptyCart(),
            {
              type: 'setDates',
              startdate: start.toString(),
              enddate: start.add({ days: days - 1 }).toString(),
            },
            ctx,
          );
          const slotIndex = Math.min(bookedDay, event.slots.length);
          const booked: Cart = {
            ...event,
            unitgroups: [
              {
                key: 'hall',
                slotIndex,
                unitgroupId: 2,
                itemcount: 1,
                personcount: 5,
                personsperroom: null,
                origin: { kind: 'guest' },
                bookingLineId: null,
              },
            ],
          };
          const after = cartReducer(
            booked,
            {
              type: 'setDates',
              startdate: start.toString(),
              enddate: start.add({ days: newLength }).toString(),
            },
            ctx,
          );
          expect(after.unitgroups).toHaveLength(1);
          expect(after.slots.some((s) => s.index === after.unitgroups[0]?.slotIndex)).toBe(true);
          expect(after.enddate).toBe(after.slots.at(-1)?.date);
        },
      ),
    );
  });

  it('a clamped person count is never negative', () => {
    fc.assert(fc.property(fc.double(), (n) => clampPeople(n) >= 0 && Number.isInteger(clampPeople(n))));
  });

  it('persons per room always lands inside the item’s bounds', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (value, minPersons, maxPersons) => {
          const bounds = personsPerRoomBounds({ minPersons, maxPersons }, ctx.settings);
          const clamped = clampPersonsPerRoom(value, bounds);
          return clamped >= bounds.min && clamped <= bounds.max && Number.isInteger(clamped);
        },
      ),
    );
  });
});
