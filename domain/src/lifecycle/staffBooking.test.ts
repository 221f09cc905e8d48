import { describe, expect, it } from 'vitest';
import { UnitgroupCategory } from '../model/enums.ts';
import { type StaffBookingDraft, staffBookingPeriod, staffBookingProblems } from './staffBooking.ts';

const draft: StaffBookingDraft = {
  booker: { firstname: 'Eva', lastname: 'Müller', email: 'eva@example.org', phone: '' },
  firstDay: '2030-03-12',
  lastDay: '2030-03-13',
  itemcount: 1,
  persons: 2,
  agreedUnitPrice: null,
  priceReason: '',
};

describe('staffBookingPeriod', () => {
  it('holds a room for the nights selected: check-in on the first day, check-out after the last night', () => {
    expect(staffBookingPeriod(UnitgroupCategory.Room, '2030-03-12', '2030-03-13')).toEqual({
      start: '2030-03-12 15:00',
      end: '2030-03-14 11:00',
    });
  });

  it('holds a meeting room for the working day, or the hours given', () => {
    expect(staffBookingPeriod(UnitgroupCategory.Meeting, '2030-03-12', '2030-03-12')).toEqual({
      start: '2030-03-12 08:00',
      end: '2030-03-12 18:00',
    });
    expect(
      staffBookingPeriod(UnitgroupCategory.Meeting, '2030-03-12', '2030-03-13', {
        start: '09:30:00',
        end: '13:00',
      }),
    ).toEqual({ start: '2030-03-12 09:30', end: '2030-03-13 13:00' });
  });
});

describe('staffBookingProblems', () => {
  it('accepts a complete booking at the rate’s price', () => {
    expect(staffBookingProblems(draft)).toEqual({});
  });

  it('names every missing or wrong field with a form error key', () => {
    expect(
      staffBookingProblems({
        ...draft,
        booker: { firstname: '', lastname: '', email: 'not-mail', phone: 'x' },
        firstDay: '2030-03-14',
        lastDay: '2030-03-12',
        itemcount: 0,
        persons: null,
      }),
    ).toEqual({
      firstname: 'FORM.ERROR.REQUIRED',
      lastname: 'FORM.ERROR.REQUIRED',
      email: 'FORM.ERROR.EMAIL',
      phone: 'FORM.ERROR.PATTERN',
      dates: 'FORM.ERROR.DATERANGE',
      itemcount: 'FORM.ERROR.MIN',
      persons: 'FORM.ERROR.MIN',
    });
  });

  it('wants a reason with a price that differs from the rate, and a price in range', () => {
    expect(staffBookingProblems({ ...draft, agreedUnitPrice: 9000 })).toEqual({
      priceReason: 'FORM.ERROR.REQUIRED',
    });
    expect(staffBookingProblems({ ...draft, agreedUnitPrice: 9000, priceReason: 'Regular guest' })).toEqual(
      {},
    );
    expect(staffBookingProblems({ ...draft, agreedUnitPrice: -1, priceReason: 'x' })).toEqual({
      agreedUnitPrice: 'FORM.ERROR.AGREEDPRICE',
    });
  });
});
