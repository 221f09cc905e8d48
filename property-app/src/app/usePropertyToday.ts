import { type CalendarDate, parseDate } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider.tsx';
import { queryKeys } from './queryKeys.ts';

/**
 * A property's today, in its time zone, as the server's one clock says it (GET /api/staff/dashboard): the one place
 * the property app learns "today". Null until known.
 */
export function usePropertyToday(propertyId: number | null): CalendarDate | null {
  const api = useApi();
  const read = useQuery({ queryKey: queryKeys.dashboard(), queryFn: () => api.dashboard() });
  const day = read.data?.properties.find((p) => p.id === propertyId)?.today;
  return day ? parseDate(day) : null;
}
