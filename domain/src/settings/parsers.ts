import { Time } from '@internationalized/date';
import { WEEKDAY_NAMES } from '../dates/isoDate.ts';
import { contactFieldRules } from '../forms/contact.ts';
import { fieldErrorKey } from '../forms/validators.ts';
import type { Cents, StartWeekdays } from '../model/entities.ts';

/** The outcome of reading one raw setting value. */
type ParseOutcome<T> =
  | { readonly ok: true; readonly value: T }
  /** `entry`: the entry of a list that was refused, for a message that names it. */
  | { readonly ok: false; readonly reason: string; readonly entry?: string };

/** Reads one trimmed, non-empty raw setting value. */
export type SettingParser<T> = (raw: string) => ParseOutcome<T>;

const ok = <T>(value: T): ParseOutcome<T> => ({ ok: true, value });
const fail = (reason: string): ParseOutcome<never> => ({ ok: false, reason });

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

/** true/false, 1/0, yes/no, on/off (any case). */
export const parseBoolean: SettingParser<boolean> = (raw) => {
  const v = raw.toLowerCase();
  if (TRUE.has(v)) return ok(true);
  if (FALSE.has(v)) return ok(false);
  return fail('not a boolean');
};

/** A whole number not below `min`. */
export const parseInteger =
  (min: number): SettingParser<number> =>
  (raw) => {
    if (!/^[+-]?\d+$/.test(raw)) return fail('not an integer');
    const n = Number(raw);
    if (n < min) return fail(`below ${min}`);
    return ok(n);
  };

/** A whole number not below `min`, or "no limit" (Infinity, infinite, unlimited, -1) as Infinity. */
export const parseUpperBound =
  (min: number): SettingParser<number> =>
  (raw) => {
    if (/^(infinity|infinite|unlimited|-1)$/i.test(raw)) return ok(Number.POSITIVE_INFINITY);
    return parseInteger(min)(raw);
  };

/** Any non-empty text. */
export const parseText: SettingParser<string | null> = (raw) => ok(raw);

/** An e-mail address by the booker form's rule (docs/rules.md#forms). */
export const parseEmail: SettingParser<string | null> = (raw) =>
  fieldErrorKey(raw, contactFieldRules().email) ? fail('not an e-mail address') : ok(raw);

/** A phone number by the booker form's rule (docs/rules.md#forms): digits with spaces, +, /, -, dots, brackets. */
export const parsePhone: SettingParser<string | null> = (raw) =>
  fieldErrorKey(raw, contactFieldRules().phone) ? fail('not a phone number') : ok(raw);

/** A comma list; blank entries dropped, each entry trimmed. */
export const parseList: SettingParser<readonly string[]> = (raw) =>
  ok(
    Object.freeze(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  );

/** A DNS name: dot-separated labels of letters, digits and inner hyphens (an IDN in its xn-- form). */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const ORIGIN = /^(https?):\/\/([^/:]+)(?::(\d{1,5}))?\/?$/;
/** Hosts that are the user's own machine, the only ones an http origin may name (a developer's test page). */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/**
 * One website origin as a browser reports it (`event.origin`, CSP `frame-ancestors`): `https://host[:port]`, or
 * `http://` for localhost and 127.0.0.1 only; no path (a lone trailing `/` is dropped), query, fragment,
 * credentials, wildcard or whitespace. Lower-cased and without its scheme's default port, so it compares equal.
 */
function parseOrigin(entry: string): ParseOutcome<string> {
  const refuse = (why: string) => ({ ok: false as const, reason: `${JSON.stringify(entry)} ${why}`, entry });
  const m = ORIGIN.exec(entry.toLowerCase());
  if (!m) return refuse('is not an origin https://host[:port] (no path, query, wildcard or spaces)');
  const [, scheme, host = '', port] = m;
  if (!HOST_NAME.test(host) || host.length > 253) return refuse('does not name a host');
  if (scheme === 'http' && !LOOPBACK.has(host)) return refuse('must use https (http only for localhost)');
  const number = port === undefined ? undefined : Number(port);
  if (number !== undefined && (number < 1 || number > 65535)) return refuse('has no valid port');
  const defaultPort = scheme === 'https' ? 443 : 80;
  return ok(`${scheme}://${host}${number === undefined || number === defaultPort ? '' : `:${number}`}`);
}

/**
 * A comma list of website origins (docs/settings.md#value-types, docs/embedding.md): blanks dropped, each entry an
 * origin by `parseOrigin`, duplicates once. The first refused entry is named in the reason and as `entry`.
 */
export const parseOriginList: SettingParser<readonly string[]> = (raw) => {
  const origins: string[] = [];
  for (const entry of raw.split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const parsed = parseOrigin(trimmed);
    if (!parsed.ok) return parsed;
    if (!origins.includes(parsed.value)) origins.push(parsed.value);
  }
  return ok(Object.freeze(origins));
};

/** An amount in currency units ("500", "499.9", "1234,50") as cents. */
export const parseCents: SettingParser<Cents | null> = (raw) => {
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return fail('not an amount');
  const fraction = (m[2] ?? '').padEnd(2, '0');
  return ok(Number(m[1]) * 100 + Number(fraction));
};

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A wall-clock time 'HH:mm' or 'HH:mm:ss'. */
export const parseTimeOfDay: SettingParser<Time> = (raw) => {
  const m = TIME.exec(raw);
  if (!m) return fail('not a time HH:mm:ss');
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return fail('time out of range');
  return ok(new Time(h, min, s));
};

/** A duration 'HH:mm:ss' (or a plain number of minutes) as whole minutes, at least 1. */
export const parseDurationMinutes: SettingParser<number> = (raw) => {
  if (/^\d+$/.test(raw)) return Number(raw) >= 1 ? ok(Number(raw)) : fail('below 1 minute');
  const m = TIME.exec(raw);
  if (!m) return fail('not a duration HH:mm:ss');
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (min > 59 || s > 59) return fail('duration out of range');
  const minutes = h * 60 + min + Math.ceil(s / 60);
  return minutes >= 1 ? ok(minutes) : fail('below 1 minute');
};

/**
 * Start weekdays as a JSON object `{"monday":true,...}` (missing days are allowed) or as a comma
 * list of the allowed day names ("monday,friday").
 */
export const parseStartWeekdays: SettingParser<StartWeekdays> = (raw) => {
  if (raw.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return fail('invalid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('not an object');
    const obj = parsed as Record<string, unknown>;
    const days: Record<string, boolean> = {};
    for (const day of WEEKDAY_NAMES) {
      const v = obj[day];
      if (v !== undefined && typeof v !== 'boolean') return fail(`${day} is not a boolean`);
      days[day] = v ?? true;
    }
    return ok(Object.freeze(days as unknown as StartWeekdays));
  }
  const names = raw.split(',').map((s) => s.trim().toLowerCase());
  const unknown = names.find((n) => !(WEEKDAY_NAMES as readonly string[]).includes(n));
  if (unknown !== undefined) return fail(`unknown weekday ${unknown}`);
  const days = Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, names.includes(d)]));
  return ok(Object.freeze(days as unknown as StartWeekdays));
};
