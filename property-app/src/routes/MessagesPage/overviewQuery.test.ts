import { describe, expect, it } from 'vitest';
import { overviewApiQuery, overviewFromSearch, overviewToSearch, unreadCount } from './overviewQuery.ts';

describe('the message overview in the address', () => {
  it('reads and writes the unread filter and the page, leaving out the defaults', () => {
    expect(overviewFromSearch('unread=1&page=3')).toEqual({ unreadOnly: true, page: 3 });
    expect(overviewFromSearch('page=-2&unread=yes')).toEqual({ unreadOnly: false, page: 1 });
    expect(overviewToSearch({ unreadOnly: true, page: 3 })).toBe('unread=1&page=3');
    expect(overviewToSearch({ unreadOnly: false, page: 1 })).toBe('');
  });

  it('asks the API for the page from 0 and only for unread conversations when filtered', () => {
    expect(overviewApiQuery({ unreadOnly: true, page: 2 })).toEqual({
      'p.i': 1,
      'p.s': 25,
      'f.unread': true,
    });
    expect(overviewApiQuery({ unreadOnly: false, page: 1 })['f.unread']).toBeNull();
  });

  it('adds up the unread messages of the conversations', () => {
    expect(unreadCount([{ unread: 2 }, { unread: 1 }])).toBe(3);
    expect(unreadCount([])).toBe(0);
  });
});
