import { parseDate } from '@internationalized/date';
import { compactDate } from '@venue/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { type OccupancyGroup, occupancyGroups } from './occupancyGrid.ts';

type Groups = readonly { id: number; name: string; category: number }[];

/**
 * The occupancy of the days `days` (docs/api.md#unavailability-lists): the unit groups (names in the app's
 * language, category for how days are counted) and each unit's busy periods, as rows of cells. `null` while
 * loading, 'failed' when the server did not answer; `reload` asks again (after a block is made).
 */
export function useOccupancy(propertyId: number | null, days: readonly string[]) {
  const api = useApi();
  const { i18n } = useTranslation();
  const [groups, setGroups] = useState<Groups | 'failed' | null>(null);
  const [result, setResult] = useState<{ key: string; groups: OccupancyGroup[] } | 'failed' | null>(null);
  const [round, setRound] = useState(0);
  const from = days[0];
  const to = days.at(-1);
  const key = `${propertyId}|${from}|${to}`;

  useEffect(() => {
    if (propertyId === null) return;
    let live = true;
    api.resources.unitgroup.list({ 'f.propertyId': propertyId, 'o.sort': 'sort', 'p.s': 500 }).then(
      (page) =>
        live &&
        setGroups(
          page.items.map((g) => ({ id: g.id, name: nameIn(g, i18n.language), category: g.category })),
        ),
      () => live && setGroups('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, propertyId, i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again for the same frame.
  useEffect(() => {
    if (propertyId === null || !Array.isArray(groups) || !from || !to) return;
    let live = true;
    api.blocks
      .unitOccupancy({
        'f.propertyId': propertyId,
        'f.dateframeFrom': compactDate(parseDate(from)),
        'f.dateframeTo': compactDate(parseDate(to)),
        'p.s': 2000,
      })
      .then(
        (page) => live && setResult({ key, groups: occupancyGroups(groups, page.items, days) }),
        () => live && setResult('failed'),
      );
    return () => {
      live = false;
    };
  }, [api, propertyId, groups, key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const failed = groups === 'failed' || result === 'failed';
  // Rows of another frame are not shown as this one's while the new frame loads.
  const current = result !== null && result !== 'failed' && result.key === key ? result.groups : null;
  return { groups: failed ? ('failed' as const) : current, reload };
}
