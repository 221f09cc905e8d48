import type { Cart, CartServiceLine, CartUnitgroupLine, Catalog, LineOrigin } from '../model/cart.ts';
import { cartIsEditable } from '../model/cart.ts';
import { type CatalogIndex, indexCatalog } from '../model/catalogIndex.ts';
import type { IsoTime, Relation, Service, Unitgroup } from '../model/entities.ts';
import { type RelationType, UnitgroupCategory } from '../model/enums.ts';
import type { Settings } from '../settings/typedSettings.ts';

/** docs/rules.md#relations: at most 100 relation actions in one handling; more means the configuration loops. */
export const MAX_RELATION_ACTIONS = 100;

/** The settings the relation engine reads (a `Settings` object fits). */
type RelationSettings = Pick<Settings, 'unitgroupAllCategoriesMultiselect'>;

/** What the relation engine needs besides the cart. */
export interface RelationContext {
  readonly catalog: Catalog;
  readonly settings: RelationSettings;
}

/** Why a line was added or removed (for the screen reader announcement of relation effects). */
type RelationCause =
  /** The guest's own action. */
  | 'guest'
  /** A relation of another item (see relationType). */
  | 'relation'
  /** Replaced by another service of a single-choice service group. */
  | 'servicegroup'
  /** Replaced by another unit group of a single-choice category. */
  | 'category'
  /** Removed with the line it belonged to (a generated or child item, a unit group's services). */
  | 'parent';

/** One line the handling added or removed. */
interface RelationEffect {
  readonly key: string;
  readonly kind: 'service' | 'unitgroup';
  readonly itemId: number;
  readonly name: string;
  readonly slotIndex: number;
  readonly cause: RelationCause;
  readonly relationType: RelationType | null;
}

/** Something the engine could not do. */
interface RelationProblem {
  readonly code: 'UNSTABLE_RELATION_CONFIGURATION' | 'CART_LOCKED' | 'UNKNOWN_ITEM' | 'NOT_IN_CART';
  /** A log line for the developer; the guest sees the effects, not this. */
  readonly message: string;
  readonly itemId: number | null;
  readonly key: string | null;
}

/** The outcome of adding or removing an item: the new cart and what changed, net. */
export interface RelationResult {
  readonly cart: Cart;
  readonly added: readonly RelationEffect[];
  readonly removed: readonly RelationEffect[];
  readonly problems: readonly RelationProblem[];
}

/** The fields a new service line may take (the rest get defaults: 1 item, the day's people, 1 duration). */
export interface ServiceLineInit {
  readonly key?: string;
  readonly unitgroupLineKey?: string | null;
  readonly itemcount?: number;
  readonly personcount?: number;
  readonly childcount?: number;
  readonly durationcount?: number;
  readonly starttime?: IsoTime | null;
  readonly endtime?: IsoTime | null;
  readonly description?: string;
  readonly optionIds?: readonly number[];
  readonly rateplanId?: number | null;
}

/** The fields a new unit group line may take. */
export interface UnitgroupLineInit {
  readonly key?: string;
  readonly itemcount?: number;
  readonly personcount?: number;
  readonly childcount?: number;
  readonly personsperroom?: number | null;
  readonly rateplanId?: number | null;
  readonly starttime?: IsoTime | null;
  readonly endtime?: IsoTime | null;
  readonly timeslicedefinitionId?: number | null;
}

/** Relation types that add the related item when their owner is added (docs/rules.md#relations). */
const ADD_ON_ADD: ReadonlySet<RelationType> = new Set<RelationType>([
  'ischild',
  'add',
  'addandremove',
  'generatedservicechild',
  'generatedchild',
  'generatedunitgroupchild',
  'generatedsubset',
]);
/** Children that belong to the line that added them and go when it goes. */
const OWNED: ReadonlySet<string> = new Set<string>([
  'ischild',
  'generatedservicechild',
  'generatedchild',
  'generatedunitgroupchild',
  'generatedsubset',
]);

type Kind = 'service' | 'unitgroup';

type Work =
  | {
      readonly op: 'add';
      readonly kind: Kind;
      readonly itemId: number;
      readonly slotIndex: number;
      readonly unitgroupLineKey: string | null;
      readonly origin: LineOrigin;
      readonly cause: RelationCause;
      readonly relationType: RelationType | null;
      readonly init: ServiceLineInit & UnitgroupLineInit;
    }
  | {
      readonly op: 'remove';
      readonly key: string;
      readonly cause: RelationCause;
      readonly relationType: RelationType | null;
    };

