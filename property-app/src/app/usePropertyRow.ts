import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceRow } from '../api/resources.ts';
import { useApi } from './ApiProvider.tsx';
import { queryKeys } from './queryKeys.ts';

type PropertyRow = ResourceRow<'property'>;

/**
 * The property's own row (its language, currency, theme, version), read through the shared cache: `row` is null
 * while loading and 'failed' when the server did not answer; `replace` puts a saved row in its place, `reload`
 * reads it again (after a conflict).
 */
export function usePropertyRow(propertyId: number | null) {
  const api = useApi();
  const queries = useQueryClient();
  const key = queryKeys.resource('property', propertyId ?? 0);
  const read = useQuery({
    queryKey: key,
    enabled: propertyId !== null,
    queryFn: () => api.resources.property.get(propertyId ?? 0),
  });
  const row: PropertyRow | 'failed' | null = read.isError ? 'failed' : (read.data ?? null);
  return {
    row,
    replace: (fresh: PropertyRow) => queries.setQueryData(key, fresh),
    reload: () => void read.refetch(),
  };
}
