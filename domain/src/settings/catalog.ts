import { Time } from '@internationalized/date';
import { WEEKDAY_NAMES } from '../dates/isoDate.ts';
import type { StartWeekdays } from '../model/entities.ts';
import { PaymentMethod } from '../model/enums.ts';
import { PAYMENT_OPTIONS, SETTING_FIELDS, type SettingGroup, settingKey, settingTypeOf } from './settings.ts';
import type { SettingType } from './settingTypes.ts';
import { defaultSettings, SETTING_PREFIX } from './typedSettings.ts';

/*
 * The catalog of every setting a hotel can store (docs/settings.md#settings-table and #payment-options): its key,
 * its type, its default and its group. It is built from the same table `readSettings` and `settingValueProblem`
 * read with, so a settings form shows exactly what the server accepts and what the configurator reads.
 */

/** One setting as a form shows it. */
export interface SettingSpec {
  /** The key without the `web.engine.configuration.` prefix ('minNightcount', 'paymentOptions.kind'). */
  readonly key: string;
  readonly group: SettingGroup;
  /** The value type, with the parser that reads a stored value (and refuses a wrong one). */
  readonly type: SettingType<unknown>;
  /**
   * The value in effect while the key is not stored, written as a hotel would store it; '' means "not set"
   * (no promo code, no amount limit...). An upper bound without limit is 'unlimited'.
   */
  readonly defaultValue: string;
}

/** A typed default written as the text a hotel would store. */
function formatted(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value === Number.POSITIVE_INFINITY) return 'unlimited';
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return String(value);
  if (value instanceof Time) return value.toString();
  if (Array.isArray(value)) return value.join(',');
  const days = value as StartWeekdays;
  return WEEKDAY_NAMES.filter((day) => days[day]).join(',');
}

/** The defaults of the payment options the code reads: every method offered, kind not set, no sandbox switch. */
const PAYMENT_OPTION_DEFAULTS: Readonly<Record<string, string>> = {
  methods: PaymentMethod.join(','),
  kind: '',
  sandbox: 'false',
};

/** Every setting, in the order of docs/settings.md (the payment options after the provider kinds' switches). */
export const SETTING_CATALOG: readonly SettingSpec[] = Object.freeze(
  SETTING_FIELDS.flatMap((field): SettingSpec[] => {
    const { type, group } = settingTypeOf(field);
    const spec = { key: settingKey(field), group, type, defaultValue: formatted(defaultSettings[field]) };
    if (field !== 'paymentApaleoEnabled') return [spec];
    const options = Object.entries(PAYMENT_OPTIONS).map(([name, optionType]) => ({
      key: `paymentOptions.${name}`,
      group,
      type: optionType,
      defaultValue: PAYMENT_OPTION_DEFAULTS[name] ?? '',
    }));
    return [spec, ...options];
  }),
);

const specByKey: ReadonlyMap<string, SettingSpec> = new Map(SETTING_CATALOG.map((spec) => [spec.key, spec]));

/** The catalog entry of a key (with or without prefix); undefined for a key the catalog does not know. */
export function settingSpec(key: string): SettingSpec | undefined {
  return specByKey.get(key.startsWith(SETTING_PREFIX) ? key.slice(SETTING_PREFIX.length) : key);
}