class Unstable extends Error {}

/** Mutable working copy of one handling; never escapes the engine. */
class Handling {
  readonly index: CatalogIndex;
  readonly unitgroups: CartUnitgroupLine[];
  readonly services: CartServiceLine[];
  readonly queue: Work[] = [];
  readonly problems: RelationProblem[] = [];
  readonly log = new Map<string, { added?: RelationEffect; removed?: RelationEffect }>();
  actions = 0;

  constructor(
    readonly cart: Cart,
    readonly ctx: RelationContext,
  ) {
    this.index = indexCatalog(ctx.catalog);
    this.unitgroups = [...cart.unitgroups];
    this.services = [...cart.services];
  }

  count(): void {
    this.actions += 1;
    if (this.actions > MAX_RELATION_ACTIONS) throw new Unstable();
  }

  people(slotIndex: number): number {
    if (slotIndex === 0) return this.cart.people;
    return this.cart.slots.find((s) => s.index === slotIndex)?.people ?? this.cart.people;
  }

  item(kind: Kind, id: number): Service | Unitgroup | undefined {
    return kind === 'service' ? this.index.services.get(id) : this.index.unitgroups.get(id);
  }

  /** Lines of an item in a scope: services by slot and unit group line, unit groups by slot. */
  linesOf(kind: Kind, itemId: number, slotIndex: number, unitgroupLineKey: string | null) {
    return kind === 'service'
      ? this.services.filter(
          (l) =>
            l.serviceId === itemId && l.slotIndex === slotIndex && l.unitgroupLineKey === unitgroupLineKey,
        )
      : this.unitgroups.filter((l) => l.unitgroupId === itemId && l.slotIndex === slotIndex);
  }

  /** The lines a remove-type relation acts on: those in its scope, else any of the item in the slot. */
  relatedLines(target: { kind: Kind; itemId: number; unitgroupLineKey: string | null }, slotIndex: number) {
    const scoped = this.linesOf(target.kind, target.itemId, slotIndex, target.unitgroupLineKey);
    if (scoped.length > 0 || target.kind === 'unitgroup') return scoped;
    return this.services.filter((l) => l.serviceId === target.itemId && l.slotIndex === slotIndex);
  }

  selected(kind: Kind, itemId: number, slotIndex: number): boolean {
    return kind === 'service'
      ? this.services.some((l) => l.serviceId === itemId && l.slotIndex === slotIndex)
      : this.unitgroups.some((l) => l.unitgroupId === itemId && l.slotIndex === slotIndex);
  }

  /** docs/rules.md#relations: a group key acts only when every item carrying it is selected (in the same slot). */
  groupKeyActive(relation: Relation, slotIndex: number): boolean {
    const key = relation.entityrelationgroupkey;
    if (key === null || key === '') return true;
    const owners = this.index.groupKeyOwners.get(key) ?? [];
    return owners.every((o) => this.selected(o.kind, o.id, slotIndex));
  }

  uniqueKey(base: string): string {
    const taken = (k: string) =>
      this.services.some((l) => l.key === k) || this.unitgroups.some((l) => l.key === k);
    if (!taken(base)) return base;
    let n = 2;
    while (taken(`${base}#${n}`)) n += 1;
    return `${base}#${n}`;
  }

  effect(
    key: string,
    kind: Kind,
    itemId: number,
    slotIndex: number,
    cause: RelationCause,
    relationType: RelationType | null,
  ): RelationEffect {
    return { key, kind, itemId, name: this.item(kind, itemId)?.name ?? '', slotIndex, cause, relationType };
  }

  /**
   * Where the related item of a line goes: the owner's slot, services hanging on the owner's unit group
   * line; a service of a type not assigned to unit groups goes on the stay (slot 0, as its page does).
   */
  relatedTarget(
    ownerKind: Kind,
    ownerKey: string,
    ownerUnitgroupLineKey: string | null,
    ownerSlot: number,
    relation: Relation,
  ): { kind: Kind; itemId: number; unitgroupLineKey: string | null; slotIndex: number } | null {
    if (relation.relatedServiceId !== null) {
      const service = this.index.services.get(relation.relatedServiceId);
      const unassigned = service
        ? (this.index.servicetypes.get(service.servicetype.id)?.notassignedtounitgroup ?? false)
        : false;
      if (unassigned)
        return { kind: 'service', itemId: relation.relatedServiceId, unitgroupLineKey: null, slotIndex: 0 };
      const unitgroupLineKey = ownerKind === 'unitgroup' ? ownerKey : ownerUnitgroupLineKey;
      return { kind: 'service', itemId: relation.relatedServiceId, unitgroupLineKey, slotIndex: ownerSlot };
    }
    if (relation.relatedUnitgroupId !== null)
      return {
        kind: 'unitgroup',
        itemId: relation.relatedUnitgroupId,
        unitgroupLineKey: null,
        slotIndex: ownerSlot,
      };
    return null;
  }

