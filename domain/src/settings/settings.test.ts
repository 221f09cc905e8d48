import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { readSettings, settingValueProblem } from './settings.ts';
import {
  configuratorPaymentApplies,
  defaultSettings,
  offerPaymentApplies,
  SETTING_PREFIX,
  startsAutomatically,
} from './typedSettings.ts';

const s = (key: string, value: string) => ({ key: SETTING_PREFIX + key, value });

const SPEC_9_KEYS = [
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
  'paymentOptions.*',
  'max.amount.book.directly',
  'duration.min',
  'duration.default',
  'duration.max',
  'booking.maxAmount',
  'booking.orderMode',
  'booking.offerMode',
];

describe('the property settings the configurator reads', () => {
  it('every setting the spec names is read', () => {
    // A key that is read either changes the settings or is reported as malformed; an unknown key is ignored.
    const read = (key: string) => {
      const { settings, problems } = readSettings([s(key, 'x')]);
      return problems.length > 0 || JSON.stringify(settings) !== JSON.stringify(defaultSettings);
    };
    expect(read('no.such.setting')).toBe(false);
    expect(SPEC_9_KEYS.filter((key) => !read(key))).toEqual([]);
  });
});

/**
 * Keys the spec only names ("Settings read") without saying what they do, taken off the settings list
 * (docs/settings.md#settings-not-offered). A property may still have them stored.
 */
const NOT_OFFERED = [
  'multiroom.enabled',
  'enddate.enabled',
  'unitgroup.useSubtractivePersoncountLogic',
  'configurator.payment.storecreditcard',
  'paymentPciproxy.enabled',
  'payment.providers',
  'external.simpleReservation',
];

describe('settings not offered', () => {
  it('a property that still has them stored reads as without them, and no problem is reported', () => {
    const stored = NOT_OFFERED.flatMap((key) => [s(key, 'true'), { key, value: 'not a value at all' }]);
    const { settings, problems } = readSettings([...stored, s('autostart', 'true')]);
    expect(problems).toEqual([]);
    expect(settings).toEqual({ ...defaultSettings, autostart: true });
    expect(
      Object.keys(settings).some((field) =>
        /multiroom|enddate|subtractive|storecredit|pciproxy|providers|simple/i.test(field),
      ),
    ).toBe(false);
  });

  it('cannot be stored again: the server refuses them as unknown keys', () => {
    for (const key of NOT_OFFERED) {
      expect(settingValueProblem(SETTING_PREFIX + key, 'true'), key).toBe('unknown setting');
      expect(settingValueProblem(key, '1'), key).toBe('unknown setting');
    }
  });

  it('a stored merchant id is one more free-text payment option, read as any other', () => {
    const { settings, problems } = readSettings([s('paymentOptions.merchant', 'sandbox-lindenhof')]);
    expect(problems).toEqual([]);
    expect(settings.paymentOptions).toEqual({ merchant: 'sandbox-lindenhof' });
    expect(settingValueProblem(`${SETTING_PREFIX}paymentOptions.merchant`, 'anything')).toBeNull();
  });
});

