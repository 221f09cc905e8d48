import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/ApiProvider.tsx';
import { useLiveBurst } from '../../app/live.ts';
import { unreadApiQuery, unreadCount } from './overviewQuery.ts';

/**
 * How many of the bookers' messages no staff user has read yet (null until known), kept current by the live
 * events: a new message, and this app reading a thread (docs/api.md#messages).
 */
export function useUnreadMessages(): number | null {
  const api = useApi();
  const [count, setCount] = useState<number | null>(null);
  const read = useCallback(
    () =>
      api.messageOverview(unreadApiQuery).then(
        (page) => setCount(unreadCount(page.items)),
        () => {},
      ),
    [api],
  );
  useEffect(() => {
    void read();
  }, [read]);
  useLiveBurst(
    (n) => n.kind === 'message' || n.kind === 'read' || n.kind === 'reconnected',
    () => void read(),
  );
  return count;
}