  add(w: Extract<Work, { op: 'add' }>): void {
    const item = this.item(w.kind, w.itemId);
    if (!item) {
      this.problems.push({
        code: 'UNKNOWN_ITEM',
        message: `${w.kind} ${w.itemId} is not in the catalog`,
        itemId: w.itemId,
        key: null,
      });
      return;
    }
    if (this.linesOf(w.kind, w.itemId, w.slotIndex, w.unitgroupLineKey).length > 0) return;
    this.count();
    if (w.kind === 'service') this.replaceGroupMates(item as Service, w.slotIndex, w.unitgroupLineKey);
    else this.replaceCategoryMates(item as Unitgroup, w.slotIndex);
    // Keys are derived from what the line is, so removing and re-adding an item gives the same key.
    const scope = w.unitgroupLineKey ? `@${w.unitgroupLineKey}` : '';
    const key = this.uniqueKey(
      w.init.key ?? `${w.kind === 'service' ? 's' : 'u'}${w.slotIndex}-${w.itemId}${scope}`,
    );
    const people = this.people(w.slotIndex);
    if (w.kind === 'service') {
      const service = item as Service;
      this.services.push({
        key,
        slotIndex: w.slotIndex,
        serviceId: service.id,
        servicetypeId: service.servicetype.id,
        unitgroupLineKey: w.unitgroupLineKey,
        itemcount: w.init.itemcount ?? 1,
        personcount: w.init.personcount ?? people,
        ...childcountOf(w.init.childcount ?? this.cart.children),
        durationcount: w.init.durationcount ?? 1,
        starttime: w.init.starttime ?? null,
        endtime: w.init.endtime ?? null,
        description: w.init.description ?? '',
        optionIds: w.init.optionIds ?? [],
        origin: w.origin,
        bookingLineId: null,
        ...(w.init.rateplanId != null ? { rateplanId: w.init.rateplanId } : {}),
      });
    } else {
      const unitgroup = item as Unitgroup;
      const isRoom = unitgroup.unitgroupcategory.id === UnitgroupCategory.Room;
      this.unitgroups.push({
        key,
        slotIndex: w.slotIndex,
        unitgroupId: unitgroup.id,
        itemcount: w.init.itemcount ?? 1,
        personcount: w.init.personcount ?? people,
        ...childcountOf(w.init.childcount ?? this.cart.children),
        personsperroom: w.init.personsperroom ?? (isRoom ? this.cart.personsperroom : null),
        origin: w.origin,
        bookingLineId: null,
        ...(w.init.rateplanId != null ? { rateplanId: w.init.rateplanId } : {}),
        ...(w.init.starttime != null ? { starttime: w.init.starttime } : {}),
        ...(w.init.endtime != null ? { endtime: w.init.endtime } : {}),
        ...(w.init.timeslicedefinitionId != null
          ? { timeslicedefinitionId: w.init.timeslicedefinitionId }
          : {}),
      });
    }
    const entry = this.log.get(key) ?? {};
    entry.added = this.effect(key, w.kind, w.itemId, w.slotIndex, w.cause, w.relationType);
    this.log.set(key, entry);

    for (const relation of item.relationList) {
      const type = relation.entityrelationtype;
      if (!ADD_ON_ADD.has(type) && type !== 'remove') continue;
      if (!this.groupKeyActive(relation, w.slotIndex)) continue;
      const target = this.relatedTarget(w.kind, key, w.unitgroupLineKey, w.slotIndex, relation);
      if (!target) continue;
      if (type === 'remove') {
        for (const line of this.relatedLines(target, target.slotIndex))
          this.queue.push({ op: 'remove', key: line.key, cause: 'relation', relationType: type });
      } else {
        this.queue.push({
          op: 'add',
          ...target,
          origin: { kind: 'relation', parentKey: key, relationType: type },
          cause: 'relation',
          relationType: type,
          init: {},
        });
      }
    }
  }

