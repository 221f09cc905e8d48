import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './ApiProvider.tsx';
import { nameIn } from './names.ts';
import { queryKeys } from './queryKeys.ts';

/** A unit group with its units, named in the app's language. */
export interface UnitGroupUnits {
  readonly id: number;
  readonly name: string;
  readonly units: readonly { id: number; name: string }[];
}

const byName = new Intl.Collator(undefined, { numeric: true });

/**
 * The property's unit groups that have units, in the guests' order, each with its units (SGL-2 before SGL-10):
 * what blocks and calendar feeds are chosen from. `null` while loading, 'failed' when the server did not answer.
 */
export function usePropertyUnits(propertyId: number | null): UnitGroupUnits[] | 'failed' | null {
  const api = useApi();
  const { i18n } = useTranslation();
  const read = useQuery({
    queryKey: queryKeys.propertyUnits(propertyId ?? 0),
    enabled: propertyId !== null,
    queryFn: async () => {
      const page = await api.resources.unitgroup.list({
        'f.propertyId': propertyId,
        'o.sort': 'sort',
        'p.s': 500,
      });
      return Promise.all(
        page.items.map(async (g) => ({
          group: g,
          units: (await api.resources.unit.list({ 'f.unitgroupId': g.id, 'p.s': 500 })).items
            .map((u) => ({ id: u.id, name: u.name }))
            .sort((a, b) => byName.compare(a.name, b.name)),
        })),
      );
    },
  });
  // Named in the language the user reads now (a language change needs no new read); one list per answer.
  const groups = useMemo(
    () =>
      read.data
        ?.filter((g) => g.units.length > 0)
        .map((g) => ({ id: g.group.id, name: nameIn(g.group, i18n.language), units: g.units })) ?? null,
    [read.data, i18n.language],
  );
  return read.isError ? 'failed' : groups;
}
