import { parseTime, Time } from '@internationalized/date';
import { defaultSettings, type Settings } from './typedSettings.ts';

/*
 * docs/serving.md#the-settings-already-read: typed settings as JSON and back, so a page can carry its property's
 * settings already read (readSettings) and the browser's first screen needs neither the settings' table nor their
 * parsers. JSON has no time of day and no Infinity ("no upper limit"): those are written as `{ "time": "08:00:00" }`
 * and `{ "number": "Infinity" }`. This module stays apart from settings.ts's table, which it must not pull in.
 */

/** Typed settings written as JSON values (see settingsFromJson). */
export type SettingsJson = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueToJson(value: unknown): unknown {
  if (value instanceof Time) return { time: value.toString() };
  if (value === Number.POSITIVE_INFINITY) return { number: 'Infinity' };
  return value;
}

/** `settings` as JSON values: what JSON.stringify keeps and settingsFromJson reads back unchanged. */
export function settingsToJson(settings: Settings): SettingsJson {
  return Object.fromEntries(Object.entries(settings).map(([field, value]) => [field, valueToJson(value)]));
}

/** A JSON value as the kind of `fallback` (the field's default), or undefined when it is not of that kind. */
function valueFromJson(value: unknown, fallback: unknown): unknown {
  if (fallback instanceof Time) {
    if (!isRecord(value) || typeof value.time !== 'string') return undefined;
    try {
      return parseTime(value.time);
    } catch {
      return undefined;
    }
  }
  if (isRecord(value) && value.number === 'Infinity')
    return typeof fallback === 'number' ? Infinity : undefined;
  if (typeof fallback === 'boolean' || typeof fallback === 'number' || typeof fallback === 'string')
    return typeof value === typeof fallback ? value : undefined;
  if (Array.isArray(fallback)) return Array.isArray(value) ? Object.freeze([...value]) : undefined;
  if (isRecord(fallback)) return isRecord(value) ? Object.freeze({ ...value }) : undefined;
  // A field without a value by default (an amount, a text) is null or a number or string.
  return value === null || typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/**
 * Settings written by settingsToJson, or null when `json` is not such settings: a field missing, one more, or a
 * value not of its default's kind (the reader then reads the property's setting list instead).
 */
export function settingsFromJson(json: unknown): Settings | null {
  if (!isRecord(json)) return null;
  const fields = Object.keys(defaultSettings) as (keyof Settings)[];
  if (Object.keys(json).length !== fields.length) return null;
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (!Object.hasOwn(json, field)) return null;
    const value = valueFromJson(json[field], defaultSettings[field]);
    if (value === undefined) return null;
    values[field] = value;
  }
  return Object.freeze(values) as unknown as Settings;
}
