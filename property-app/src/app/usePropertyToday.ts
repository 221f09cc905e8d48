import { type CalendarDate, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider.tsx';
import { queryKeys } from './queryKeys.ts';

/**
 * A property's today, in its time zone, as the server's one clock says it (GET /api/staff/dashboard): the one place
 * the property app learns "today". Null until known; the browser's day only if the server cannot say it.
 */
export function usePropertyToday(propertyId: number | null): CalendarDate | null {
  const api = useApi();
  const read = useQuery({
    queryKey: queryKeys.propertyToday(),
    queryFn: () => api.dashboard(),
    staleTime: 5 * 60_000,
  });
  if (propertyId === null) return null;
  if (read.isError) return today(getLocalTimeZone());
  if (!read.data) return null;
  const day = read.data.properties.find((p) => p.id === propertyId)?.today;
  return day ? parseDate(day) : today(getLocalTimeZone());
}
