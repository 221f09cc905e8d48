import { defaultSettings } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { dateRulesHint } from './dateRulesHint.ts';

const noSunday = {
  ...defaultSettings,
  startWeekdays: { ...defaultSettings.startWeekdays, sunday: false },
};

describe('the date rules under the calendar', () => {
  it('speak of arrival where the property sells rooms', () => {
    expect(dateRulesHint(noSunday, createI18n('en').t, 'en-GB', true)).toContain('No arrival on Sunday.');
    expect(dateRulesHint(noSunday, createI18n('de').t, 'de-DE', true)).toContain('Keine Anreise am Sonntag.');
  });

  it('speak of when an event begins where it sells meeting rooms only', () => {
    const en = dateRulesHint(noSunday, createI18n('en').t, 'en-GB', false);
    expect(en).toContain('Events cannot begin on Sunday.');
    // The longest stay (90 nights by default) is said in days.
    expect(en).toContain('At most 91 days.');
    expect(en).not.toMatch(/arrival|night|stay/i);
    expect(dateRulesHint(noSunday, createI18n('de').t, 'de-DE', false)).toContain(
      'Veranstaltungen können nicht am Sonntag beginnen.',
    );
  });
});