  /** docs/rules.md#relations: a non-multiselect service group keeps one selected service per slot (and unit group line). */
  replaceGroupMates(service: Service, slotIndex: number, unitgroupLineKey: string | null): void {
    for (const groupId of service.servicegroupIds) {
      const group = this.index.servicegroups.get(groupId);
      if (!group || group.multiselect) continue;
      const mates = this.services.filter(
        (l) =>
          l.slotIndex === slotIndex &&
          l.unitgroupLineKey === unitgroupLineKey &&
          l.serviceId !== service.id &&
          (this.index.services.get(l.serviceId)?.servicegroupIds.includes(groupId) ?? false),
      );
      for (const mate of mates)
        this.remove({ op: 'remove', key: mate.key, cause: 'servicegroup', relationType: null });
    }
  }

  /** docs/rules.md#relations: a non-multiselect unit group category replaces the others, unless all categories are multiselect. */
  replaceCategoryMates(unitgroup: Unitgroup, slotIndex: number): void {
    if (unitgroup.unitgroupcategory.multiselect || this.ctx.settings.unitgroupAllCategoriesMultiselect)
      return;
    const mates = this.unitgroups.filter(
      (l) =>
        l.slotIndex === slotIndex &&
        l.unitgroupId !== unitgroup.id &&
        this.index.unitgroups.get(l.unitgroupId)?.unitgroupcategory.id === unitgroup.unitgroupcategory.id,
    );
    for (const mate of mates)
      this.remove({ op: 'remove', key: mate.key, cause: 'category', relationType: null });
  }

  remove(w: Extract<Work, { op: 'remove' }>): void {
    const service = this.services.find((l) => l.key === w.key);
    const unitgroupLine = service ? undefined : this.unitgroups.find((l) => l.key === w.key);
    const line = service ?? unitgroupLine;
    if (!line) return;
    this.count();
    const kind: Kind = service ? 'service' : 'unitgroup';
    const itemId = service ? service.serviceId : (unitgroupLine as CartUnitgroupLine).unitgroupId;
    const ownerUnitgroupLineKey = service ? service.unitgroupLineKey : null;
    const item = this.item(kind, itemId);
    // Relations are read while the line is still selected: its group keys count it as selected.
    for (const relation of item?.relationList ?? []) {
      const type = relation.entityrelationtype;
      if (type !== 'addonremove' && type !== 'removeonremove' && type !== 'addandremove') continue;
      if (!this.groupKeyActive(relation, line.slotIndex)) continue;
      const target = this.relatedTarget(kind, line.key, ownerUnitgroupLineKey, line.slotIndex, relation);
      if (!target) continue;
      if (type === 'addonremove') {
        // The owner is going, so what it adds on removal has no parent line.
        const unitgroupLineKey = target.unitgroupLineKey === line.key ? null : target.unitgroupLineKey;
        this.queue.push({
          op: 'add',
          ...target,
          unitgroupLineKey,
          origin: { kind: 'relation', relationType: type },
          cause: 'relation',
          relationType: type,
          init: {},
        });
      } else {
        for (const related of this.relatedLines(target, target.slotIndex))
          this.queue.push({ op: 'remove', key: related.key, cause: 'relation', relationType: type });
      }
    }
    for (const child of [...this.services, ...this.unitgroups]) {
      const owned =
        child.origin.parentKey === line.key &&
        OWNED.has(child.origin.relationType ?? '') &&
        child.key !== line.key;
      const onUnitgroup = kind === 'unitgroup' && 'serviceId' in child && child.unitgroupLineKey === line.key;
      if (owned || onUnitgroup)
        this.queue.push({
          op: 'remove',
          key: child.key,
          cause: 'parent',
          relationType: owned ? ((child.origin.relationType as RelationType | undefined) ?? null) : null,
        });
    }
    if (service) this.services.splice(this.services.indexOf(service), 1);
    else this.unitgroups.splice(this.unitgroups.indexOf(unitgroupLine as CartUnitgroupLine), 1);
    const entry = this.log.get(line.key) ?? {};
    entry.removed = this.effect(line.key, kind, itemId, line.slotIndex, w.cause, w.relationType);
    this.log.set(line.key, entry);
  }

