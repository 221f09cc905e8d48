import { describe, expect, it } from 'vitest';
import { blockReleaseDay, RELEASE_MAIL_DAYS_BEFORE, releaseMailDueBefore } from './releaseMail.ts';
import { congressBlock } from './testing/blocks.ts';

describe('the pickup summary mailed before a block’s release', () => {
  it('names the first day a night goes back on sale as the release point', () => {
    // congressBlock: the nights of 20 and 21 March 2030.
    expect(blockReleaseDay(congressBlock({ release: { kind: 'daysBefore', days: 14 } }))).toBe('2030-03-06');
    expect(blockReleaseDay(congressBlock({ release: { kind: 'date', date: '2030-03-10' } }))).toBe(
      '2030-03-10',
    );
    expect(blockReleaseDay(congressBlock({ release: { kind: 'none' } }))).toBeNull();
  });

  it('is due from seven days before the release point until the day before it', () => {
    const block = congressBlock({ release: { kind: 'date', date: '2030-03-10' } });
    expect(RELEASE_MAIL_DAYS_BEFORE).toBe(7);
    expect(releaseMailDueBefore(block, '2030-03-02')).toBe(false);
    expect(releaseMailDueBefore(block, '2030-03-03')).toBe(true);
    expect(releaseMailDueBefore(block, '2030-03-09')).toBe(true);
    expect(releaseMailDueBefore(block, '2030-03-10')).toBe(false);
    expect(releaseMailDueBefore(block, '2030-03-05', 3)).toBe(false);
    expect(releaseMailDueBefore(block, '2030-03-07', 3)).toBe(true);
  });

  it('is never due for a block that holds nothing or is never released', () => {
    const today = '2030-03-05';
    for (const status of ['tentative', 'released', 'canceled'] as const)
      expect(
        releaseMailDueBefore(congressBlock({ status, release: { kind: 'date', date: '2030-03-10' } }), today),
      ).toBe(false);
    expect(releaseMailDueBefore(congressBlock({ release: { kind: 'none' } }), today)).toBe(false);
  });
});
