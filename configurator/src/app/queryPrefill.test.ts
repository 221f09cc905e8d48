import { describe, expect, it, vi } from 'vitest';
import { prefillActions, readQueryPrefill } from './queryPrefill.ts';

describe('prefilling the cart from the address', () => {
  it('reads tags, people and dates', () => {
    const prefill = readQueryPrefill('?f.tagId=3,5&f.people=25&f.start=2026-12-01&f.end=2026-12-02');
    expect(prefill).toMatchObject({ tagIds: [3, 5], people: 25, start: '2026-12-01', end: '2026-12-02' });
    expect(prefillActions(prefill, [{ id: 3, name: 'Seeblick' }])).toEqual([
      { type: 'setDates', startdate: '2026-12-01', enddate: '2026-12-02' },
      { type: 'setGuests', people: 25 },
      { type: 'addTag', name: 'Seeblick' },
    ]);
  });

  it('ignores malformed dates and people', () => {
    expect(readQueryPrefill('?f.people=many&f.start=1.12.2026')).toMatchObject({ people: null, start: null });
  });

  it('takes setting overrides from JSON in mode', () => {
    expect(readQueryPrefill('?mode={"autostart":"true"}').settingOverrides).toEqual([
      { key: 'web.engine.configuration.autostart', value: 'true' },
    ]);
  });

  it('ignores invalid JSON in mode with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readQueryPrefill('?mode={autostart').settingOverrides).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
