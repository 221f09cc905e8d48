import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';
import { settingsFromJson, settingsToJson } from './settingsJson.ts';
import { defaultSettings } from './typedSettings.ts';

/** Settings through the page: written as JSON text and parsed again, as the browser reads the page. */
const throughPage = (json: unknown) => JSON.parse(JSON.stringify(json)) as unknown;

describe('settings already read, carried as JSON (docs/serving.md#the-settings-already-read)', () => {
  it('come back as read: times of day, "no upper limit", weekdays, payment options', () => {
    const { settings } = readSettings([
      { key: 'flexibleslot.minStarttime', value: '07:30:00' },
      { key: 'maxNightcount', value: 'unlimited' },
      { key: 'durationMax', value: '5' },
      { key: 'startWeekdays', value: 'monday,friday' },
      { key: 'paymentOptions.kind', value: 'dropin' },
      { key: 'contact.email', value: 'events@lindenhof.example' },
      { key: 'defaultGuests', value: '24' },
    ]);
    expect(settings.flexibleslotMinStarttime).toEqual(new Time(7, 30, 0));
    expect(settings.maxNightcount).toBe(Number.POSITIVE_INFINITY);
    const back = settingsFromJson(throughPage(settingsToJson(settings)));
    expect(back).toEqual(settings);
    expect(back?.flexibleslotMinStarttime).toBeInstanceOf(Time);
    expect(back?.maxNightcount).toBe(Number.POSITIVE_INFINITY);
    expect(back?.startWeekdays.friday).toBe(true);
    expect(back?.startWeekdays.tuesday).toBe(false);
    expect(back?.paymentOptions).toEqual({ kind: 'dropin' });
    expect(Object.isFrozen(back)).toBe(true);
  });

  it('are not taken when a field is missing, added or of another kind: the list is read instead', () => {
    const json = throughPage(settingsToJson(defaultSettings)) as Record<string, unknown>;
    expect(settingsFromJson(json)).toEqual(defaultSettings);
    const { defaultGuests: _, ...missing } = json;
    expect(settingsFromJson(missing)).toBeNull();
    expect(settingsFromJson({ ...json, newSetting: true })).toBeNull();
    expect(settingsFromJson({ ...json, defaultGuests: '12' })).toBeNull();
    expect(settingsFromJson({ ...json, autostart: 1 })).toBeNull();
    expect(settingsFromJson({ ...json, flexibleslotMinStarttime: '07:30' })).toBeNull();
    expect(settingsFromJson({ ...json, flexibleslotMinStarttime: { time: 'half past seven' } })).toBeNull();
    expect(settingsFromJson({ ...json, startWeekdays: ['monday'] })).toBeNull();
    expect(settingsFromJson({ ...json, contactEmail: { number: 'Infinity' } })).toBeNull();
    expect(settingsFromJson([json])).toBeNull();
    expect(settingsFromJson(null)).toBeNull();
  });
});
