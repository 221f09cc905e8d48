import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, Catalog } from '../model/cart.ts';
import { indexCatalog } from '../model/catalogIndex.ts';
import type { Relation } from '../model/entities.ts';
import { RelationType } from '../model/enums.ts';
import { cart, catalog, meetingRoom, service, servicegroup, slot } from '../testing/factories.ts';
import { addService, addUnitgroup, MAX_RELATION_ACTIONS, removeService, removeUnitgroup } from './engine.ts';

const SERVICES = 8;
const UNITGROUPS = 3;

const relation = (types: readonly RelationType[]): fc.Arbitrary<Relation> =>
  fc
    .record({
      type: fc.constantFrom(...types),
      key: fc.constantFrom(null, 'k1', 'k2'),
      toService: fc.boolean(),
      id: fc.integer({ min: 1, max: SERVICES }),
    })
    .map(({ type, key, toService, id }) => ({
      entityrelationtype: type,
      entityrelationgroupkey: key,
      relatedServiceId: toService ? id : null,
      relatedUnitgroupId: toService ? null : ((id - 1) % UNITGROUPS) + 1,
    }));

const catalogArb = (types: readonly RelationType[], singleChoice: boolean): fc.Arbitrary<Catalog> =>
  fc
    .record({
      services: fc.array(
        fc.record({
          relations: fc.array(relation(types), { maxLength: 3 }),
          groups: fc.subarray([1, 2]),
        }),
        { minLength: SERVICES, maxLength: SERVICES },
      ),
      unitgroups: fc.array(
        fc.record({ relations: fc.array(relation(types), { maxLength: 2 }), multiselect: fc.boolean() }),
        { minLength: UNITGROUPS, maxLength: UNITGROUPS },
      ),
      groupMultiselect: fc.tuple(fc.boolean(), fc.boolean()),
    })
    .map((g) =>
      catalog({
        servicegroups: [
          servicegroup(1, { multiselect: singleChoice ? g.groupMultiselect[0] : true }),
          servicegroup(2, { multiselect: singleChoice ? g.groupMultiselect[1] : true }),
        ],
        services: g.services.map((s, i) =>
          service(i + 1, { relationList: s.relations, servicegroupIds: s.groups }),
        ),
        unitgroups: g.unitgroups.map((u, i) =>
          meetingRoom(i + 1, {
            relationList: u.relations,
            unitgroupcategory: { id: 2, multiselect: singleChoice ? u.multiselect : true },
          }),
        ),
      }),
    );

type Op =
  | { op: 'addService'; id: number; slot: number }
  | { op: 'addUnitgroup'; id: number; slot: number }
  | { op: 'remove'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('addService' as const),
    id: fc.integer({ min: 1, max: SERVICES }),
    slot: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    op: fc.constant('addUnitgroup' as const),
    id: fc.integer({ min: 1, max: UNITGROUPS }),
    slot: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }),
);

const start = cart({ slots: [slot(1, '2026-12-01', 10), slot(2, '2026-12-02', 10)] });
const settings = { unitgroupAllCategoriesMultiselect: false };

function apply(c: Cart, op: Op, cat: Catalog) {
  const ctx = { catalog: cat, settings };
  if (op.op === 'addService') return addService(c, { serviceId: op.id, slotIndex: op.slot }, ctx);
  if (op.op === 'addUnitgroup') return addUnitgroup(c, { unitgroupId: op.id, slotIndex: op.slot }, ctx);
  const lines = [
    ...c.services.map((l) => ['s', l.key] as const),
    ...c.unitgroups.map((l) => ['u', l.key] as const),
  ];
  const chosen = lines[op.pick % Math.max(1, lines.length)];
  if (!chosen) return { cart: c, added: [], removed: [], problems: [] };
  return chosen[0] === 's' ? removeService(c, chosen[1], ctx) : removeUnitgroup(c, chosen[1], ctx);
}

