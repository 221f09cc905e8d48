import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../dates/isoDate.ts';
import { nightReleaseDay, releaseDue, releasedNights } from './release.ts';
import { congressBlock, generatedBlock } from './testing/blocks.ts';

describe('when a block goes back on sale', () => {
  it('releases each night 14 days before it with a rolling rule', () => {
    const block = congressBlock({ release: { kind: 'daysBefore', days: 14 } });
    expect(nightReleaseDay(block, '2030-03-20')).toBe('2030-03-06');
    expect(releasedNights(block, '2030-03-05')).toEqual([]);
    expect(releasedNights(block, '2030-03-06')).toEqual(['2030-03-20']);
    expect(releasedNights(block, '2030-03-07')).toEqual(['2030-03-20', '2030-03-21']);
  });

  it('releases every night at once on a fixed date', () => {
    const block = congressBlock({ release: { kind: 'date', date: '2030-03-10' } });
    expect(nightReleaseDay(block, '2030-03-21')).toBe('2030-03-10');
    expect(releasedNights(block, '2030-03-09')).toEqual([]);
    expect(releasedNights(block, '2030-03-10')).toEqual(['2030-03-20', '2030-03-21']);
  });

  it('never releases a night by itself without a rule', () => {
    const block = congressBlock({ release: { kind: 'none' } });
    expect(nightReleaseDay(block, '2030-03-20')).toBeNull();
    expect(releasedNights(block, '2030-04-30')).toEqual([]);
  });

  it('counts every night released once staff released the block early', () => {
    const block = congressBlock({ status: 'released', release: { kind: 'none' } });
    expect(releasedNights(block, '2030-03-01')).toEqual(['2030-03-20', '2030-03-21']);
  });

  it('has the job release a definite block once its last night is released, and nothing else', () => {
    const block = congressBlock();
    expect(releaseDue(block, '2030-03-06')).toBe(false);
    expect(releaseDue(block, '2030-03-07')).toBe(true);
    expect(releaseDue(congressBlock({ status: 'tentative' }), '2030-03-07')).toBe(false);
    expect(releaseDue(congressBlock({ status: 'released' }), '2030-03-07')).toBe(false);
  });

  it('never takes a released night back as days pass', () => {
    fc.assert(
      fc.property(
        generatedBlock,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        (b, d, more) => {
          const today = addDaysToIsoDate('2030-03-01', d);
          const later = addDaysToIsoDate(today, more);
          const after = new Set(releasedNights(b, later));
          expect(releasedNights(b, today).every((n) => after.has(n))).toBe(true);
        },
      ),
    );
  });
});
