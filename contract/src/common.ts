import { z } from 'zod';
import { multilineText, text } from './text.ts';

/*
 * Shared building blocks of the API schemas. This module (and all of the contract) is client-safe:
 * it imports only zod and @venue/domain types, so the configurator's API client validates with it too.
 */

/** The one error shape of every 4xx/5xx answer. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.array(z.unknown()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Largest page a list returns (docs/api.md#lists: country and language lists ask for 10000). */
export const MAX_PAGE_SIZE = 10_000;
/** docs/api.md#lists: default page size. */
export const DEFAULT_PAGE_SIZE = 100;

const digits = (max: number) =>
  text()
    .regex(/^\d{1,9}$/, 'expected a non-negative integer')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** A positive database id in a path or query ("12"). */
export const IdParam = text()
  .regex(/^[1-9]\d{0,8}$/, 'expected a positive integer id')
  .transform(Number);

/** A positive database id in a JSON body. */
export const Id = z.number().int().min(1).max(2_147_483_647);

/** A non-negative integer count in a query. */
export const CountParam = digits(100_000);

/** A boolean flag in a query ("true"/"false"/"1"/"0"). */
export const FlagParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A calendar date in a query, YYYYMMDD (docs/api.md#lists), as ISO 'YYYY-MM-DD'. */
export const CompactDateParam = text()
  .regex(/^\d{8}$/, 'expected YYYYMMDD')
  .transform((v) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`)
  .refine(isRealDate, 'not a calendar date');

/** 'YYYY-MM-DD'. */
export const IsoDateSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine(isRealDate, 'not a calendar date');

/** 'HH:mm' or 'HH:mm:ss', normalised to 'HH:mm:ss'. */
export const TimeSchema = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected HH:mm[:ss]')
  .transform((v) => (v.length === 5 ? `${v}:00` : v));

/** 'YYYY-MM-DD HH:mm' (seconds allowed), normalised to 'YYYY-MM-DD HH:mm'. */
export const DateTimeSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected YYYY-MM-DD HH:mm')
  .refine((v) => isRealDate(v.slice(0, 10)), 'not a calendar date')
  .transform((v) => `${v.slice(0, 10)} ${v.slice(11, 16)}`);

/** Whether 'YYYY-MM-DD' names a real day between the years 1900 and 2200. */
export function isRealDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (!(y >= 1900 && y <= 2200)) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A short free text (names, codes). */
export const ShortText = text().max(200);
/** A longer free text (descriptions, info). */
export const LongText = multilineText().max(5000);

/**
 * The generic list query (docs/api.md#lists): p.i page index, p.s page size (default 100, capped), o.sort with
 * `|desc`, lazylist, and the resource's own `f.*` filters. Unknown parameters are refused so that a
 * mistyped filter is an error rather than a silently unfiltered list.
 */
export function listQuery<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sortKeys: S,
  defaultPageSize = DEFAULT_PAGE_SIZE,
) {
  return z
    .strictObject({
      'p.i': digits(1_000_000).optional(),
      'p.s': digits(MAX_PAGE_SIZE).pipe(z.number().min(1)).optional(),
      'o.sort': text()
        .regex(/^[a-zA-Z]+(\|desc)?$/, 'expected a field name, optionally with |desc')
        .refine((v) => (sortKeys as readonly string[]).includes(v.replace(/\|desc$/, '')), 'unknown sort key')
        .optional(),
      lazylist: FlagParam.optional(),
      ...filters,
    })
    .transform((q) => {
      const b = q as unknown as BaseListInput;
      return {
        ...q,
        pageIndex: b['p.i'] ?? 0,
        pageSize: b['p.s'] ?? defaultPageSize,
        sortKey: b['o.sort']?.replace(/\|desc$/, ''),
        descending: b['o.sort']?.endsWith('|desc') ?? false,
        lazy: b.lazylist ?? false,
      };
    });
}

interface BaseListInput {
  readonly 'p.i'?: number;
  readonly 'p.s'?: number;
  readonly 'o.sort'?: string;
  readonly lazylist?: boolean;
}

/** The answer of every list call. `total` is null for a lazy list (lazylist=true). */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nullable(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}
export interface ListResponse<T> {
  readonly items: readonly T[];
  readonly total: number | null;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly hasMore: boolean;
}
