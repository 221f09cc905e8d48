import { type AvailabilityBody, type AvailabilityRequestBody, isRealDate } from '@venue/contract';
import type { z } from 'zod';

/*
 * A fast path for validating POST /api/unitgroup/availability bodies. The configurator sends one call with
 * one request per unit group and one item per cart line; a body of hundreds of items cost ~1.5-3 ms of CPU
 * in zod (two regexes, a refine and a transform per date, defaults and a refine per item), most of an
 * availability call. This checks exactly what `AvailabilityBody` checks and builds the same output; it
 * answers `undefined` for anything it does not accept, and the caller then runs the zod schema, which
 * either accepts (should this ever disagree) or gives the one error shape. So every rejection and every
 * error message is still zod's; `request.test.ts` checks that both agree on generated bodies.
 */

type Body = z.output<typeof AvailabilityBody>;
type Item = AvailabilityRequestBody['availabilities'][number];

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MAX_ID = 2_147_483_647;
const MAX_REQUESTS = 50;
const MAX_ITEMS = 400;
const MAX_TAGS = 50;
const MAX_SHORT_TEXT = 200;

/** A plain JSON object (not an array, not null). */
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
}

/** `isRealDate`, remembered: a body names the same few days hundreds of times, and it costs ~1 µs. */
const realDates = new Map<string, boolean>();
function isRealDay(iso: string): boolean {
  let real = realDates.get(iso);
  if (real === undefined) {
    real = isRealDate(iso);
    if (realDates.size >= 10_000) realDates.clear();
    realDates.set(iso, real);
  }
  return real;
}

/** `DateTimeSchema`: 'YYYY-MM-DD HH:mm[:ss]' (or with a T) on a real day, normalised to 'YYYY-MM-DD HH:mm'. */
function dateTime(v: unknown): string | undefined {
  if (typeof v !== 'string' || !DATE_TIME.test(v)) return undefined;
  const day = v.slice(0, 10);
  if (!isRealDay(day)) return undefined;
  return `${day} ${v.slice(11, 16)}`;
}

/** Fails the fast path (the caller falls back to zod). */
const FAIL: unique symbol = Symbol('fail');

/** An optional, nullable field: absent stays absent, null stays null, else `parse` or FAIL. */
function optionalNullable<T>(
  o: Record<string, unknown>,
  key: string,
  parse: (v: unknown) => T | undefined,
): T | null | undefined | typeof FAIL {
  if (!(key in o)) return undefined;
  const v = o[key];
  if (v === null) return null;
  // JSON never has undefined values; anything unusual goes to zod.
  const parsed = parse(v);
  return parsed === undefined ? FAIL : parsed;
}

const id = (v: unknown) => (isInt(v, 1, MAX_ID) ? v : undefined);
const count = (v: unknown) => (isInt(v, 0, 10_000) ? v : undefined);
const shortText = (v: unknown) => (typeof v === 'string' && v.length <= MAX_SHORT_TEXT ? v : undefined);
const time = (v: unknown) =>
  typeof v === 'string' && TIME.test(v) ? (v.length === 5 ? `${v}:00` : v) : undefined;
const rateplan = (v: unknown) => (isObject(v) && isInt(v.id, 1, MAX_ID) ? { id: v.id } : undefined);

function item(v: unknown): Item | undefined {
  if (!isObject(v)) return undefined;
  if (!isInt(v.itemcount, 1, 1000)) return undefined;
  const start = dateTime(v.start);
  const end = dateTime(v.end);
  if (start === undefined || end === undefined || !(end > start)) return undefined;
  const out: Record<string, unknown> = { itemcount: v.itemcount, start, end };
  const nightcount = optionalNullable(v, 'nightcount', count);
  // nightcount is optional but not nullable.
  if (nightcount === FAIL || nightcount === null) return undefined;
  if (nightcount !== undefined) out.nightcount = nightcount;
  for (const key of ['personcount', 'childcount'] as const) {
    if (key in v) {
      const c = count(v[key]);
      if (c === undefined) return undefined;
      out[key] = c;
    } else out[key] = 0;
  }
  const personsperroom = optionalNullable(v, 'personsperroom', count);
  if (personsperroom === FAIL) return undefined;
  if (personsperroom !== undefined) out.personsperroom = personsperroom;
  const plan = optionalNullable(v, 'rateplan', rateplan);
  if (plan === FAIL) return undefined;
  if (plan !== undefined) out.rateplan = plan;
  if ('ignorePersoncount' in v) {
    if (typeof v.ignorePersoncount !== 'boolean') return undefined;
    out.ignorePersoncount = v.ignorePersoncount;
  } else out.ignorePersoncount = false;
  return out as unknown as Item;
}

function request(v: unknown): AvailabilityRequestBody | undefined {
  if (!isObject(v)) return undefined;
  if (!isInt(v.unitgroupId, 1, MAX_ID)) return undefined;
  const out: Record<string, unknown> = { unitgroupId: v.unitgroupId };
  const optional: readonly [string, (x: unknown) => unknown][] = [
    ['timeslicedefinitionId', id],
    ['starttime', time],
    ['endtime', time],
    ['promotioncode', shortText],
    ['customeraccountnumber', shortText],
  ];
  for (const [key, parse] of optional) {
    const value = optionalNullable(v, key, parse);
    if (value === FAIL) return undefined;
    if (value !== undefined) out[key] = value;
  }
  if ('tagIds' in v) {
    const tags = v.tagIds;
    if (!Array.isArray(tags) || tags.length > MAX_TAGS) return undefined;
    for (const t of tags) if (!isInt(t, 1, MAX_ID)) return undefined;
    out.tagIds = tags.slice();
  } else out.tagIds = [];
  const ignore = optionalNullable(v, 'ignoreBookingId', id);
  if (ignore === FAIL) return undefined;
  if (ignore !== undefined) out.ignoreBookingId = ignore;
  const items = v.availabilities;
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_ITEMS) return undefined;
  const parsed: Item[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const a = item(items[i]);
    if (a === undefined) return undefined;
    parsed[i] = a;
  }
  out.availabilities = parsed;
  return out as unknown as AvailabilityRequestBody;
}

/** The parsed body when it is valid as `AvailabilityBody` says, else undefined (then ask zod). */
export function fastAvailabilityBody(value: unknown): Body | undefined {
  if (!Array.isArray(value)) return request(value);
  if (value.length < 1 || value.length > MAX_REQUESTS) return undefined;
  const out: AvailabilityRequestBody[] = new Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const r = request(value[i]);
    if (r === undefined) return undefined;
    out[i] = r;
  }
  return out;
}
