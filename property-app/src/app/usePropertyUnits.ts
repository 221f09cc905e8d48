import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../routes/OfferPage/useOfferContext.ts';
import { useApi } from './ApiProvider.tsx';

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
  const [groups, setGroups] = useState<UnitGroupUnits[] | 'failed' | null>(null);
  useEffect(() => {
    if (propertyId === null) return;
    let live = true;
    api.resources.unitgroup
      .list({ 'f.propertyId': propertyId, 'o.sort': 'sort', 'p.s': 500 })
      .then(async (page) => {
        const withUnits = await Promise.all(
          page.items.map(async (g) => ({
            id: g.id,
            name: nameIn(g, i18n.language),
            units: (await api.resources.unit.list({ 'f.unitgroupId': g.id, 'p.s': 500 })).items
              .map((u) => ({ id: u.id, name: u.name }))
              .sort((a, b) => byName.compare(a.name, b.name)),
          })),
        );
        if (live) setGroups(withUnits.filter((g) => g.units.length > 0));
      })
      .catch(() => live && setGroups('failed'));
    return () => {
      live = false;
    };
  }, [api, propertyId, i18n.language]);
  return groups;
}
