import { parseDate } from '@internationalized/date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { compactDate } from '@venue/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { occupancyGroups } from './occupancyGrid.ts';

/**
 * The occupancy of the days `days` (docs/api.md#unavailability-lists): the unit groups (names in the app's
 * language, category for how days are counted) and each unit's busy periods, as rows of cells. `null` while
 * loading, 'failed' when the server did not answer; `reload` asks again (after a block is made).
 */
export function useOccupancy(propertyId: number | null, days: readonly string[]) {
  const api = useApi();
  const queries = useQueryClient();
  const { i18n } = useTranslation();
  const from = days[0];
  const to = days.at(-1);
  const groupsQuery = { 'f.propertyId': propertyId ?? 0, 'o.sort': 'sort', 'p.s': 500 } as const;
  const groupRows = useQuery({
    queryKey: queryKeys.resourceList('unitgroup', groupsQuery),
    enabled: propertyId !== null,
    queryFn: () => api.resources.unitgroup.list(groupsQuery),
  });
  // The busy periods of the frame; rows of another frame are not shown as this one's while the new frame loads.
  const busy = useQuery({
    queryKey: queryKeys.occupancy(propertyId ?? 0, from ?? '', to ?? ''),
    enabled: propertyId !== null && groupRows.isSuccess && from !== undefined && to !== undefined,
    queryFn: () =>
      api.blocks.unitOccupancy({
        'f.propertyId': propertyId ?? 0,
        'f.dateframeFrom': compactDate(parseDate(from ?? '')),
        'f.dateframeTo': compactDate(parseDate(to ?? '')),
        'p.s': 2000,
      }),
  });

  const reload = useCallback(
    () =>
      void queries.invalidateQueries({
        queryKey: queryKeys.occupancy(propertyId ?? 0, from ?? '', to ?? ''),
      }),
    [queries, propertyId, from, to],
  );
  // Named in the language the user reads now (a language change needs no new read).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `days` are the frame the busy periods are keyed by.
  const groups = useMemo(() => {
    if (!groupRows.data || !busy.data) return null;
    const named = groupRows.data.items.map((g) => ({
      id: g.id,
      name: nameIn(g, i18n.language),
      category: g.category,
    }));
    return occupancyGroups(named, busy.data.items, days, busy.data.groupHolds);
  }, [groupRows.data, busy.data, i18n.language]);
  const failed = groupRows.isError || busy.isError;
  return { groups: failed ? ('failed' as const) : groups, reload };
}
