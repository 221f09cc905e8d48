import type { PropertySetting } from '../model/entities.ts';
import { PaymentMethod } from '../model/enums.ts';
import {
  amountType,
  booleanType,
  choicesType,
  choiceType,
  emailType,
  integerType,
  listType,
  minutesType,
  originListType,
  phoneType,
  type SettingType,
  textType,
  timeType,
  upperBoundType,
  weekdaysType,
} from './settingTypes.ts';
import { defaultSettings, SETTING_PREFIX, type Settings } from './typedSettings.ts';

/** A setting value that could not be read; the default was used instead. */
interface SettingProblem {
  readonly key: string;
  readonly value: string;
  readonly reason: string;
  /** The settings (keys without prefix) a value does not fit with, when it is readable but crosses them. */
  readonly related?: readonly string[];
}

/** The groups a settings form shows the settings in, in this order. */
export const SETTING_GROUPS = [
  'contact',
  'booking',
  'dates',
  'times',
  'guests',
  'rooms',
  'cart',
  'mandatory',
  'payment',
  'display',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** The fields read from one key each (`paymentOptions` is a key family, read apart). */
export type SingleSettingField = Exclude<keyof Settings, 'paymentOptions'>;

type Schema = {
  readonly [K in SingleSettingField]: readonly [
    key: string,
    type: SettingType<Settings[K]>,
    group: SettingGroup,
  ];
};

/**
 * The farthest a hotel may set the booking horizon (docs/settings.md#settings-table: about ten years): it bounds every
 * stay a guest can ask for, even with `maxNightcount` unlimited.
 */
const MAX_HORIZON_DAYS = 3660;

const bool = booleanType;
const count = integerType(0);
const positive = integerType(1);

/** Every setting: its key (without prefix), its type (with the parser that reads it) and its group in a form. */
const schema: Schema = {
  groupBookingOnly: ['groupBookingOnly', bool, 'booking'],
  multislotEnabled: ['multislot.enabled', bool, 'times'],
  flexibleslotEnabled: ['flexibleslot.enabled', bool, 'times'],
  flexibleslotMinDuration: ['flexibleslot.minDuration', minutesType, 'times'],
  flexibleslotUnitInterval: ['flexibleslot.unitInterval', positive, 'times'],
  flexibleslotMinStarttime: ['flexibleslot.minStarttime', timeType, 'times'],
  flexibleslotMaxEndtime: ['flexibleslot.maxEndtime', timeType, 'times'],
  unitgroupIsEnabled: ['unitgroup.isEnabled', bool, 'rooms'],
  unitgroupMeetingIsDisabled: ['unitgroup.meeting.isDisabled', bool, 'rooms'],
  unitgroupAllCategoriesMultiselect: ['unitgroup.allCategoriesMultiselect', bool, 'rooms'],
  unitgroupIgnorePersoncountDisallowSend: ['unitgroup.ignorePersoncountDisallowSend', bool, 'rooms'],
  setupIsEnabled: ['setup.isEnabled', bool, 'cart'],
  capacitycheckRoomIsDisabled: ['capacitycheck.room.isDisabled', bool, 'rooms'],
  capacitycheckMeetingroomIsDisabled: ['capacitycheck.meetingroom.isDisabled', bool, 'rooms'],
  autostart: ['autostart', bool, 'cart'],
  eventbarIsDisabled: ['eventbar.isDisabled', bool, 'display'],
  noGuests: ['noGuests', bool, 'guests'],
  defaultGuests: ['defaultGuests', count, 'guests'],
  personsPerRoomIsEnabled: ['personsPerRoom.isEnabled', bool, 'guests'],
  personsPerRoomDefault: ['personsPerRoom.default', positive, 'guests'],
  personsPerRoomMin: ['personsPerRoom.min', positive, 'guests'],
  personsPerRoomMax: ['personsPerRoom.max', positive, 'guests'],
  childrenEnabled: ['children.enabled', bool, 'guests'],
  childrenMaxAge: ['children.maxAge', integerType(0, 17), 'guests'],
  childrenPricePercent: ['children.pricePercent', integerType(0, 100), 'guests'],
  promocodeDefault: ['promocode.default', textType, 'cart'],
  defaultAdvanceBookingDays: ['defaultAdvanceBookingDays', count, 'dates'],
  minAdvanceBookingDays: ['minAdvanceBookingDays', count, 'dates'],
  maxAdvanceBookingDays: ['maxAdvanceBookingDays', integerType(0, MAX_HORIZON_DAYS), 'dates'],
  noDefaultStartDate: ['noDefaultStartDate', bool, 'dates'],
  horizontalDefault: ['horizontal.default', bool, 'display'],
  horizontalSwitchable: ['horizontal.switchable', bool, 'display'],
  tagsEnabled: ['tags.enabled', bool, 'cart'],
  tagsDefault: ['tags.default', listType, 'cart'],
  orderByAvailabilityDisabled: ['orderByAvailability.disabled', bool, 'display'],
  serviceMinimumSalesCode: ['service.minimumSales.code', textType, 'cart'],
  paymentEnabled: ['payment.enabled', bool, 'payment'],
  configuratorPaymentEnabled: ['configurator.payment.enabled', bool, 'payment'],
  configuratorPaymentDepositInPercent: [
    'configurator.payment.deposit.inpercent',
    integerType(0, 100),
    'payment',
  ],
  onlineOfferPaymentEnabled: ['online.offer.payment.enabled', bool, 'payment'],
  paymentPaytweakEnabled: ['paymentPaytweak.enabled', bool, 'payment'],
  paymentPayboxEnabled: ['paymentPaybox.enabled', bool, 'payment'],
  paymentApaleoEnabled: ['paymentApaleo.enabled', bool, 'payment'],
  maxAmountBookDirectly: ['max.amount.book.directly', amountType, 'booking'],
  durationMin: ['duration.min', positive, 'dates'],
  durationDefault: ['duration.default', positive, 'dates'],
  durationMax: ['duration.max', upperBoundType(1), 'dates'],
  bookingMaxAmount: ['booking.maxAmount', amountType, 'booking'],
  bookingOrderMode: ['booking.orderMode', bool, 'booking'],
  bookingOfferMode: ['booking.offerMode', bool, 'booking'],
  bookingOfferReview: ['booking.offerReview', bool, 'booking'],
  bookingCancelDaysBeforeArrival: ['booking.cancel.daysBeforeArrival', count, 'booking'],
  paymentHoldMinutes: ['payment.hold.minutes', positive, 'payment'],
  startWeekdays: ['startWeekdays', weekdaysType, 'dates'],
  minNightcount: ['minNightcount', count, 'dates'],
  maxNightcount: ['maxNightcount', upperBoundType(0), 'dates'],
  minDuration: ['minDuration', positive, 'dates'],
  maxDuration: ['maxDuration', upperBoundType(1), 'dates'],
  singleDate: ['singleDate', bool, 'dates'],
  overlapcheckIsDisabled: ['overlapcheck.isDisabled', bool, 'dates'],
  tabsServiceBeforeUnit: ['tabs.serviceBeforeUnit', bool, 'display'],
  duplicateDayIsHidden: ['duplicateDay.isHidden', bool, 'display'],
  embedAllowedOrigins: ['embed.allowedOrigins', originListType, 'display'],
  guestsMandatory: ['guests.mandatory', bool, 'mandatory'],
  startdateMandatory: ['startdate.mandatory', bool, 'mandatory'],
  timesliceMandatory: ['timeslice.mandatory', bool, 'mandatory'],
  customeraccountMandatory: ['customeraccount.mandatory', bool, 'mandatory'],
  promocodeMandatory: ['promocode.mandatory', bool, 'mandatory'],
  eventtitleMandatory: ['eventtitle.mandatory', bool, 'mandatory'],
  bookingreasonMandatory: ['bookingreason.mandatory', bool, 'mandatory'],
  descriptionMandatory: ['description.mandatory', bool, 'mandatory'],
  refreshListsDebounce: ['refreshListsDebounce', count, 'display'],
  contactEmail: ['contact.email', emailType, 'contact'],
  contactPhone: ['contact.phone', phoneType, 'contact'],
};

/** The provider kinds `paymentOptions.kind` may name (docs/settings.md#payment-options). */
const PAYMENT_PROVIDER_KINDS = ['cardfields', 'link', 'iframe', 'dropin'] as const;

/**
 * The `paymentOptions.*` entries the code reads (docs/settings.md#payment-options), with their types; other names
 * of the family stay free text. Read as text into `Settings.paymentOptions`; their default is "not set".
 */
export const PAYMENT_OPTIONS: Readonly<Record<string, SettingType<unknown>>> = Object.freeze({
  methods: choicesType(PaymentMethod),
  kind: choiceType(PAYMENT_PROVIDER_KINDS),
  sandbox: bool,
});

/** The setting key (without prefix) that a `Settings` field is read from. */
export function settingKey(field: SingleSettingField): string {
  return schema[field][0];
}

/** The fields in the order of docs/settings.md#settings-table. */
export const SETTING_FIELDS = Object.keys(schema) as readonly SingleSettingField[];

/** A field's type (with its parser) and its group in a settings form. */
export function settingTypeOf(field: SingleSettingField): {
  readonly type: SettingType<unknown>;
  readonly group: SettingGroup;
} {
  const [, type, group] = schema[field];
  return { type: type as SettingType<unknown>, group };
}

const fieldByKey: ReadonlyMap<string, SingleSettingField> = new Map(
  SETTING_FIELDS.map((field) => [schema[field][0], field]),
);

const PAYMENT_OPTIONS_PREFIX = 'paymentOptions.';

/**
 * Why a setting entry would be refused when a hotel stores it (docs/settings.md#settings-table): an unknown key,
 * or a value the key's parser refuses (the reason); null when it is fine. Keys may carry the prefix; an empty value
 * means "not configured" and is fine; the `paymentOptions.*` entries the code reads are checked by their type (PAYMENT_OPTIONS), others are free text.
 */
export function settingValueProblem(key: string, value: string): string | null {
  const bare = key.startsWith(SETTING_PREFIX) ? key.slice(SETTING_PREFIX.length) : key;
  const raw = value.trim();
  if (bare.startsWith(PAYMENT_OPTIONS_PREFIX) && bare.length > PAYMENT_OPTIONS_PREFIX.length) {
    const option = PAYMENT_OPTIONS[bare.slice(PAYMENT_OPTIONS_PREFIX.length)];
    if (option === undefined || raw === '') return null;
    const parsed = option.parse(raw);
    return parsed.ok ? null : parsed.reason;
  }
  const field = fieldByKey.get(bare);
  if (field === undefined) return 'unknown setting';
  if (raw === '') return null;
  const parsed = schema[field][1].parse(raw);
  return parsed.ok ? null : parsed.reason;
}

/** The result of reading a property's settings. */
export interface SettingsReadResult {
  readonly settings: Settings;
  readonly problems: readonly SettingProblem[];
}

/**
 * Reads a property's setting list once into typed settings (docs/settings.md#settings-table). Keys may carry the
 * `web.engine.configuration.` prefix or not; unknown keys are ignored; a malformed value keeps
 * the default and is reported; a later entry for the same key wins.
 */
export function readSettings(list: readonly PropertySetting[]): SettingsReadResult {
  const values: Record<string, unknown> = { ...defaultSettings };
  const paymentOptions: Record<string, string> = {};
  const problems: SettingProblem[] = [];
  for (const { key: fullKey, value } of list) {
    const key = fullKey.startsWith(SETTING_PREFIX) ? fullKey.slice(SETTING_PREFIX.length) : fullKey;
    if (key.startsWith(PAYMENT_OPTIONS_PREFIX) && key.length > PAYMENT_OPTIONS_PREFIX.length) {
      paymentOptions[key.slice(PAYMENT_OPTIONS_PREFIX.length)] = value;
      continue;
    }
    const field = fieldByKey.get(key);
    if (field === undefined) continue;
    const raw = typeof value === 'string' ? value.trim() : String(value ?? '');
    // An empty value means "not configured": keep the default without complaint.
    if (raw === '') {
      values[field] = defaultSettings[field];
      continue;
    }
    const parsed = schema[field][1].parse(raw);
    if (parsed.ok) values[field] = parsed.value;
    else {
      values[field] = defaultSettings[field];
      problems.push({ key: fullKey, value: raw, reason: parsed.reason });
    }
  }
  values.paymentOptions = Object.freeze(paymentOptions);
  const settings = reconcile(values as unknown as Settings, problems);
  return { settings: Object.freeze(settings), problems };
}

/** Pairs of bounds that must be ordered; a crossed pair falls back to the defaults and is reported. */
function reconcile(s: Settings, problems: SettingProblem[]): Settings {
  let out = s;
  const pairs: readonly (readonly [SingleSettingField, SingleSettingField])[] = [
    ['durationMin', 'durationMax'],
    ['personsPerRoomMin', 'personsPerRoomMax'],
    ['minNightcount', 'maxNightcount'],
    ['minAdvanceBookingDays', 'maxAdvanceBookingDays'],
    ['minDuration', 'maxDuration'],
  ];
  for (const [lo, hi] of pairs) {
    if ((out[lo] as number) > (out[hi] as number)) {
      problems.push({
        key: SETTING_PREFIX + settingKey(lo),
        value: String(out[lo]),
        reason: `greater than ${settingKey(hi)} (${String(out[hi])})`,
        related: [settingKey(hi)],
      });
      out = { ...out, [lo]: defaultSettings[lo], [hi]: defaultSettings[hi] };
    }
  }
  if (out.flexibleslotMinStarttime.compare(out.flexibleslotMaxEndtime) >= 0) {
    problems.push({
      key: SETTING_PREFIX + settingKey('flexibleslotMinStarttime'),
      value: out.flexibleslotMinStarttime.toString(),
      reason: 'not before flexibleslot.maxEndtime',
      related: [settingKey('flexibleslotMaxEndtime')],
    });
    out = {
      ...out,
      flexibleslotMinStarttime: defaultSettings.flexibleslotMinStarttime,
      flexibleslotMaxEndtime: defaultSettings.flexibleslotMaxEndtime,
    };
  }
  // The default duration must lie within its bounds (docs/settings.md#settings-table duration.min/default/max).
  if (out.durationDefault < out.durationMin || out.durationDefault > out.durationMax) {
    problems.push({
      key: SETTING_PREFIX + settingKey('durationDefault'),
      value: String(out.durationDefault),
      reason: 'outside duration.min..duration.max',
      related: [settingKey('durationMin'), settingKey('durationMax')],
    });
    out = {
      ...out,
      durationDefault: Math.min(Math.max(out.durationDefault, out.durationMin), out.durationMax),
    };
  }
  if (
    out.personsPerRoomDefault < out.personsPerRoomMin ||
    out.personsPerRoomDefault > out.personsPerRoomMax
  ) {
    problems.push({
      key: SETTING_PREFIX + settingKey('personsPerRoomDefault'),
      value: String(out.personsPerRoomDefault),
      reason: 'outside personsPerRoom.min..personsPerRoom.max',
      related: [settingKey('personsPerRoomMin'), settingKey('personsPerRoomMax')],
    });
    out = {
      ...out,
      personsPerRoomDefault: Math.min(
        Math.max(out.personsPerRoomDefault, out.personsPerRoomMin),
        out.personsPerRoomMax,
      ),
    };
  }
  return out;
}
