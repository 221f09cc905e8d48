import type { Time } from '@internationalized/date';
import type { Cents, StartWeekdays } from '../model/entities.ts';
import {
  parseBoolean,
  parseCents,
  parseDurationMinutes,
  parseEmail,
  parseInteger,
  parseList,
  parseOriginList,
  parsePhone,
  parseStartWeekdays,
  parseText,
  parseTimeOfDay,
  parseUpperBound,
  type SettingParser,
} from './parsers.ts';

/*
 * The value types of docs/settings.md#value-types: what a form offers for a setting and how a stored value is read.
 * Each type carries its parser, so the description a form shows and the check the server runs cannot drift apart.
 */

/** What kind of value a setting takes (without its parser): enough to choose a form control and explain it. */
export type SettingTypeInfo =
  | { readonly kind: 'boolean' }
  /** A whole number from `min` (and up to `max` when given). */
  | { readonly kind: 'integer'; readonly min: number; readonly max?: number }
  /** A whole number from `min`, or no limit (Infinity, infinite, unlimited, -1). */
  | { readonly kind: 'upperBound'; readonly min: number }
  /** A duration in minutes (HH:mm:ss or a number of minutes), at least 1. */
  | { readonly kind: 'minutes' }
  /** A time of day HH:mm or HH:mm:ss. */
  | { readonly kind: 'time' }
  /** An amount of money in currency units; empty means no limit. */
  | { readonly kind: 'amount' }
  | { readonly kind: 'text' }
  /** An e-mail address; empty means "not set". */
  | { readonly kind: 'email' }
  /** A phone number; empty means "not set". */
  | { readonly kind: 'phone' }
  /** A comma list of free entries. */
  | { readonly kind: 'list' }
  /** A comma list of website origins (https, or http for localhost), as allowed to embed. */
  | { readonly kind: 'origins' }
  /** The weekdays a stay may start on. */
  | { readonly kind: 'weekdays' }
  /** One of fixed options; empty means "not set". */
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  /** A comma list of some of fixed options. */
  | { readonly kind: 'choices'; readonly options: readonly string[] };

/** A setting's type with the parser that reads (and so checks) its stored text. */
export type SettingType<T> = SettingTypeInfo & { readonly parse: SettingParser<T> };

export const booleanType: SettingType<boolean> = { kind: 'boolean', parse: parseBoolean };

export function integerType(min: number, max?: number): SettingType<number> {
  const atLeast = parseInteger(min);
  if (max === undefined) return { kind: 'integer', min, parse: atLeast };
  return {
    kind: 'integer',
    min,
    max,
    parse: (raw) => {
      const parsed = atLeast(raw);
      return parsed.ok && parsed.value > max ? { ok: false, reason: `above ${max}` } : parsed;
    },
  };
}

export function upperBoundType(min: number): SettingType<number> {
  return { kind: 'upperBound', min, parse: parseUpperBound(min) };
}

export const minutesType: SettingType<number> = { kind: 'minutes', parse: parseDurationMinutes };
export const timeType: SettingType<Time> = { kind: 'time', parse: parseTimeOfDay };
export const amountType: SettingType<Cents | null> = { kind: 'amount', parse: parseCents };
export const textType: SettingType<string | null> = { kind: 'text', parse: parseText };
export const emailType: SettingType<string | null> = { kind: 'email', parse: parseEmail };
export const phoneType: SettingType<string | null> = { kind: 'phone', parse: parsePhone };
export const listType: SettingType<readonly string[]> = { kind: 'list', parse: parseList };
export const originListType: SettingType<readonly string[]> = { kind: 'origins', parse: parseOriginList };
export const weekdaysType: SettingType<StartWeekdays> = { kind: 'weekdays', parse: parseStartWeekdays };

/** One of `options` (exact spelling). */
export function choiceType(options: readonly string[]): SettingType<string> {
  return {
    kind: 'choice',
    options,
    parse: (raw) =>
      options.includes(raw)
        ? { ok: true, value: raw }
        : { ok: false, reason: `not one of ${options.join(', ')}` },
  };
}

/** A comma list of some of `options` (exact spelling, blanks dropped). */
export function choicesType(options: readonly string[]): SettingType<string> {
  return {
    kind: 'choices',
    options,
    parse: (raw) => {
      const names = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const unknown = names.find((name) => !options.includes(name));
      return unknown === undefined
        ? { ok: true, value: names.join(',') }
        : { ok: false, reason: `unknown option ${unknown}` };
    },
  };
}
