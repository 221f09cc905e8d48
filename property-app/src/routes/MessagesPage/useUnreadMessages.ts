import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse, MessageOverviewItem } from '@venue/contract';
import { useApi } from '../../app/ApiProvider.tsx';
import { useLiveBurst } from '../../app/live.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { unreadApiQuery, unreadCount } from './overviewQuery.ts';

const countOf = (page: ListResponse<MessageOverviewItem>) => unreadCount(page.items);

/**
 * How many of the bookers' messages no staff user has read yet (null until known; the last count stays when a read
 * fails), kept current by the live events: a new message, and this app reading a thread (docs/api.md#messages).
 */
export function useUnreadMessages(): number | null {
  const api = useApi();
  const queries = useQueryClient();
  const key = queryKeys.messageOverview(unreadApiQuery);
  const read = useQuery({
    queryKey: key,
    queryFn: () => api.messageOverview(unreadApiQuery),
    select: countOf,
  });
  useLiveBurst(
    (n) => n.kind === 'message' || n.kind === 'read' || n.kind === 'reconnected',
    () => void queries.invalidateQueries({ queryKey: key }),
  );
  return read.data ?? null;
}
