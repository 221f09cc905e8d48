import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods } from '../payments/providers.ts';
import { SETTING_CATALOG, type SettingSpec, settingSpec } from './catalog.ts';
import { readSettings, SETTING_GROUPS, settingValueProblem } from './settings.ts';
import { defaultSettings, SETTING_PREFIX } from './typedSettings.ts';

/**
 * The keys of spec section 9 ("Settings read") and the keys docs/settings.md adds, without those the spec only names
 * and the product does not offer (NOT_OFFERED, docs/settings.md#settings-not-offered).
 */
const NOT_OFFERED = [
  'multiroom.enabled',
  'enddate.enabled',
  'unitgroup.useSubtractivePersoncountLogic',
  'configurator.payment.storecreditcard',
  'paymentPciproxy.enabled',
  'payment.providers',
  'paymentOptions.merchant',
  'external.simpleReservation',
];

const SPEC_KEYS = [
  'groupBookingOnly',
  'multislot.enabled',
  'flexibleslot.enabled',
  'flexibleslot.minDuration',
  'flexibleslot.unitInterval',
  'flexibleslot.minStarttime',
  'flexibleslot.maxEndtime',
  'unitgroup.isEnabled',
  'unitgroup.meeting.isDisabled',
  'unitgroup.allCategoriesMultiselect',
  'unitgroup.ignorePersoncountDisallowSend',
  'setup.isEnabled',
  'capacitycheck.room.isDisabled',
  'capacitycheck.meetingroom.isDisabled',
  'autostart',
  'noGuests',
  'defaultGuests',
  'personsPerRoom.isEnabled',
  'personsPerRoom.default',
  'promocode.default',
  'defaultAdvanceBookingDays',
  'noDefaultStartDate',
  'horizontal.default',
  'horizontal.switchable',
  'tags.enabled',
  'tags.default',
  'orderByAvailability.disabled',
  'service.minimumSales.code',
  'payment.enabled',
  'configurator.payment.enabled',
  'configurator.payment.deposit.inpercent',
  'online.offer.payment.enabled',
  'paymentPaytweak.enabled',
  'paymentPaybox.enabled',
  'paymentApaleo.enabled',
  'paymentOptions.methods',
  'paymentOptions.kind',
  'paymentOptions.sandbox',
  'max.amount.book.directly',
  'duration.min',
  'duration.default',
  'duration.max',
  'booking.maxAmount',
  'booking.orderMode',
  'booking.offerMode',
];

/** Values each type must refuse, and values it must take (by the server's own check). */
function samples(spec: SettingSpec): { readonly wrong: string[]; readonly right: string[] } {
  const type = spec.type;
  switch (type.kind) {
    case 'boolean':
      return { wrong: ['maybe', '2', 'truee'], right: ['true', 'false', 'On', '0'] };
    case 'integer':
      return {
        wrong: [
          'many',
          '1.5',
          String(type.min - 1),
          ...(type.max === undefined ? [] : [String(type.max + 1)]),
        ],
        right: [String(type.min), String(type.max ?? type.min + 7)],
      };
    case 'upperBound':
      return {
        wrong: ['lots', '2.5', String(type.min - 5)],
        right: [String(type.min), '12', 'unlimited', '-1'],
      };
    case 'minutes':
      return { wrong: ['0', 'soon', '01:75:00'], right: ['30', '00:15:00', '1:30'] };
    case 'time':
      return { wrong: ['25:00', '12:60', 'noon'], right: ['08:00', '23:59:59'] };
    case 'amount':
      return { wrong: ['-5', '12.345', 'cheap'], right: ['500', '499.9', '1234,50'] };
    case 'weekdays':
      return { wrong: ['funday', '{"monday":"yes"}'], right: ['monday,friday', '{"sunday":false}'] };
    case 'choice':
      return { wrong: ['bogus', type.options.join(',')], right: [...type.options] };
    case 'choices':
      return {
        wrong: ['Cash', `${type.options[0]},Cash`],
        right: [type.options.join(','), ` ${type.options[0]} `],
      };
    case 'email':
      return {
        wrong: ['tagung', 'tagung@lindenhof', 'two words@lindenhof.example'],
        right: ['tagung@lindenhof.example'],
      };
    case 'phone':
      return { wrong: ['call us', '12', '+49 8151 ext. 3'], right: ['+49 8151 123-0', '(030) 1234 5678'] };
    case 'origins':
      return {
        wrong: ['*', 'javascript:alert(1)', 'http://www.hotel.example', 'https://www.hotel.example/path'],
        right: ['https://www.hotel.example', 'https://a.example, http://127.0.0.1:5173'],
      };
    case 'text':
    case 'list':
      return { wrong: [], right: ['anything at all', 'a, b ,c'] };
  }
}

