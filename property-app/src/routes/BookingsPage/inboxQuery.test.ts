import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  hasFilters,
  INBOX_PAGE_SIZE,
  type InboxView,
  inboxApiQuery,
  inboxFromSearch,
  inboxToSearch,
  withFilter,
} from './inboxQuery.ts';

/** The inbox as it opens: every booking but the deleted ones, by arrival. */
const defaultInboxView: InboxView = {
  states: [],
  arrival: null,
  created: null,
  category: null,
  search: '',
  unseen: false,
  property: null,
  sort: 'arrival',
  descending: false,
  page: 1,
  pageSize: INBOX_PAGE_SIZE,
};

describe('the inbox address', () => {
  it('opens on every booking by arrival, page 1, when the address has no query', () => {
    expect(inboxFromSearch('')).toEqual(defaultInboxView);
    expect(inboxToSearch(defaultInboxView)).toBe('');
  });

  it('keeps filters, sort and page through the address (a reload shows the same list)', () => {
    const view = {
      ...defaultInboxView,
      states: [1, 4],
      arrival: { from: '2027-03-01', to: '2027-03-31' },
      created: { from: '2026-11-01', to: '2026-11-23' },
      category: 2,
      search: 'Lovelace',
      unseen: true,
      property: 3,
      sort: 'total' as const,
      descending: true,
      page: 3,
    };
    const search = inboxToSearch(view);
    expect(search).toBe(
      'state=1%2C4&arrival=2027-03-01..2027-03-31&created=2026-11-01..2026-11-23&category=2&q=Lovelace&unseen=1&property=3&sort=total&desc=1&page=3',
    );
    expect(inboxFromSearch(search)).toEqual(view);
    expect(inboxFromSearch('property=all').property).toBe('all');
  });

  it('falls back to the defaults for a hand-edited or broken link', () => {
    const view = inboxFromSearch(
      'state=1,3,999,64&arrival=2027-13&category=5&sort=price&page=-2&size=100000&property=x',
    );
    expect(view.states).toEqual([1, 64]);
    expect(view.arrival).toBeNull();
    expect(view.category).toBeNull();
    expect(view.sort).toBe('arrival');
    expect(view.page).toBe(1);
    expect(view.pageSize).toBe(defaultInboxView.pageSize);
    expect(view.property).toBeNull();
    // A range typed the wrong way round is read the right way round.
    expect(inboxFromSearch('arrival=2027-03-31..2027-03-01').arrival).toEqual({
      from: '2027-03-01',
      to: '2027-03-31',
    });
  });

  it('a changed filter starts again at page 1; sort and page alone are no filter', () => {
    const paged = { ...defaultInboxView, page: 4, sort: 'code' as const };
    expect(withFilter(paged, { unseen: true })).toMatchObject({ page: 1, unseen: true, sort: 'code' });
    expect(hasFilters(paged)).toBe(false);
    expect(hasFilters({ ...paged, search: '  ' })).toBe(false);
    expect(hasFilters({ ...paged, states: [2] })).toBe(true);
  });
});

describe('the list query sent to the server', () => {
  it('uses the generic list pattern: p.i from 0, o.sort with |desc, dates as YYYYMMDD', () => {
    const view = {
      ...inboxFromSearch(
        'state=1,2&arrival=2027-03-01..2027-03-31&q=%20Ada%20&unseen=1&sort=arrival&desc=1&page=2',
      ),
    };
    expect(inboxApiQuery(view, null)).toEqual({
      'p.i': 1,
      'p.s': 25,
      'o.sort': 'arrival|desc',
      'f.propertyId': null,
      'f.state': [1, 2],
      'f.arrivalFrom': '20270301',
      'f.arrivalTo': '20270331',
      'f.createdFrom': null,
      'f.createdTo': null,
      'f.bookingcategoryId': null,
      'f.search': 'Ada',
      'f.unseen': true,
    });
  });

  it("asks for the switcher's property unless the address names one or all", () => {
    expect(inboxApiQuery(defaultInboxView, 3)['f.propertyId']).toBe(3);
    expect(inboxApiQuery({ ...defaultInboxView, property: 1 }, 3)['f.propertyId']).toBe(1);
    expect(inboxApiQuery({ ...defaultInboxView, property: 'all' }, 3)['f.propertyId']).toBeNull();
    expect(inboxApiQuery(defaultInboxView, 3)['o.sort']).toBe('arrival');
  });
});

describe('the count on "More filters" (issue 44)', () => {
  it('counts each filter behind it once, the states as one, never the search', () => {
    expect(activeFilterCount(defaultInboxView)).toBe(0);
    expect(activeFilterCount({ ...defaultInboxView, search: 'Berger' })).toBe(0);
    expect(
      activeFilterCount({
        ...defaultInboxView,
        states: [1, 2],
        arrival: { from: '2026-12-01', to: '2026-12-31' },
        unseen: true,
      }),
    ).toBe(3);
    expect(activeFilterCount({ ...defaultInboxView, category: 2, property: 'all' })).toBe(2);
  });
});
