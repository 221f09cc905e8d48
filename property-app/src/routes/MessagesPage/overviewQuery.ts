import type { Query } from '@venue/api-client';

/** Conversations per page of the message overview. */
export const OVERVIEW_PAGE_SIZE = 25;

/** What the message overview shows; kept in the address of /app/messages (`unread=1&page=2`). */
export interface OverviewView {
  readonly unreadOnly: boolean;
  /** From 1. */
  readonly page: number;
}

/** Reads the view from the query string; anything malformed is the default. */
export function overviewFromSearch(search: string): OverviewView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    unreadOnly: params.get('unread') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** Writes the view as a query string (without '?'), leaving out the defaults. */
export function overviewToSearch(view: OverviewView): string {
  const params = new URLSearchParams();
  if (view.unreadOnly) params.set('unread', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params.toString();
}

/** GET /api/messageoverview/list's query (docs/api.md#messages): newest last message first. */
export function overviewApiQuery(view: OverviewView): Query {
  return {
    'p.i': view.page - 1,
    'p.s': OVERVIEW_PAGE_SIZE,
    'f.unread': view.unreadOnly ? true : null,
  };
}

/** The query of the menu's unread count: the conversations with unread messages (their sum is the count). */
export const unreadApiQuery: Query = { 'p.i': 0, 'p.s': 100, 'f.unread': true, lazylist: true };

/** How many of the bookers' messages no staff user has read, over the conversations listed. */
export function unreadCount(items: readonly { readonly unread: number }[]): number {
  return items.reduce((sum, item) => sum + item.unread, 0);
}
