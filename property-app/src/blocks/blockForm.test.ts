import { CalendarDate } from '@internationalized/date';
import { BlockCreateBody } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { blockBody, blockDraftProblems } from './blockForm.ts';

const draft = {
  unitIds: new Set([12, 4]),
  range: { start: new CalendarDate(2031, 3, 10), end: new CalendarDate(2031, 3, 12) },
  reason: 'maintenance' as const,
  note: '  New carpet ',
};

describe('the block form', () => {
  it('sends the last day inclusive as the end of the range, units sorted, and the server takes it', () => {
    const body = blockBody(1, draft);
    expect(body).toEqual({
      propertyId: 1,
      from: '2031-03-10',
      to: '2031-03-13',
      unitIds: [4, 12],
      reason: 'maintenance',
      note: 'New carpet',
    });
    expect(BlockCreateBody.safeParse(body).success).toBe(true);
  });

  it('names what is missing and sends nothing without units or days', () => {
    const empty = { ...draft, unitIds: new Set<number>(), range: null };
    expect(blockDraftProblems(empty)).toEqual({ units: 'blocks.error.units', range: 'blocks.error.range' });
    expect(blockBody(1, empty)).toBeNull();
    expect(blockDraftProblems(draft)).toEqual({});
  });
});
