import { ApiError } from '@venue/api-client';
import { PICKUP_PROBLEM_CODES } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import type { PickupBlock } from '../../api/pickup.ts';
import de from '../../i18n/locales/de/translation.json';
import en from '../../i18n/locales/en/translation.json';
import {
  choiceProblems,
  problemKey,
  problemsByNight,
  refusedProblems,
  unavailableNights,
} from './pickupRules.ts';

/*
 * docs/pages.md#group-code: the attendee's page asks the domain's pickupProblems about the nights chosen, with the
 * block as the server shows it to attendees, and says a refusal of the server at the nights it names.
 */

const today = '2027-03-01';
const block: PickupBlock = {
  id: 4,
  unitgroupId: 2,
  unitgroupName: 'Double room, lake view',
  rateplanId: 1,
  rateplanName: 'Daily rate',
  unitPrice: 11900,
  currency: 'EUR',
  nights: [
    { night: '2027-02-28', units: 3, remaining: 3 },
    { night: '2027-03-01', units: 3, remaining: 2 },
    { night: '2027-03-02', units: 3, remaining: 0 },
    { night: '2027-03-03', units: 3, remaining: 0 },
    { night: '2027-03-04', units: 3, remaining: 1 },
  ],
  releasedNights: ['2027-03-03'],
};
const unavailable = unavailableNights({
  blockId: 4,
  nights: [
    { night: '2027-02-28', reason: 'past' },
    { night: '2027-03-02', reason: 'soldOut' },
    { night: '2027-03-03', reason: 'released' },
  ],
});
const codes = (nights: string[]) =>
  choiceProblems(block, unavailable, nights, today).map((p) => [p.code, p.nights]);

describe('the nights an attendee chooses', () => {
  it('may be booked when they follow one another and rooms remain', () => {
    expect(codes(['2027-03-01'])).toEqual([]);
    expect(codes(['2027-03-04'])).toEqual([]);
  });

  it('must be some nights, one after the other, chosen in any order', () => {
    expect(codes([])).toEqual([['noNights', []]]);
    expect(codes(['2027-03-04', '2027-03-01'])).toContainEqual(['notConsecutive', []]);
  });

  it('name each night that cannot be booked by the reason the server gave: past, sold out, released', () => {
    expect(codes(['2027-02-28', '2027-03-01', '2027-03-02', '2027-03-03'])).toEqual([
      ['past', ['2027-02-28']],
      ['soldOut', ['2027-03-02']],
      ['released', ['2027-03-03']],
    ]);
  });

  it('show each night its first problem, and the whole choice its own', () => {
    const shown = problemsByNight(choiceProblems(block, unavailable, ['2027-03-02', '2027-03-04'], today));
    expect(shown.nights.get('2027-03-02')).toBe('soldOut');
    expect(shown.nights.has('2027-03-04')).toBe(false);
    expect(shown.whole).toEqual(['notConsecutive']);
  });
});

describe('a refusal of the server', () => {
  it('gives the problems it names with their nights; any other refusal is none', () => {
    const refusal = new ApiError(422, {
      error: 'error.validation',
      message: 'The block cannot take this pickup',
      details: [{ code: 'soldOut', nights: ['2027-03-04'] }, { code: 'somethingElse' }],
    });
    expect(refusedProblems(refusal)).toEqual([{ code: 'soldOut', nights: ['2027-03-04'] }]);
    const readiness = new ApiError(422, {
      error: 'error.readiness',
      message: 'x',
      details: [{ code: 'DATES' }],
    });
    expect(refusedProblems(readiness)).toBeNull();
    expect(
      refusedProblems(new ApiError(404, { error: 'error.notfound', message: 'x', details: [] })),
    ).toBeNull();
    expect(refusedProblems(new Error('network'))).toBeNull();
  });

  it('is said in English and German for every problem the domain knows', () => {
    for (const code of PICKUP_PROBLEM_CODES) {
      expect(en).toHaveProperty([problemKey(code)]);
      expect(de).toHaveProperty([problemKey(code)]);
    }
  });
});
