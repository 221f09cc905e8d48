import { CalendarDate } from '@internationalized/date';
import {
  addService,
  addUnitgroup,
  type Cart,
  type Catalog,
  createCart,
  defaultSettings,
  type Relation,
  type RelationResult,
  removeService,
  removeUnitgroup,
  type Service,
  type Unitgroup,
  UnitgroupCategory,
} from '@venue/domain';
import { type ItemRef, itemKey, type Rule } from './relationRules.ts';

/*
 * The preview of a draft rule: the property's catalog as the configurator has it, with the current rules plus
 * the draft, handed to the domain's relation engine (the one the guest's configurator runs). Nothing here
 * decides what a rule does.
 */

/** The fields of the property's rows the preview needs. */
export interface PreviewRows {
  readonly services: readonly {
    readonly id: number;
    readonly code: string;
    readonly servicetypeId: number;
    readonly disabled: boolean;
    readonly inactive: boolean;
  }[];
  readonly unitgroups: readonly {
    readonly id: number;
    readonly code: string;
    readonly category: number;
    readonly multiselect: boolean;
  }[];
  readonly servicetypes: readonly { readonly id: number; readonly notassignedtounitgroup: boolean }[];
}

const relationOf = (rule: Rule): Relation => ({
  entityrelationtype: rule.type,
  entityrelationgroupkey: rule.groupKey,
  relatedServiceId: rule.related.kind === 'service' ? rule.related.id : null,
  relatedUnitgroupId: rule.related.kind === 'unitgroup' ? rule.related.id : null,
});

const targetOf = (r: Relation): ItemRef =>
  r.relatedServiceId !== null
    ? { kind: 'service', id: r.relatedServiceId }
    : { kind: 'unitgroup', id: r.relatedUnitgroupId ?? 0 };

const ownedBy = (rules: readonly Rule[], kind: ItemRef['kind'], id: number) =>
  rules.filter((r) => r.owner.kind === kind && r.owner.id === id).map(relationOf);

/**
 * The catalog the engine reads, with the given rules as the items' relations and every item named by `nameOf`
 * (the names the user reads, so the engine's effects can be shown as they are).
 */
export function previewCatalog(
  rows: PreviewRows,
  rules: readonly Rule[],
  nameOf: (ref: ItemRef) => string,
): Catalog {
  const services: Service[] = rows.services.map((s) => ({
    id: s.id,
    code: s.code,
    name: nameOf({ kind: 'service', id: s.id }),
    text: '',
    servicetype: { id: s.servicetypeId },
    servicegroupIds: [],
    serviceOptionList: [],
    minOption: 0,
    maxOption: 0,
    timeenabled: false,
    timeenabledforuserisrequired: false,
    descriptionenabled: false,
    descriptionenabledforuserisrequired: false,
    sellingmode: { id: 1 },
    minimumsalesforfreerent: null,
    rateplanList: [],
    relationList: ownedBy(rules, 'service', s.id),
    available: !s.disabled && !s.inactive,
  }));
  const unitgroups: Unitgroup[] = rows.unitgroups.map((u) => ({
    id: u.id,
    code: u.code,
    name: nameOf({ kind: 'unitgroup', id: u.id }),
    description: '',
    unitgroupcategory: { id: u.category as UnitgroupCategory, multiselect: u.multiselect },
    availabilityoption: null,
    minPersons: 1,
    maxPersons: 1,
    maxSelectablePersonCount: null,
    minimumSales: null,
    minimumSalesPerPerson: null,
    bookDirectly: true,
    hideifunavailable: false,
    ignorePersoncount: false,
    quantity: 1,
    unitgroupDocumentList: [],
    rateplanList: [],
    relationList: ownedBy(rules, 'unitgroup', u.id),
    tagIds: [],
  }));
  return {
    unitgroups,
    services,
    servicetypes: rows.servicetypes.map((s) => ({
      id: s.id,
      code: '',
      name: '',
      notab: false,
      disableingroupmode: false,
      notassignedtounitgroup: s.notassignedtounitgroup,
      required: false,
      minadvancebookingdays: 0,
      sort: 0,
    })),
    servicegroups: [],
    timeslicedefinitions: [],
    tags: [],
  };
}

/** What adding, then removing, the owner does in a guest's cart. */
export interface RulePreview {
  /** Items put in the cart first so the rules that remove something or need a group key can act. */
  readonly assumed: readonly string[];
  readonly onAdd: { readonly added: readonly string[]; readonly removed: readonly string[] };
  readonly onRemove: { readonly added: readonly string[]; readonly removed: readonly string[] };
  /** The rules loop (the engine gave up after too many actions). */
  readonly unstable: boolean;
}

