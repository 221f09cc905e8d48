import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../model/pages.ts';
import { defaultSettings } from '../settings/typedSettings.ts';
import { buildPageList, type PageListInput, serviceTypeAvailability } from './pageList.ts';

const today = new CalendarDate(2026, 11, 22);
const type = (id: number, code: string, extra: Partial<PageListInput['servicetypes'][number]> = {}) => ({
  id,
  code,
  notab: false,
  disableingroupmode: false,
  notassignedtounitgroup: false,
  minadvancebookingdays: 0,
  sort: id,
  ...extra,
});
const types = [
  type(1, 'catering'),
  type(2, 'parking', { notassignedtounitgroup: true, sort: 0 }),
  type(3, 'tech'),
  type(4, 'internal', { notab: true }),
  type(5, 'teambuilding', { disableingroupmode: true }),
];
const paths = (
  input: Partial<Omit<PageListInput, 'settings'>> & { settings?: Partial<PageListInput['settings']> },
) =>
  buildPageList({
    servicetypes: types,
    startdate: '2026-12-10',
    today,
    slotIndex: 1,
    ...input,
    settings: { ...defaultSettings, ...input.settings },
  }).map((p) => pagePath(p.ref));

describe('the page list', () => {
  it('shows the meeting room, a tab per service type with unassigned types last, and the cart last', () => {
    expect(paths({})).toEqual([
      'unitgroup/1/2',
      'service/1/catering',
      'service/1/tech',
      'service/1/teambuilding',
      'service/0/parking',
      'cart/1',
    ]);
  });

  it('a service type without a tab gets no page', () => {
    expect(paths({}).some((p) => p.includes('internal'))).toBe(false);
  });

  it('the setup page comes first when enabled, but never in group-booking-only mode', () => {
    expect(paths({ settings: { setupIsEnabled: true } })[0]).toBe('setup/1');
    expect(paths({ settings: { setupIsEnabled: true, groupBookingOnly: true } }).includes('setup/1')).toBe(
      false,
    );
  });

  it('the room page goes just before the cart when meetings are on', () => {
    expect(paths({ settings: { unitgroupIsEnabled: true } }).slice(-2)).toEqual(['unitgroup/0/1', 'cart/1']);
  });

  it('the room page goes first when meetings are disabled, without group-mode-disabled service types', () => {
    expect(paths({ settings: { unitgroupIsEnabled: true, unitgroupMeetingIsDisabled: true } })).toEqual([
      'unitgroup/0/1',
      'service/1/catering',
      'service/1/tech',
      'service/0/parking',
      'cart/1',
    ]);
  });

  it('group-booking-only mode shows only the room page and the cart', () => {
    expect(
      paths({ settings: { groupBookingOnly: true, unitgroupIsEnabled: true, setupIsEnabled: true } }),
    ).toEqual(['unitgroup/0/1', 'cart/1']);
  });

  it('the service tabs come before the unit tab when the property reorders them', () => {
    expect(paths({ settings: { tabsServiceBeforeUnit: true, unitgroupIsEnabled: true } })).toEqual([
      'service/1/catering',
      'service/1/tech',
      'service/1/teambuilding',
      'service/0/parking',
      'unitgroup/1/2',
      'unitgroup/0/1',
      'cart/1',
    ]);
  });

  it('the pages are for the stay (slot 0) unless a slot is given', () => {
    const list = buildPageList({ settings: defaultSettings, servicetypes: [], startdate: null, today });
    expect(list.map((p) => pagePath(p.ref))).toEqual(['unitgroup/0/2', 'cart/0']);
  });

  it('sorts service tabs by their order, then by id', () => {
    const tied = [type(9, 'b', { sort: 1 }), type(8, 'a', { sort: 1 }), type(7, 'c', { sort: 0 })];
    expect(paths({ servicetypes: tied })).toEqual([
      'unitgroup/1/2',
      'service/1/c',
      'service/1/a',
      'service/1/b',
      'cart/1',
    ]);
  });
});

describe('service pages before the minimum advance booking days', () => {
  it('is disabled when its minimum advance days exceed the days until the start date, with the date it opens', () => {
    const list = buildPageList({
      settings: defaultSettings,
      servicetypes: [type(1, 'catering', { minadvancebookingdays: 21 })],
      startdate: '2026-12-10',
      today,
    });
    expect(list[1]).toEqual({
      ref: { page: 'service', unitgroupindex: 0, servicecode: 'catering' },
      disabled: true,
      availableFrom: '2026-12-13',
      servicetypeId: 1,
    });
  });

  it('is enabled when the start date is exactly that many days away', () => {
    expect(serviceTypeAvailability({ minadvancebookingdays: 18 }, '2026-12-10', today)).toEqual({
      disabled: false,
      availableFrom: null,
    });
    expect(serviceTypeAvailability({ minadvancebookingdays: 19 }, '2026-12-10', today).disabled).toBe(true);
  });

  it('is enabled when there is no start date yet or no minimum', () => {
    expect(serviceTypeAvailability({ minadvancebookingdays: 5 }, null, today).disabled).toBe(false);
    expect(serviceTypeAvailability({ minadvancebookingdays: 0 }, '2026-11-22', today).disabled).toBe(false);
  });

  it('counts the days across a month end and a leap day', () => {
    const leapToday = new CalendarDate(2028, 2, 27);
    expect(serviceTypeAvailability({ minadvancebookingdays: 3 }, '2028-03-01', leapToday).disabled).toBe(
      false,
    );
    expect(serviceTypeAvailability({ minadvancebookingdays: 4 }, '2028-03-01', leapToday)).toEqual({
      disabled: true,
      availableFrom: '2028-03-02',
    });
  });
});
