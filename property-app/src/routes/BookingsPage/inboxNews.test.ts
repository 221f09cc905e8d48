import { describe, expect, it } from 'vitest';
import { concernsInbox, inboxNews } from './inboxNews.ts';

const booking = (bookingId: number, action: string, propertyId = 1) =>
  ({ kind: 'booking', bookingId, propertyId, action, state: 1, version: 1 }) as const;

describe('the inbox live news', () => {
  it('names a new request by its code when the re-read page shows it', () => {
    expect(inboxNews([booking(7, 'request')], [{ id: 7, bookingcode: 'B-7' }])).toEqual([
      { key: 'inbox.live.newRequest', values: { code: 'B-7' } },
    ]);
  });

  it('says a request arrived without a code when the filters hide it', () => {
    expect(inboxNews([booking(7, 'reservation')], [])).toEqual([
      { key: 'inbox.live.newReservationNoCode', values: {} },
    ]);
  });

  it('counts changed bookings once each, apart from the new ones', () => {
    const burst = [booking(7, 'request'), booking(7, 'edit'), booking(8, 'confirm'), booking(8, 'pay')];
    expect(inboxNews(burst, [{ id: 7, bookingcode: 'B-7' }])).toEqual([
      { key: 'inbox.live.newRequest', values: { code: 'B-7' } },
      { key: 'inbox.live.changedOne', values: { count: 1 } },
    ]);
    expect(inboxNews([booking(1, 'confirm'), booking(2, 'cancel')], [])).toEqual([
      { key: 'inbox.live.changedMany', values: { count: 2 } },
    ]);
  });

  it('ignores messages and says nothing after a reconnection alone', () => {
    const message = { kind: 'message', bookingId: 7, propertyId: 1, messageId: 3, author: 'booker' } as const;
    expect(inboxNews([message, { kind: 'reconnected' }], [])).toEqual([]);
  });

  it('concerns the shown property only, or every property when it shows all', () => {
    expect(concernsInbox(booking(7, 'request', 2), 1)).toBe(false);
    expect(concernsInbox(booking(7, 'request', 2), 2)).toBe(true);
    expect(concernsInbox(booking(7, 'request', 2), null)).toBe(true);
    expect(concernsInbox({ kind: 'reconnected' }, 1)).toBe(true);
    expect(concernsInbox({ kind: 'read', bookingId: 7 }, null)).toBe(false);
  });
});