/** No single-choice service group holds two services in one scope; no single-choice category two unit groups in a slot. */
function singleChoiceHolds(c: Cart, cat: Catalog): boolean {
  const index = indexCatalog(cat);
  const seen = new Set<string>();
  for (const line of c.services) {
    for (const g of index.services.get(line.serviceId)?.servicegroupIds ?? []) {
      if (index.servicegroups.get(g)?.multiselect) continue;
      const k = `${line.slotIndex}|${line.unitgroupLineKey}|${g}`;
      if (seen.has(k)) return false;
      seen.add(k);
    }
  }
  for (const line of c.unitgroups) {
    const category = index.unitgroups.get(line.unitgroupId)?.unitgroupcategory;
    if (!category || category.multiselect) continue;
    const k = `u${line.slotIndex}|${category.id}`;
    if (seen.has(k)) return false;
    seen.add(k);
  }
  return true;
}

describe('relation engine invariants', () => {
  it('always terminates and never leaves a single-choice group or category with two items', () => {
    fc.assert(
      fc.property(catalogArb(RelationType, true), fc.array(opArb, { maxLength: 12 }), (cat, ops) => {
        let c = start;
        for (const op of ops) {
          const r = apply(c, op, cat);
          expect(singleChoiceHolds(r.cart, cat)).toBe(true);
          // An aborted handling keeps the cart as it was.
          if (r.problems.some((p) => p.code === 'UNSTABLE_RELATION_CONFIGURATION')) expect(r.cart).toBe(c);
          expect(r.added.length + r.removed.length).toBeLessThanOrEqual(
            MAX_RELATION_ACTIONS + c.services.length + c.unitgroups.length,
          );
          c = r.cart;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('removing what was just added gives back the cart as it was, when only children come with it', () => {
    const owned: RelationType[] = [
      'ischild',
      'generatedservicechild',
      'generatedchild',
      'generatedunitgroupchild',
      'generatedsubset',
    ];
    fc.assert(
      fc.property(
        catalogArb(owned, false),
        fc.array(opArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: SERVICES }),
        fc.integer({ min: 1, max: 2 }),
        (cat, ops, id, slotIndex) => {
          let c = start;
          for (const op of ops) c = apply(c, op, cat).cart;
          if (
            c.services.some(
              (l) => l.serviceId === id && l.slotIndex === slotIndex && l.unitgroupLineKey === null,
            )
          )
            return;
          const ctx = { catalog: cat, settings };
          const added = addService(c, { serviceId: id, slotIndex }, ctx);
          if (added.problems.length > 0) return;
          const key = added.added.find((e) => e.cause === 'guest')?.key ?? '';
          const back = removeService(added.cart, key, ctx).cart;
          expect(back.services).toEqual(c.services);
          expect(back.unitgroups).toEqual(c.unitgroups);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('removing a meeting room just added gives back the cart as it was, when only children come with it', () => {
    const owned: RelationType[] = ['ischild', 'generatedchild', 'generatedunitgroupchild', 'generatedsubset'];
    fc.assert(
      fc.property(
        catalogArb(owned, false),
        fc.array(opArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: UNITGROUPS }),
        fc.integer({ min: 1, max: 2 }),
        (cat, ops, id, slotIndex) => {
          let c = start;
          for (const op of ops) c = apply(c, op, cat).cart;
          if (c.unitgroups.some((l) => l.unitgroupId === id && l.slotIndex === slotIndex)) return;
          const ctx = { catalog: cat, settings };
          const added = addUnitgroup(c, { unitgroupId: id, slotIndex }, ctx);
          if (added.problems.length > 0) return;
          const key = added.added.find((e) => e.cause === 'guest')?.key ?? '';
          const back = removeUnitgroup(added.cart, key, ctx).cart;
          expect(back.services).toEqual(c.services);
          expect(back.unitgroups).toEqual(c.unitgroups);
        },
      ),
      { numRuns: 300 },
    );
  });
});
