import type { Catalog } from './cart.ts';
import type { Service, Servicegroup, Servicetype, Timeslicedefinition, Unitgroup } from './entities.ts';

/** The catalog's entities by id, plus the relation group keys with the items that carry them. */
export interface CatalogIndex {
  readonly unitgroups: ReadonlyMap<number, Unitgroup>;
  readonly services: ReadonlyMap<number, Service>;
  readonly servicesByCode: ReadonlyMap<string, Service>;
  readonly servicetypes: ReadonlyMap<number, Servicetype>;
  readonly servicegroups: ReadonlyMap<number, Servicegroup>;
  readonly timeslicedefinitions: ReadonlyMap<number, Timeslicedefinition>;
  /** docs/rules.md#relations: a group key acts only when all items carrying it are selected; these are those items. */
  readonly groupKeyOwners: ReadonlyMap<
    string,
    readonly { readonly kind: 'service' | 'unitgroup'; readonly id: number }[]
  >;
}

// A catalog is an immutable value, so its index can be computed once per catalog object.
const cache = new WeakMap<Catalog, CatalogIndex>();

function byId<T extends { readonly id: number }>(list: readonly T[]): ReadonlyMap<number, T> {
  return new Map(list.map((item) => [item.id, item]));
}

/** The lookup index of a catalog (memoised per catalog object; the catalog must not be mutated). */
export function indexCatalog(catalog: Catalog): CatalogIndex {
  const cached = cache.get(catalog);
  if (cached) return cached;
  const groupKeyOwners = new Map<string, { kind: 'service' | 'unitgroup'; id: number }[]>();
  const addOwner = (key: string | null, kind: 'service' | 'unitgroup', id: number) => {
    if (key === null || key === '') return;
    const owners = groupKeyOwners.get(key) ?? [];
    if (!owners.some((o) => o.kind === kind && o.id === id)) owners.push({ kind, id });
    groupKeyOwners.set(key, owners);
  };
  for (const s of catalog.services)
    for (const r of s.relationList) addOwner(r.entityrelationgroupkey, 'service', s.id);
  for (const u of catalog.unitgroups)
    for (const r of u.relationList) addOwner(r.entityrelationgroupkey, 'unitgroup', u.id);
  const index: CatalogIndex = {
    unitgroups: byId(catalog.unitgroups),
    services: byId(catalog.services),
    servicesByCode: new Map(catalog.services.map((s) => [s.code, s])),
    servicetypes: byId(catalog.servicetypes),
    servicegroups: byId(catalog.servicegroups),
    timeslicedefinitions: byId(catalog.timeslicedefinitions),
    groupKeyOwners,
  };
  cache.set(catalog, index);
  return index;
}
