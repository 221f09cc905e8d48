import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListResponse, StaffLiveEvent } from '@venue/contract';
import { useEffect, useRef } from 'react';

/**
 * What a live listener hears: the server's events (docs/api.md#live-changes), `reconnected` after the stream was
 * lost and opened again (events may have been missed: re-read what is shown), and `read` when this app itself
 * read a booking's thread (the server marks messages read without an event; the unread counts follow it).
 */
export type LiveNews =
  | StaffLiveEvent
  | { readonly kind: 'reconnected' }
  | { readonly kind: 'read'; readonly bookingId: number };

type Listener = (news: LiveNews) => void;

const EVENTS_PATH = '/api/staff/events';
const listeners = new Set<Listener>();
let source: EventSource | null = null;

const tell = (news: LiveNews) => {
  for (const listener of [...listeners]) listener(news);
};

/**
 * One EventSource for the whole page, shared by every listener (the menu's unread count and the page itself)
 * and closed when the last one leaves. The browser sends the `authtoken` cookie and reconnects by itself after a
 * dropped connection; each `ready` after the first says so.
 */
function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(EVENTS_PATH);
  let readyBefore = false;
  const onEvent = (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = StaffLiveEvent.safeParse(data);
    if (parsed.success) tell(parsed.data);
  };
  opened.addEventListener('booking', onEvent);
  // The server names message events `message`, which is also an EventSource's default event type.
  opened.addEventListener('message', onEvent);
  opened.addEventListener('ready', () => {
    if (readyBefore) tell({ kind: 'reconnected' });
    readyBefore = true;
  });
  source = opened;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}

/** Tells the listeners of this page that the app read a booking's thread (the unread counts change). */
export function threadRead(bookingId: number): void {
  tell({ kind: 'read', bookingId });
}

/**
 * Calls `onNews` for every live change at the user's properties (bookings and messages) while the component is
 * mounted and `enabled`; `onNews` may change between renders. All hooks of a page share one stream.
 */
export function useLiveEvents(onNews: (news: LiveNews) => void, enabled = true): void {
  const latest = useRef(onNews);
  latest.current = onNews;
  useEffect(() => {
    if (!enabled) return;
    return subscribe((news) => latest.current(news));
  }, [enabled]);
}

/**
 * Calls `run` once after a burst of news has settled (`delay` ms without more), with everything that came in the
 * burst: five bookings changed at once are one re-read and one announcement.
 */
export function useLiveBurst(
  accept: (news: LiveNews) => boolean,
  run: (burst: readonly LiveNews[]) => void,
  { enabled = true, delay = 250 }: { enabled?: boolean; delay?: number } = {},
): void {
  const pending = useRef<LiveNews[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestRun = useRef(run);
  latestRun.current = run;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveEvents((news) => {
    if (!accept(news)) return;
    pending.current.push(news);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const burst = pending.current;
      pending.current = [];
      latestRun.current(burst);
    }, delay);
  }, enabled);
}

/** A server-paged list as a page shows it: the last answer, whether a read is under way, whether it failed. */
export interface ListLoad<T> {
  readonly data: ListResponse<T> | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * Reads the list page keyed `queryKey` through the cache (a new key reads again, with the loading state and the last
 * page still shown) and keeps it fresh: news that `accept`s re-reads the same page in place (no loading state, so
 * rows, focus and scroll stay) and hands the burst and the new page to `announce`. A key changed meanwhile wins.
 * `retry` asks for the page again after a failure.
 */
export function useLiveList<T>(
  queryKey: readonly unknown[],
  read: () => Promise<ListResponse<T>>,
  accept: (news: LiveNews) => boolean,
  announce: (burst: readonly LiveNews[], items: readonly T[]) => void,
): { load: ListLoad<T>; retry: () => void } {
  const queries = useQueryClient();
  const list = useQuery({ queryKey, queryFn: read, placeholderData: keepPreviousData });
  const shown = useRef(hashKey(queryKey));
  shown.current = hashKey(queryKey);

  useLiveBurst(accept, (burst) => {
    const asked = queryKey;
    read().then(
      (data) => {
        if (shown.current !== hashKey(asked)) return;
        queries.setQueryData(asked, data);
        announce(burst, data.items);
      },
      () => {},
    );
  });

  // A failed read shows no rows; asking again shows the loading state until the answer.
  const failed = list.isError && !list.isFetching;
  const load: ListLoad<T> = { data: failed ? null : (list.data ?? null), loading: list.isFetching, failed };
  return { load, retry: () => void list.refetch() };
}