  run(first: Work): RelationResult {
    try {
      this.queue.push(first);
      for (let work = this.queue.shift(); work; work = this.queue.shift()) {
        if (work.op === 'add') this.add(work);
        else this.remove(work);
      }
    } catch (error) {
      if (!(error instanceof Unstable)) throw error;
      return {
        cart: this.cart,
        added: [],
        removed: [],
        problems: [
          ...this.problems,
          {
            code: 'UNSTABLE_RELATION_CONFIGURATION',
            message: `more than ${MAX_RELATION_ACTIONS} relation actions: the relations of this catalog loop`,
            itemId: first.op === 'add' ? first.itemId : null,
            key: first.op === 'remove' ? first.key : null,
          },
        ],
      };
    }
    return this.result();
  }

  result(): RelationResult {
    const before = new Set([...this.cart.services, ...this.cart.unitgroups].map((l) => l.key));
    const after = new Set([...this.services, ...this.unitgroups].map((l) => l.key));
    const added: RelationEffect[] = [];
    const removed: RelationEffect[] = [];
    for (const [key, entry] of this.log) {
      if (entry.added && !before.has(key) && after.has(key)) added.push(entry.added);
      if (entry.removed && before.has(key) && !after.has(key)) removed.push(entry.removed);
    }
    if (added.length === 0 && removed.length === 0)
      return { cart: this.cart, added, removed, problems: this.problems };
    return {
      cart: { ...this.cart, services: this.services, unitgroups: this.unitgroups },
      added,
      removed,
      problems: this.problems,
    };
  }
}

function locked(cart: Cart): RelationResult {
  return {
    cart,
    added: [],
    removed: [],
    problems: [{ code: 'CART_LOCKED', message: 'the cart is ordered and locked', itemId: null, key: null }],
  };
}

function notInCart(cart: Cart, key: string): RelationResult {
  return {
    cart,
    added: [],
    removed: [],
    problems: [{ code: 'NOT_IN_CART', message: `no line ${key} in the cart`, itemId: null, key }],
  };
}

/**
 * Adds a service to a slot with every relation effect of docs/rules.md#relations (related items added or removed,
 * single-choice service groups, group keys, the 100-action guard). Adding a service already in that
 * slot (and unit group line) changes nothing.
 */
export function addService(
  cart: Cart,
  request: ServiceLineInit & { readonly serviceId: number; readonly slotIndex: number },
  ctx: RelationContext,
): RelationResult {
  if (!cartIsEditable(cart)) return locked(cart);
  return new Handling(cart, ctx).run({
    op: 'add',
    kind: 'service',
    itemId: request.serviceId,
    slotIndex: request.slotIndex,
    unitgroupLineKey: request.unitgroupLineKey ?? null,
    origin: { kind: 'guest' },
    cause: 'guest',
    relationType: null,
    init: request,
  });
}

/**
 * Adds a unit group to a slot with every relation effect of docs/rules.md#relations, replacing the other unit groups
 * of a single-choice category unless `unitgroup.allCategoriesMultiselect` is on.
 */
export function addUnitgroup(
  cart: Cart,
  request: UnitgroupLineInit & { readonly unitgroupId: number; readonly slotIndex: number },
  ctx: RelationContext,
): RelationResult {
  if (!cartIsEditable(cart)) return locked(cart);
  return new Handling(cart, ctx).run({
    op: 'add',
    kind: 'unitgroup',
    itemId: request.unitgroupId,
    slotIndex: request.slotIndex,
    unitgroupLineKey: null,
    origin: { kind: 'guest' },
    cause: 'guest',
    relationType: null,
    init: request,
  });
}

/**
 * Removes a service line (by key) with its relation effects: addonremove adds, removeonremove and
 * addandremove remove, and its generated or child lines go with it.
 */
export function removeService(cart: Cart, key: string, ctx: RelationContext): RelationResult {
  if (!cartIsEditable(cart)) return locked(cart);
  if (!cart.services.some((l) => l.key === key)) return notInCart(cart, key);
  return new Handling(cart, ctx).run({ op: 'remove', key, cause: 'guest', relationType: null });
}

/**
 * Removes a unit group line (by key) with its relation effects; the services booked for it and its
 * generated or child lines go with it.
 */
export function removeUnitgroup(cart: Cart, key: string, ctx: RelationContext): RelationResult {
  if (!cartIsEditable(cart)) return locked(cart);
  if (!cart.unitgroups.some((l) => l.key === key)) return notInCart(cart, key);
  return new Handling(cart, ctx).run({ op: 'remove', key, cause: 'guest', relationType: null });
}

/** docs/rules.md#children: a line's children, left out when there are none (the line's default). */
const childcountOf = (children: number): { childcount?: number } =>
  children > 0 ? { childcount: children } : {};
