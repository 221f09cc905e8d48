import { useQuery } from '@tanstack/react-query';
import { readSettings, type Settings } from '@venue/domain';
import { useApi } from './ApiProvider.tsx';
import { queryKeys } from './queryKeys.ts';

/**
 * A property's settings as the domain reads them (defaults for what is not stored), through the shared cache: null
 * while loading and 'failed' when the server did not answer.
 */
export function usePropertySettings(propertyId: number | null): Settings | 'failed' | null {
  const api = useApi();
  const read = useQuery({
    queryKey: queryKeys.propertySettingsRead(propertyId ?? 0),
    enabled: propertyId !== null,
    queryFn: async () =>
      readSettings(
        (await api.resources.propertysetting.list({ 'f.propertyId': propertyId ?? 0, 'p.s': 500 })).items,
      ).settings,
  });
  return read.isError ? 'failed' : (read.data ?? null);
}