describe('the settings catalog', () => {
  it('names every setting key of the spec and of docs/settings.md once, each in a group', () => {
    const keys = SETTING_CATALOG.map((spec) => spec.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SPEC_KEYS.filter((key) => !keys.includes(key))).toEqual([]);
    expect(NOT_OFFERED.filter((key) => keys.includes(key) || settingSpec(key) !== undefined)).toEqual([]);
    expect(keys).toContain('booking.offerReview');
    expect(keys).toContain('startWeekdays');
    expect(keys).toContain('embed.allowedOrigins');
    expect(keys).toContain('contact.email');
    expect(keys).toContain('contact.phone');
    // Every group has settings, and every setting is in a known group.
    expect(new Set(SETTING_CATALOG.map((spec) => spec.group))).toEqual(new Set(SETTING_GROUPS));
  });

  it('finds a spec by its key with or without the prefix', () => {
    expect(settingSpec(`${SETTING_PREFIX}minNightcount`)?.type.kind).toBe('integer');
    expect(settingSpec('duration.max')).toMatchObject({ type: { kind: 'upperBound', min: 1 } });
    expect(settingSpec('configurator.payment.deposit.inpercent')).toMatchObject({
      type: { kind: 'integer', min: 0, max: 100 },
      defaultValue: '100',
      group: 'payment',
    });
    expect(settingSpec('noSuchSetting')).toBeUndefined();
  });

  it('gives every key a default that passes its own check and reads back as the default', () => {
    for (const spec of SETTING_CATALOG) {
      expect(settingValueProblem(SETTING_PREFIX + spec.key, spec.defaultValue), spec.key).toBeNull();
      if (spec.defaultValue !== '') expect(spec.type.parse(spec.defaultValue).ok, spec.key).toBe(true);
    }
    // Storing every default changes nothing a guest would notice.
    const { settings, problems } = readSettings(
      SETTING_CATALOG.map((spec) => ({ key: SETTING_PREFIX + spec.key, value: spec.defaultValue })),
    );
    expect(problems).toEqual([]);
    expect({ ...settings, paymentOptions: {} }).toEqual(defaultSettings);
    expect(offeredPaymentMethods(settings)).toEqual(offeredPaymentMethods(defaultSettings));
    expect(settingSpec('duplicateDay.isHidden')?.defaultValue).toBe('false');
    expect(settingSpec('flexibleslot.maxEndtime')?.defaultValue).toBe('23:59:59');
    // docs/settings.md#settings-table: a stay lasts at most 90 nights and lies within 1095 days (3 years) of today.
    expect(settingSpec('maxNightcount')?.defaultValue).toBe('90');
    expect(settingSpec('maxAdvanceBookingDays')?.defaultValue).toBe('1095');
    expect(settingSpec('duration.max')?.defaultValue).toBe('unlimited');
    expect(settingSpec('booking.maxAmount')?.defaultValue).toBe('');
    expect(settingSpec('startWeekdays')?.defaultValue).toBe(
      'monday,tuesday,wednesday,thursday,friday,saturday,sunday',
    );
  });

  it('refuses wrong values of every key and takes right ones, as the server checks them', () => {
    for (const spec of SETTING_CATALOG) {
      const { wrong, right } = samples(spec);
      for (const value of wrong)
        expect(settingValueProblem(SETTING_PREFIX + spec.key, value), `${spec.key}=${value}`).not.toBeNull();
      for (const value of right)
        expect(settingValueProblem(SETTING_PREFIX + spec.key, value), `${spec.key}=${value}`).toBeNull();
    }
  });

  it('names the settings a readable value crosses, so a form can say which', () => {
    const { problems } = readSettings([
      { key: `${SETTING_PREFIX}duration.min`, value: '4' },
      { key: `${SETTING_PREFIX}duration.max`, value: '3' },
      { key: `${SETTING_PREFIX}personsPerRoom.default`, value: '12' },
      { key: `${SETTING_PREFIX}flexibleslot.minStarttime`, value: '18:00' },
      { key: `${SETTING_PREFIX}flexibleslot.maxEndtime`, value: '08:00' },
    ]);
    expect(problems.map((p) => [p.key.slice(SETTING_PREFIX.length), p.related])).toEqual([
      ['duration.min', ['duration.max']],
      ['flexibleslot.minStarttime', ['flexibleslot.maxEndtime']],
      ['personsPerRoom.default', ['personsPerRoom.min', 'personsPerRoom.max']],
    ]);
    // Every related key is a key of the catalog.
    for (const problem of problems)
      for (const key of problem.related ?? []) expect(settingSpec(key)).toBeDefined();
  });

  it('checks the payment options the code reads; other options stay free text', () => {
    expect(settingValueProblem('paymentOptions.kind', 'iframe')).toBeNull();
    expect(settingValueProblem('paymentOptions.kind', 'fax')).toMatch(/not one of/);
    expect(settingValueProblem('paymentOptions.methods', 'PM6Hold,Company')).toBeNull();
    expect(settingValueProblem('paymentOptions.methods', 'PM6Hold,Cash')).toBe('unknown option Cash');
    expect(settingValueProblem('paymentOptions.url', 'https://pay.example')).toBeNull();
    expect(settingValueProblem('paymentOptions.kind', '')).toBeNull();
  });
});
