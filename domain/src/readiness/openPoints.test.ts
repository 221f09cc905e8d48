import { describe, expect, it } from 'vitest';
import type { PageRef } from '../model/pages.ts';
import { cart, slot } from '../testing/factories.ts';
import { type ReadinessIssue, readinessIssue } from './issues.ts';
import { groupOpenPoints } from './openPoints.ts';

const meetingPage = (slotIndex: number): PageRef => ({
  page: 'unitgroup',
  unitgroupindex: slotIndex,
  category: 2,
});
const servicePage = (slotIndex: number): PageRef => ({
  page: 'service',
  unitgroupindex: slotIndex,
  servicecode: 'catering',
});
const cartPage: PageRef = { page: 'cart', unitgroupindex: 0 };

const threeDays = cart({
  startdate: '2026-12-15',
  enddate: '2026-12-17',
  slots: [slot(1, '2026-12-15', 20), slot(2, '2026-12-16', 20), slot(3, '2026-12-17', 20)],
});

const noRoom = (slotIndex: number): ReadinessIssue =>
  readinessIssue('REQUIRED_UNITGROUP', { target: meetingPage(slotIndex), slotIndex });
const noLunch = (slotIndex: number): ReadinessIssue =>
  readinessIssue('REQUIRED_SERVICEGROUP', { target: servicePage(slotIndex), slotIndex, itemName: 'Lunch' });
const payment = readinessIssue('PAYMENTMETHOD', { target: cartPage, slotIndex: 0 });

describe('open points grouped for the guest', () => {
  it('puts each day’s gaps under that date, named by what is missing, and the payment method under the booking', () => {
    const grouped = groupOpenPoints(threeDays, [noRoom(2), noLunch(2), noRoom(3), noLunch(3), payment]);
    expect(grouped.days.map((d) => [d.date, d.day])).toEqual([
      ['2026-12-16', 2],
      ['2026-12-17', 3],
    ]);
    expect(grouped.days[0]?.points.map((p) => [p.gap, p.text, p.issue.params.name])).toEqual([
      ['MEETINGROOM', 'CART.GAP.MEETINGROOM', undefined],
      ['CHOICE', 'CART.GAP.CHOICE', 'Lunch'],
    ]);
    expect(grouped.booking.map((p) => p.gap)).toEqual(['PAYMENT']);
  });

  it('leaves out the days without a gap and keeps the order of the readiness check within a day', () => {
    const warning = readinessIssue('DAYPEOPLE_WARNING', {
      level: 'warning',
      target: meetingPage(1),
      slotIndex: 1,
    });
    const grouped = groupOpenPoints(threeDays, [noLunch(1), warning]);
    expect(grouped.days).toHaveLength(1);
    expect(grouped.days[0]?.points.map((p) => [p.gap, p.issue.level])).toEqual([
      ['CHOICE', 'error'],
      ['PEOPLE_WARNING', 'warning'],
    ]);
    expect(grouped.booking).toEqual([]);
  });

  it('names the session when a date has an evening session too', () => {
    const withEvening = cart({
      slots: [slot(1, '2026-12-15', 20), slot(2, '2026-12-15', 20), slot(3, '2026-12-16', 20)],
    });
    const grouped = groupOpenPoints(withEvening, [noRoom(1), noRoom(2), noRoom(3)]);
    expect(grouped.days.map((d) => d.points.map((p) => p.session))).toEqual([[1, 2], [null]]);
    expect(grouped.days.map((d) => d.day)).toEqual([1, 2]);
  });

  it('counts the issues of a slot no longer in the cart, and those of the stay, as the whole booking’s', () => {
    const dates = readinessIssue('DATES', { target: cartPage, slotIndex: 0 });
    const grouped = groupOpenPoints(threeDays, [dates, noRoom(9)]);
    expect(grouped.days).toEqual([]);
    expect(grouped.booking.map((p) => p.gap)).toEqual(['DATES', 'MEETINGROOM']);
  });
});
