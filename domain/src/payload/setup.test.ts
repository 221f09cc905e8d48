import { describe, expect, it } from 'vitest';
import { cartFromBooking } from '../cart/loadBooking.ts';
import { cartReducer } from '../cart/reducer.ts';
import { context, emptyCart, catalog as loadCatalog, loadedBooking } from '../cart/testing/fixtures.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import { cart, catalog, meetingRoom, room, slot, ugLine } from '../testing/factories.ts';
import { bookingPayload } from './bookingPayload.ts';

const cat = catalog({ unitgroups: [meetingRoom(1), room(2)] });
const event = cart({
  startdate: '2026-12-01',
  enddate: '2026-12-02',
  starttime: '08:00:00',
  endtime: '18:00:00',
  slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 10)],
  unitgroups: [ugLine('rooms', 2, 0), ugLine('mr1', 1, 1), ugLine('mr2', 1, 2)],
});

describe('the seating setup of a slot', () => {
  it("is sent on that slot's meeting room and nowhere else", () => {
    const chosen = cartReducer(event, { type: 'setSetup', slotIndex: 1, setupId: 7 }, context());
    const lines = bookingPayload(chosen, cat, null, defaultSettings, { request: true }).bookingUnitgroupList;
    expect(lines.map((line) => line.setup ?? null)).toEqual([null, { id: 7 }, null]);
  });

  it('can be changed and removed again', () => {
    let next = cartReducer(event, { type: 'setSetup', slotIndex: 2, setupId: 7 }, context());
    next = cartReducer(next, { type: 'setSetup', slotIndex: 2, setupId: 8 }, context());
    expect(next.setups).toEqual({ 2: 8 });
    next = cartReducer(next, { type: 'setSetup', slotIndex: 2, setupId: null }, context());
    expect(next.setups).toEqual({});
  });

  it('comes back with the reopened booking', () => {
    const booking = loadedBooking({
      bookingUnitgroupList: [
        {
          id: 12,
          unitgroup: { id: 2 },
          itemcount: 1,
          start: '2026-12-02 13:00',
          end: '2026-12-02 17:00',
          nightcount: 0,
          personcount: 20,
          childcount: 0,
          setup: { id: 4 },
        },
      ],
    });
    const loaded = cartFromBooking(emptyCart(), booking, loadCatalog);
    const slotIndex = loaded.unitgroups[0]?.slotIndex ?? 0;
    expect(slotIndex).toBeGreaterThan(0);
    expect(loaded.setups).toEqual({ [slotIndex]: 4 });
  });
});