describe('reading property settings', () => {
  it('a property without settings gets the defaults of the spec', () => {
    const { settings, problems } = readSettings([]);
    expect(problems).toEqual([]);
    expect(settings).toEqual(defaultSettings);
    expect(settings.personsPerRoomMin).toBe(1);
    expect(settings.personsPerRoomMax).toBe(10);
    expect(settings.durationMin).toBe(1);
    expect(settings.durationDefault).toBe(1);
    expect(settings.durationMax).toBe(Number.POSITIVE_INFINITY);
    expect(settings.flexibleslotUnitInterval).toBe(15);
    expect(settings.flexibleslotMinDuration).toBe(15);
    expect(settings.flexibleslotMinStarttime.compare(new Time(0, 0, 0))).toBe(0);
    expect(settings.flexibleslotMaxEndtime.compare(new Time(23, 59, 59))).toBe(0);
    expect(settings.refreshListsDebounce).toBe(100);
    expect(Object.values(settings.startWeekdays).every(Boolean)).toBe(true);
  });

  it('reads switches, numbers, times, lists and amounts', () => {
    const { settings, problems } = readSettings([
      s('groupBookingOnly', 'true'),
      s('multislot.enabled', '1'),
      s('unitgroup.meeting.isDisabled', 'YES'),
      s('setup.isEnabled', 'on'),
      s('defaultGuests', '12'),
      s('flexibleslot.minDuration', '01:30:00'),
      s('flexibleslot.unitInterval', '30'),
      s('flexibleslot.minStarttime', '07:00'),
      s('flexibleslot.maxEndtime', '22:00:00'),
      s('tags.default', 'Lake view, step-free ,,'),
      s('max.amount.book.directly', '1500.5'),
      s('booking.maxAmount', '99,99'),
      s('duration.max', '5'),
      s('duration.default', '2'),
      s('promocode.default', 'SUMMER'),
      s('embed.allowedOrigins', 'https://hotel.example, https://www.hotel.example'),
      s('maxNightcount', 'unlimited'),
      s('configurator.payment.deposit.inpercent', '30'),
    ]);
    expect(problems).toEqual([]);
    expect(settings.groupBookingOnly).toBe(true);
    expect(settings.multislotEnabled).toBe(true);
    expect(settings.unitgroupMeetingIsDisabled).toBe(true);
    expect(settings.setupIsEnabled).toBe(true);
    expect(settings.defaultGuests).toBe(12);
    expect(settings.flexibleslotMinDuration).toBe(90);
    expect(settings.flexibleslotUnitInterval).toBe(30);
    expect(settings.flexibleslotMinStarttime.toString()).toBe('07:00:00');
    expect(settings.flexibleslotMaxEndtime.toString()).toBe('22:00:00');
    expect(settings.tagsDefault).toEqual(['Lake view', 'step-free']);
    expect(settings.maxAmountBookDirectly).toBe(150050);
    expect(settings.bookingMaxAmount).toBe(9999);
    expect(settings.durationMax).toBe(5);
    expect(settings.durationDefault).toBe(2);
    expect(settings.promocodeDefault).toBe('SUMMER');
    expect(settings.embedAllowedOrigins).toEqual(['https://hotel.example', 'https://www.hotel.example']);
    expect(settings.maxNightcount).toBe(Number.POSITIVE_INFINITY);
    expect(settings.configuratorPaymentDepositInPercent).toBe(30);
  });

  it('accepts keys with or without the web.engine.configuration. prefix', () => {
    expect(readSettings([{ key: 'autostart', value: 'true' }]).settings.autostart).toBe(true);
    expect(readSettings([s('autostart', 'true')]).settings.autostart).toBe(true);
  });

  it('ignores settings it does not know', () => {
    const { settings, problems } = readSettings([
      s('some.future.flag', 'banana'),
      { key: 'other', value: 'x' },
    ]);
    expect(problems).toEqual([]);
    expect(settings).toEqual(defaultSettings);
  });

  it('keeps the default for a malformed value and reports it', () => {
    const { settings, problems } = readSettings([
      s('autostart', 'maybe'),
      s('defaultGuests', '-3'),
      s('flexibleslot.unitInterval', 'quarter'),
      s('flexibleslot.minStarttime', '25:00'),
      s('flexibleslot.minDuration', '00:00:00'),
      s('max.amount.book.directly', '12.345'),
      s('configurator.payment.deposit.inpercent', '120'),
    ]);
    expect(settings.autostart).toBe(false);
    expect(settings.defaultGuests).toBe(1);
    expect(settings.flexibleslotUnitInterval).toBe(15);
    expect(settings.flexibleslotMinStarttime.toString()).toBe('00:00:00');
    expect(settings.flexibleslotMinDuration).toBe(15);
    expect(settings.maxAmountBookDirectly).toBeNull();
    expect(settings.configuratorPaymentDepositInPercent).toBe(100);
    expect(problems.map((p) => p.key)).toEqual([
      `${SETTING_PREFIX}autostart`,
      `${SETTING_PREFIX}defaultGuests`,
      `${SETTING_PREFIX}flexibleslot.unitInterval`,
      `${SETTING_PREFIX}flexibleslot.minStarttime`,
      `${SETTING_PREFIX}flexibleslot.minDuration`,
      `${SETTING_PREFIX}max.amount.book.directly`,
      `${SETTING_PREFIX}configurator.payment.deposit.inpercent`,
    ]);
    expect(problems[0]).toEqual({
      key: `${SETTING_PREFIX}autostart`,
      value: 'maybe',
      reason: 'not a boolean',
    });
  });

  it('treats an empty value as not configured', () => {
    const { settings, problems } = readSettings([s('defaultGuests', '4'), s('defaultGuests', '  ')]);
    expect(problems).toEqual([]);
    expect(settings.defaultGuests).toBe(1);
  });

  it('lets a later entry for the same key win', () => {
    expect(readSettings([s('defaultGuests', '4'), s('defaultGuests', '6')]).settings.defaultGuests).toBe(6);
  });

  it('collects every paymentOptions.* setting into one map', () => {
    const { settings } = readSettings([
      s('paymentOptions.merchant', 'M-123'),
      s('paymentOptions.url', 'https://pay.example'),
      s('paymentOptions.', 'ignored'),
    ]);
    expect(settings.paymentOptions).toEqual({ merchant: 'M-123', url: 'https://pay.example' });
  });

  it('reads the payment switches', () => {
    const { settings } = readSettings([
      s('payment.enabled', 'true'),
      s('configurator.payment.enabled', 'true'),
      s('online.offer.payment.enabled', 'true'),
      s('paymentPaybox.enabled', 'true'),
    ]);
    expect(settings.paymentPayboxEnabled).toBe(true);
    expect(configuratorPaymentApplies(settings)).toBe(true);
    expect(offerPaymentApplies(settings)).toBe(true);
    expect(configuratorPaymentApplies(defaultSettings)).toBe(false);
    expect(offerPaymentApplies(defaultSettings)).toBe(false);
  });

  it('reads allowed start weekdays as a list of day names or as a JSON object', () => {
    const list = readSettings([s('startWeekdays', 'Friday, saturday')]).settings.startWeekdays;
    expect(list).toEqual({
      monday: false,
      tuesday: false,
      wednesday: false,
      thursday: false,
      friday: true,
      saturday: true,
      sunday: false,
    });
    const json = readSettings([s('startWeekdays', '{"sunday":false}')]).settings.startWeekdays;
    expect(json.sunday).toBe(false);
    expect(json.monday).toBe(true);
  });

  it('reports unreadable start weekdays', () => {
    for (const bad of ['{not json', '[1,2]', '{"monday":"yes"}', 'funday', 'null']) {
      const { settings, problems } = readSettings([s('startWeekdays', bad)]);
      expect(problems).toHaveLength(1);
      expect(settings.startWeekdays).toEqual(defaultSettings.startWeekdays);
    }
    expect(readSettings([s('startWeekdays', '{}'.replace('{}', 'null'))]).problems).toHaveLength(1);
  });

  it('reads a duration given as minutes', () => {
    expect(readSettings([s('flexibleslot.minDuration', '45')]).settings.flexibleslotMinDuration).toBe(45);
    expect(readSettings([s('flexibleslot.minDuration', '0')]).problems).toHaveLength(1);
    expect(readSettings([s('flexibleslot.minDuration', '00:75:00')]).problems).toHaveLength(1);
    expect(readSettings([s('flexibleslot.minDuration', 'soon')]).problems).toHaveLength(1);
  });

  it('bounds a stay by default: at most 90 nights, within 3 years (1095 days) of today', () => {
    const { settings } = readSettings([]);
    expect(settings.maxNightcount).toBe(90);
    expect(settings.maxAdvanceBookingDays).toBe(1095);
  });

  it('reads the booking horizon in days, up to ten years; a farther or negative one keeps the default', () => {
    expect(readSettings([s('maxAdvanceBookingDays', '365')]).settings.maxAdvanceBookingDays).toBe(365);
    expect(readSettings([s('maxAdvanceBookingDays', '3660')]).settings.maxAdvanceBookingDays).toBe(3660);
    for (const value of ['3661', 'unlimited', '-1', 'soon']) {
      const { settings, problems } = readSettings([s('maxAdvanceBookingDays', value)]);
      expect(settings.maxAdvanceBookingDays, value).toBe(1095);
      expect(problems, value).toHaveLength(1);
      expect(settingValueProblem('maxAdvanceBookingDays', value), value).not.toBeNull();
    }
  });

  it('falls back to both defaults when the horizon is closer than the minimum advance days', () => {
    const { settings, problems } = readSettings([
      s('minAdvanceBookingDays', '30'),
      s('maxAdvanceBookingDays', '20'),
    ]);
    expect(settings.minAdvanceBookingDays).toBe(0);
    expect(settings.maxAdvanceBookingDays).toBe(1095);
    expect(problems).toEqual([expect.objectContaining({ related: ['maxAdvanceBookingDays'] })]);
  });

  it('falls back to the defaults when a minimum is above its maximum', () => {
    const { settings, problems } = readSettings([
      s('duration.min', '5'),
      s('duration.max', '3'),
      s('personsPerRoom.min', '4'),
      s('personsPerRoom.max', '2'),
      s('minNightcount', '7'),
      s('maxNightcount', '2'),
      s('minDuration', '3'),
      s('maxDuration', '2'),
    ]);
    expect(settings.durationMin).toBe(1);
    expect(settings.durationMax).toBe(Number.POSITIVE_INFINITY);
    expect(settings.personsPerRoomMin).toBe(1);
    expect(settings.personsPerRoomMax).toBe(10);
    expect(settings.minNightcount).toBe(0);
    expect(settings.maxDuration).toBe(Number.POSITIVE_INFINITY);
    expect(problems).toHaveLength(4);
  });

  it('falls back to the default day when the earliest start is not before the latest end', () => {
    const { settings, problems } = readSettings([
      s('flexibleslot.minStarttime', '18:00'),
      s('flexibleslot.maxEndtime', '08:00'),
    ]);
    expect(settings.flexibleslotMinStarttime.toString()).toBe('00:00:00');
    expect(settings.flexibleslotMaxEndtime.toString()).toBe('23:59:59');
    expect(problems).toHaveLength(1);
  });

  it('brings a default duration or persons per room outside their bounds back inside', () => {
    const { settings, problems } = readSettings([
      s('duration.max', '3'),
      s('duration.default', '9'),
      s('personsPerRoom.max', '4'),
      s('personsPerRoom.default', '6'),
    ]);
    expect(settings.durationDefault).toBe(3);
    expect(settings.personsPerRoomDefault).toBe(4);
    expect(problems.map((p) => p.key)).toEqual([
      `${SETTING_PREFIX}duration.default`,
      `${SETTING_PREFIX}personsPerRoom.default`,
    ]);
  });

  it('returns frozen settings', () => {
    const { settings } = readSettings([s('autostart', 'true')]);
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(defaultSettings)).toBe(true);
  });

  it('names the key each field is read from', () => {
    // The family name alone is not a setting of its own.
    expect(readSettings([s('paymentOptions', 'x')]).settings.paymentOptions).toEqual({});
  });

  it('starts the cart automatically with autostart or without an event bar', () => {
    expect(startsAutomatically(defaultSettings)).toBe(false);
    expect(startsAutomatically({ autostart: true, eventbarIsDisabled: false })).toBe(true);
    expect(startsAutomatically({ autostart: false, eventbarIsDisabled: true })).toBe(true);
  });
});

describe('a setting a hotel stores', () => {
  it('is refused with the reason when its key is unknown or its value does not parse, else accepted', () => {
    expect(settingValueProblem('web.engine.configuration.minNightcount', '2')).toBeNull();
    expect(settingValueProblem('minNightcount', ' 3 ')).toBeNull();
    expect(settingValueProblem('web.engine.configuration.minNightcount', 'two')).not.toBeNull();
    expect(settingValueProblem('web.engine.configuration.autostart', 'maybe')).not.toBeNull();
    expect(settingValueProblem('web.engine.configuration.autostart', '')).toBeNull();
    expect(settingValueProblem('web.engine.configuration.noSuchThing', 'true')).toBe('unknown setting');
    expect(settingValueProblem('web.engine.configuration.paymentOptions.card', 'any text')).toBeNull();
  });
});
