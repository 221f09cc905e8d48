import type { ListResponse } from '@venue/contract';

/** The parsed generic list query (see listQuery in src/api/common.ts). */
export interface ListParams {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sortKey?: string | undefined;
  readonly descending: boolean;
  readonly lazy: boolean;
}

/**
 * The one implementation of the generic list pattern (docs/api.md#lists) over an already filtered, property-scoped
 * list: sort by a whitelisted key (o.sort, `|desc`), page with p.i/p.s, count unless lazylist.
 */
export function pageOf<T extends object>(items: readonly T[], q: ListParams): ListResponse<T> {
  let sorted = items;
  if (q.sortKey) {
    const key = q.sortKey as keyof T;
    const dir = q.descending ? -1 : 1;
    sorted = [...items].sort((a, b) => {
      const x = a[key] as unknown;
      const y = b[key] as unknown;
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return String(x ?? '').localeCompare(String(y ?? '')) * dir;
    });
  }
  const from = q.pageIndex * q.pageSize;
  const page = sorted.slice(from, from + q.pageSize);
  return {
    items: page,
    total: q.lazy ? null : items.length,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    hasMore: from + page.length < items.length,
  };
}