// The preview's cart has no dates: what a rule does does not depend on them.
const settings = { ...defaultSettings, noDefaultStartDate: true };
const EMPTY_CART: Cart = createCart({
  propertyId: 0,
  modeKey: '',
  today: new CalendarDate(2000, 1, 1),
  now: '2000-01-01T00:00:00Z',
  settings,
  catalog: { tags: [] },
});
const ctx = (catalog: Catalog) => ({ catalog, settings });

/** The slot a guest adds an item to: rooms and stay-long services to the stay (0), the rest to the first day. */
function slotOf(catalog: Catalog, ref: ItemRef): number {
  if (ref.kind === 'unitgroup')
    return catalog.unitgroups.find((u) => u.id === ref.id)?.unitgroupcategory.id === UnitgroupCategory.Room
      ? 0
      : 1;
  const service = catalog.services.find((s) => s.id === ref.id);
  const type = catalog.servicetypes.find((s) => s.id === service?.servicetype.id);
  return type?.notassignedtounitgroup ? 0 : 1;
}

function add(cart: Cart, catalog: Catalog, ref: ItemRef): RelationResult {
  const slotIndex = slotOf(catalog, ref);
  return ref.kind === 'service'
    ? addService(cart, { serviceId: ref.id, slotIndex }, ctx(catalog))
    : addUnitgroup(cart, { unitgroupId: ref.id, slotIndex }, ctx(catalog));
}

const names = (effects: RelationResult['added'], ownerKey: string) => [
  ...new Set(effects.filter((e) => e.key !== ownerKey).map((e) => e.name)),
];

/**
 * What the guest's cart does when the owner is added and then removed again, by the domain's relation engine
 * over `catalog` (see previewCatalog). The items the owner's rules remove, and the other items of its group
 * keys, are selected first (without their own rules), so those rules show.
 */
export function previewRule(catalog: Catalog, owner: ItemRef): RulePreview {
  const item =
    owner.kind === 'service'
      ? catalog.services.find((s) => s.id === owner.id)
      : catalog.unitgroups.find((u) => u.id === owner.id);
  const relations = item?.relationList ?? [];
  const removes = (r: Relation) =>
    r.entityrelationtype === 'remove' || r.entityrelationtype === 'removeonremove';
  const adds = new Set(relations.filter((r) => !removes(r)).map((r) => itemKey(targetOf(r))));
  const before = new Map<string, ItemRef>();
  for (const r of relations.filter(removes)) {
    const ref = targetOf(r);
    if (!adds.has(itemKey(ref)) && itemKey(ref) !== itemKey(owner)) before.set(itemKey(ref), ref);
  }
  const groupKeys = new Set(relations.map((r) => r.entityrelationgroupkey).filter((k) => k));
  const carriers = [
    ...catalog.services.map((s) => ({ ref: { kind: 'service', id: s.id } as ItemRef, list: s.relationList })),
    ...catalog.unitgroups.map((u) => ({
      ref: { kind: 'unitgroup', id: u.id } as ItemRef,
      list: u.relationList,
    })),
  ];
  for (const c of carriers)
    if (c.list.some((r) => groupKeys.has(r.entityrelationgroupkey)) && itemKey(c.ref) !== itemKey(owner))
      before.set(itemKey(c.ref), c.ref);

  // The assumed items are put in plainly: their own rules are not what the preview is about.
  const plain: Catalog = {
    ...catalog,
    services: catalog.services.map((s) => ({ ...s, relationList: [] })),
    unitgroups: catalog.unitgroups.map((u) => ({ ...u, relationList: [] })),
  };
  let cart = EMPTY_CART;
  for (const ref of before.values()) cart = add(cart, plain, ref).cart;

  const added = add(cart, catalog, owner);
  const line =
    owner.kind === 'service'
      ? added.cart.services.find((l) => l.serviceId === owner.id && l.origin.kind === 'guest')
      : added.cart.unitgroups.find((l) => l.unitgroupId === owner.id);
  const ownerKey = line?.key ?? '';
  const removed = line
    ? owner.kind === 'service'
      ? removeService(added.cart, ownerKey, ctx(catalog))
      : removeUnitgroup(added.cart, ownerKey, ctx(catalog))
    : null;
  const nameOf = (ref: ItemRef) =>
    (ref.kind === 'service'
      ? catalog.services.find((s) => s.id === ref.id)?.name
      : catalog.unitgroups.find((u) => u.id === ref.id)?.name) ?? '';
  return {
    assumed: [...before.values()].map(nameOf),
    onAdd: { added: names(added.added, ownerKey), removed: names(added.removed, ownerKey) },
    onRemove: {
      added: names(removed?.added ?? [], ownerKey),
      removed: names(removed?.removed ?? [], ownerKey),
    },
    unstable: [added, removed].some((r) =>
      r?.problems.some((p) => p.code === 'UNSTABLE_RELATION_CONFIGURATION'),
    ),
  };
}
