import { describe, expect, it } from 'vitest';
import { LIMITS, TIMING_MS } from './constants.ts';

describe('business constants (timings, limits, sizes)', () => {
  it('keeps the timings of the spec', () => {
    expect(TIMING_MS).toMatchObject({
      infoCache: 300000,
      toast: 3000,
      listRefreshDebounce: 100,
      initRetry: 250,
    });
    expect(TIMING_MS.day).toBe(24 * 60 * 60 * 1000);
  });
  it('keeps the sizes of the spec', () => {
    expect(LIMITS).toMatchObject({ pageSize: 100, lookupPageSize: 10000, propertySettingsPageSize: 500 });
  });
});
