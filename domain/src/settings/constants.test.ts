import { describe, expect, it } from 'vitest';
import { cardExpiryChoices, LAYOUT, LIMITS, TIMING_MS, thumbnailWidths } from './constants.ts';

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
  it('keeps the sizes and layout thresholds of the spec', () => {
    expect(LIMITS).toMatchObject({ pageSize: 100, lookupPageSize: 10000, propertySettingsPageSize: 500 });
    expect(LAYOUT).toMatchObject({ wideLayout: 1350, heroDragMinWidth: 1024 });
  });
  it('offers 12 months and this year plus the next 30 as card expiry', () => {
    const { months, years } = cardExpiryChoices(2026);
    expect(months).toHaveLength(12);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2056);
  });
  it('makes thumbnails from 120 pixels in doubling steps', () => {
    expect(thumbnailWidths(1000)).toEqual([120, 240, 480, 960]);
    expect(thumbnailWidths(100)).toEqual([]);
  });
});
