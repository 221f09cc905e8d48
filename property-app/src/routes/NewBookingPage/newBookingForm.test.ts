import { parseDate } from '@internationalized/date';
import { ApiError } from '@venue/api-client';
import { UnitgroupCategory } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  draftProblems,
  heldDays,
  type NewBookingDraft,
  quoteBody,
  rangeOfDays,
  refusalKey,
} from './newBookingForm.ts';

const range = (start: string, end: string) => ({ start: parseDate(start), end: parseDate(end) });
const draft: NewBookingDraft = {
  unitgroupId: 7,
  unitId: null,
  category: UnitgroupCategory.Room,
  range: range('2030-03-12', '2030-03-14'),
  times: { start: '08:00', end: '18:00' },
  itemcount: 1,
  persons: 2,
  rateplanId: null,
  kind: 'reservation',
  channel: 'phone',
  booker: { firstname: ' Eva ', lastname: 'Müller', email: 'eva@example.org', phone: '' },
  language: 'de',
  note: '',
  agreedUnitPrice: null,
  priceReason: '',
};

describe('the days a staff booking holds', () => {
  it('are a room’s nights: arrival to the night before departure', () => {
    expect(heldDays(UnitgroupCategory.Room, range('2030-03-12', '2030-03-14'))).toEqual({
      firstDay: '2030-03-12',
      lastDay: '2030-03-13',
    });
    expect(heldDays(UnitgroupCategory.Room, range('2030-03-12', '2030-03-12'))).toBeNull();
  });

  it('are a meeting room’s days as picked', () => {
    expect(heldDays(UnitgroupCategory.Meeting, range('2030-03-12', '2030-03-12'))).toEqual({
      firstDay: '2030-03-12',
      lastDay: '2030-03-12',
    });
  });

  it('come back from the grid’s first and last day as the range the form shows', () => {
    expect(rangeOfDays(UnitgroupCategory.Room, '2030-03-12', '2030-03-13')).toEqual(
      range('2030-03-12', '2030-03-14'),
    );
    expect(rangeOfDays(UnitgroupCategory.Meeting, '2030-03-12', '2030-03-13')).toEqual(
      range('2030-03-12', '2030-03-13'),
    );
    expect(rangeOfDays(UnitgroupCategory.Room, '2030-03-13', '2030-03-12')).toBeNull();
    expect(rangeOfDays(UnitgroupCategory.Room, 'soon', '2030-03-12')).toBeNull();
  });
});

describe('the form', () => {
  it('sends the nights, the rate, the trimmed guest and the mails’ language', () => {
    expect(createBody(2, { ...draft, rateplanId: 4 })).toEqual({
      propertyId: 2,
      kind: 'reservation',
      channel: 'phone',
      unitgroupId: 7,
      unitId: null,
      rateplanId: 4,
      itemcount: 1,
      persons: 2,
      firstDay: '2030-03-12',
      lastDay: '2030-03-13',
      starttime: null,
      endtime: null,
      booker: { firstname: 'Eva', lastname: 'Müller', email: 'eva@example.org', phone: '' },
      note: '',
      agreedUnitPrice: null,
      priceReason: '',
      language: 'de',
    });
  });

  it('sends a meeting room’s hours', () => {
    const body = createBody(2, {
      ...draft,
      category: UnitgroupCategory.Meeting,
      range: range('2030-03-12', '2030-03-12'),
    });
    expect(body).toMatchObject({
      firstDay: '2030-03-12',
      lastDay: '2030-03-12',
      starttime: '08:00',
      endtime: '18:00',
    });
  });

  it('is not sent while a field is wrong, and names it', () => {
    const wrong = {
      ...draft,
      unitgroupId: null,
      range: range('2030-03-12', '2030-03-12'),
      agreedUnitPrice: 9000,
    };
    expect(draftProblems(wrong)).toEqual({
      unitgroup: 'FORM.ERROR.REQUIRED',
      dates: 'FORM.ERROR.DATERANGE',
      priceReason: 'FORM.ERROR.REQUIRED',
    });
    expect(createBody(2, wrong)).toBeNull();
  });

  it('asks for a price as soon as the stay is complete, before the guest and the reason', () => {
    const early = {
      ...draft,
      booker: { firstname: '', lastname: '', email: '', phone: '' },
      agreedUnitPrice: 9000,
    };
    expect(quoteBody(2, early)).toMatchObject({ agreedUnitPrice: 9000, priceReason: '' });
    expect(quoteBody(2, early)).not.toHaveProperty('booker');
    expect(quoteBody(2, { ...early, range: null })).toBeNull();
  });
});

describe('a refusal', () => {
  const refusal = (status: number, error: string, details: unknown[] = []) =>
    refusalKey(new ApiError(status, { error, message: '', details }));
  it('says what the server objected to', () => {
    expect(refusal(409, 'error.availability')).toBe('newBooking.error.taken');
    expect(refusal(409, 'error.booking.state')).toBe('newBooking.error.over');
    expect(refusal(422, 'error.dates', [{ code: 'MIN_NIGHTS' }])).toBe('newBooking.dates.MIN_NIGHTS');
    expect(refusal(400, 'error.validation')).toBe('newBooking.error.invalid');
    expect(refusalKey(new TypeError('offline'))).toBe('newBooking.error.failed');
  });
});
