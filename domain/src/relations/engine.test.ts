import { describe, expect, it } from 'vitest';
import type { Catalog } from '../model/cart.ts';
import type { RelationType } from '../model/enums.ts';
import {
  cart,
  catalog,
  meetingRoom,
  room,
  service,
  servicegroup,
  servicetype,
  slot,
  svcLine,
  toService,
  toUnitgroup,
  ugLine,
} from '../testing/factories.ts';
import {
  addService,
  addUnitgroup,
  MAX_RELATION_ACTIONS,
  type RelationContext,
  removeService,
  removeUnitgroup,
} from './engine.ts';

const settings = { unitgroupAllCategoriesMultiselect: false };
const ctxOf = (c: Catalog): RelationContext => ({ catalog: c, settings });
const serviceIds = (c: { services: readonly { serviceId: number }[] }) =>
  c.services.map((s) => s.serviceId).sort();
const empty = cart({ slots: [slot(1, '2026-12-01', 12)] });

describe('relations that add', () => {
  const cat = catalog({
    unitgroups: [meetingRoom(1, { relationList: [toService('add', 20)] })],
    services: [
      service(10, { name: 'Coffee break', relationList: [toService('add', 11)] }),
      service(11, { name: 'Water' }),
      service(20, { name: 'Flipchart' }),
    ],
  });
  const ctx = ctxOf(cat);

  it('choosing the coffee break also adds water, marked as added by the coffee break', () => {
    const r = addService(empty, { serviceId: 10, slotIndex: 1 }, ctx);
    expect(serviceIds(r.cart)).toEqual([10, 11]);
    const water = r.cart.services.find((s) => s.serviceId === 11);
    expect(water?.origin).toEqual({ kind: 'relation', parentKey: 's1-10', relationType: 'add' });
    expect(r.added.map((e) => [e.name, e.cause, e.relationType])).toEqual([
      ['Coffee break', 'guest', null],
      ['Water', 'relation', 'add'],
    ]);
    expect(r.problems).toEqual([]);
  });

  it('a service added by a plain add relation stays when the coffee break is removed', () => {
    const r1 = addService(empty, { serviceId: 10, slotIndex: 1 }, ctx);
    const r2 = removeService(r1.cart, 's1-10', ctx);
    expect(serviceIds(r2.cart)).toEqual([11]);
    expect(r2.removed.map((e) => e.name)).toEqual(['Coffee break']);
  });

  it('a meeting room adds its flipchart, booked for that room, for the day’s people', () => {
    const r = addUnitgroup(empty, { unitgroupId: 1, slotIndex: 1 }, ctx);
    expect(r.cart.unitgroups).toHaveLength(1);
    expect(r.cart.unitgroups[0]).toMatchObject({ key: 'u1-1', personcount: 12, personsperroom: null });
    expect(r.cart.services[0]).toMatchObject({ serviceId: 20, unitgroupLineKey: 'u1-1', personcount: 12 });
  });

  it('adding something already chosen changes nothing', () => {
    const r1 = addService(empty, { serviceId: 11, slotIndex: 1 }, ctx);
    const r2 = addService(r1.cart, { serviceId: 11, slotIndex: 1 }, ctx);
    expect(r2.cart).toBe(r1.cart);
    expect(r2.added).toEqual([]);
  });

  it('a related service that is already chosen is not added twice', () => {
    const r1 = addService(empty, { serviceId: 11, slotIndex: 1 }, ctx);
    const r2 = addService(r1.cart, { serviceId: 10, slotIndex: 1 }, ctx);
    expect(serviceIds(r2.cart)).toEqual([10, 11]);
    expect(r2.added.map((e) => e.itemId)).toEqual([10]);
  });
});

describe('children and generated items', () => {
  const childTypes: RelationType[] = [
    'ischild',
    'generatedservicechild',
    'generatedchild',
    'generatedunitgroupchild',
    'generatedsubset',
  ];
  for (const type of childTypes) {
    it(`a ${type} item comes with its parent and goes with it`, () => {
      const cat = catalog({
        services: [service(10, { relationList: [toService(type, 11)] }), service(11, { name: 'Child' })],
      });
      const r1 = addService(empty, { serviceId: 10, slotIndex: 1 }, ctxOf(cat));
      expect(r1.cart.services[1]?.origin).toEqual({
        kind: 'relation',
        parentKey: 's1-10',
        relationType: type,
      });
      const r2 = removeService(r1.cart, 's1-10', ctxOf(cat));
      expect(r2.cart.services).toEqual([]);
      expect(r2.removed.map((e) => [e.name, e.cause])).toEqual([
        ['Service 10', 'guest'],
        ['Child', 'parent'],
      ]);
    });
  }

  it('a generated child that the guest chose before is not taken away with the parent', () => {
    const cat = catalog({
      services: [service(10, { relationList: [toService('generatedchild', 11)] }), service(11)],
    });
    const r1 = addService(empty, { serviceId: 11, slotIndex: 1 }, ctxOf(cat));
    const r2 = addService(r1.cart, { serviceId: 10, slotIndex: 1 }, ctxOf(cat));
    const r3 = removeService(r2.cart, 's1-10', ctxOf(cat));
    expect(serviceIds(r3.cart)).toEqual([11]);
  });

  it('a generated child of a generated child goes when the top parent goes', () => {
    const cat = catalog({
      services: [
        service(10, { relationList: [toService('generatedchild', 11)] }),
        service(11, { relationList: [toService('generatedsubset', 12)] }),
        service(12),
      ],
    });
    const r1 = addService(empty, { serviceId: 10, slotIndex: 1 }, ctxOf(cat));
    expect(serviceIds(r1.cart)).toEqual([10, 11, 12]);
    expect(removeService(r1.cart, 's1-10', ctxOf(cat)).cart.services).toEqual([]);
  });
});

describe('add-and-remove, remove, add-on-remove and remove-on-remove', () => {
  const cat = catalog({
    unitgroups: [meetingRoom(1, { relationList: [toService('removeonremove', 21)] })],
    services: [
      service(10, {
        name: 'Full-day package',
        relationList: [toService('remove', 12), toService('addandremove', 13)],
      }),
      service(12, { name: 'Half-day package' }),
      service(13, { name: 'Afternoon snack' }),
      service(14, { name: 'Coffee break', relationList: [toService('addonremove', 15)] }),
      service(15, { name: 'Coffee station' }),
      service(21, { name: 'Projector' }),
    ],
  });
  const ctx = ctxOf(cat);

  it('the full-day package replaces the half-day package and brings the afternoon snack', () => {
    const r1 = addService(empty, { serviceId: 12, slotIndex: 1 }, ctx);
    const r2 = addService(r1.cart, { serviceId: 10, slotIndex: 1 }, ctx);
    expect(serviceIds(r2.cart)).toEqual([10, 13]);
    expect(r2.removed.map((e) => [e.name, e.cause, e.relationType])).toEqual([
      ['Half-day package', 'relation', 'remove'],
    ]);
  });

  it('removing the full-day package takes the afternoon snack with it, even when the guest chose the snack', () => {
    const r1 = addService(empty, { serviceId: 13, slotIndex: 1 }, ctx);
    const r2 = addService(r1.cart, { serviceId: 10, slotIndex: 1 }, ctx);
    expect(removeService(r2.cart, 's1-10', ctx).cart.services).toEqual([]);
  });

  it('removing the coffee break puts a coffee station in its place', () => {
    const r1 = addService(empty, { serviceId: 14, slotIndex: 1 }, ctx);
    const r2 = removeService(r1.cart, 's1-14', ctx);
    expect(serviceIds(r2.cart)).toEqual([15]);
    expect(r2.cart.services[0]?.origin).toEqual({ kind: 'relation', relationType: 'addonremove' });
  });

  it('removing the meeting room removes the projector booked with it and the room’s services', () => {
    const r1 = addUnitgroup(empty, { unitgroupId: 1, slotIndex: 1 }, ctx);
    const withProjector = {
      ...r1.cart,
      services: [svcLine('p', 21, 1), svcLine('snack', 13, 1, { unitgroupLineKey: 'u1-1' })],
    };
    const r2 = removeUnitgroup(withProjector, 'u1-1', ctx);
    expect(r2.cart.services).toEqual([]);
    expect(r2.removed.map((e) => [e.name, e.cause]).sort()).toEqual([
      ['Afternoon snack', 'parent'],
      ['Meeting room 1', 'guest'],
      ['Projector', 'relation'],
    ]);
  });
});

describe('group keys', () => {
  const cat = catalog({
    services: [
      service(10, { name: 'Morning coffee', relationList: [toService('add', 12, 'coffee')] }),
      service(11, { name: 'Afternoon coffee', relationList: [toService('add', 12, 'coffee')] }),
      service(12, { name: 'All-day coffee discount' }),
      service(13, { relationList: [toService('removeonremove', 12, 'coffee')] }),
    ],
  });
  const ctx = ctxOf(cat);

  it('the all-day discount is added only once both coffee breaks are chosen', () => {
    const r1 = addService(empty, { serviceId: 10, slotIndex: 1 }, ctx);
    expect(serviceIds(r1.cart)).toEqual([10]);
    const r2 = addService(r1.cart, { serviceId: 11, slotIndex: 1 }, ctx);
    expect(serviceIds(r2.cart)).toEqual([10, 11]);
    // Service 13 also carries the key: the group is complete only with it.
    const r3 = addService(r2.cart, { serviceId: 13, slotIndex: 1 }, ctx);
    expect(serviceIds(r3.cart)).toEqual([10, 11, 13]);
    const r4 = addService(
      { ...r3.cart, services: r3.cart.services.filter((s) => s.serviceId !== 10) },
      { serviceId: 10, slotIndex: 1 },
      ctx,
    );
    expect(serviceIds(r4.cart)).toEqual([10, 11, 12, 13]);
  });

  it('a keyed remove-on-remove acts while the whole group was chosen, not after', () => {
    const full = cart({
      services: [svcLine('a', 10, 1), svcLine('b', 11, 1), svcLine('c', 13, 1), svcLine('d', 12, 1)],
    });
    expect(serviceIds(removeService(full, 'c', ctx).cart)).toEqual([10, 11]);
    const partial = cart({ services: [svcLine('b', 11, 1), svcLine('c', 13, 1), svcLine('d', 12, 1)] });
    expect(serviceIds(removeService(partial, 'c', ctx).cart)).toEqual([11, 12]);
  });
});

describe('single-choice service groups', () => {
  const cat = catalog({
    servicegroups: [servicegroup(1, { name: 'Lunch menu', multiselect: false }), servicegroup(2)],
    services: [
      service(10, { name: 'Meat menu', servicegroupIds: [1] }),
      service(11, { name: 'Fish menu', servicegroupIds: [1] }),
      service(12, { name: 'Wine', servicegroupIds: [2] }),
      service(13, { name: 'Beer', servicegroupIds: [2] }),
    ],
  });
  const ctx = ctxOf(cat);

  it('choosing the fish menu replaces the meat menu of the same day', () => {
    const r1 = addService(empty, { serviceId: 10, slotIndex: 1 }, ctx);
    const r2 = addService(r1.cart, { serviceId: 11, slotIndex: 1 }, ctx);
    expect(serviceIds(r2.cart)).toEqual([11]);
    expect(r2.removed.map((e) => [e.name, e.cause])).toEqual([['Meat menu', 'servicegroup']]);
  });

  it('the meat menu on another day stays', () => {
    const two = cart({ slots: [slot(1, '2026-12-01', 5), slot(2, '2026-12-02', 5)] });
    const r1 = addService(two, { serviceId: 10, slotIndex: 1 }, ctx);
    const r2 = addService(r1.cart, { serviceId: 11, slotIndex: 2 }, ctx);
    expect(serviceIds(r2.cart)).toEqual([10, 11]);
  });

  it('a multiple-choice group keeps wine and beer', () => {
    const r1 = addService(empty, { serviceId: 12, slotIndex: 1 }, ctx);
    expect(serviceIds(addService(r1.cart, { serviceId: 13, slotIndex: 1 }, ctx).cart)).toEqual([12, 13]);
  });
});

describe('single-choice unit group categories', () => {
  const single = { id: 2 as const, multiselect: false };
  const cat = catalog({
    unitgroups: [
      meetingRoom(1, { unitgroupcategory: single }),
      meetingRoom(2, { unitgroupcategory: single }),
      room(3),
      room(4),
    ],
  });

  it('choosing another meeting room replaces the first on that day', () => {
    const r1 = addUnitgroup(empty, { unitgroupId: 1, slotIndex: 1 }, ctxOf(cat));
    const r2 = addUnitgroup(r1.cart, { unitgroupId: 2, slotIndex: 1 }, ctxOf(cat));
    expect(r2.cart.unitgroups.map((u) => u.unitgroupId)).toEqual([2]);
    expect(r2.removed[0]?.cause).toBe('category');
  });

  it('keeps both meeting rooms when all categories are multiple-choice by setting', () => {
    const ctx = { catalog: cat, settings: { unitgroupAllCategoriesMultiselect: true } };
    const r1 = addUnitgroup(empty, { unitgroupId: 1, slotIndex: 1 }, ctx);
    expect(addUnitgroup(r1.cart, { unitgroupId: 2, slotIndex: 1 }, ctx).cart.unitgroups).toHaveLength(2);
  });

  it('keeps two room types of a multiple-choice category, with the cart’s persons per room', () => {
    const c = cart({ personsperroom: 2 });
    const r1 = addUnitgroup(c, { unitgroupId: 3, slotIndex: 0, itemcount: 4 }, ctxOf(cat));
    const r2 = addUnitgroup(r1.cart, { unitgroupId: 4, slotIndex: 0 }, ctxOf(cat));
    expect(r2.cart.unitgroups.map((u) => [u.unitgroupId, u.itemcount, u.personsperroom])).toEqual([
      [3, 4, 2],
      [4, 1, 2],
    ]);
  });
});

describe('unit group relations', () => {
  it('booking the plenary adds the foyer, and its parking pass goes on the stay, not on the plenary', () => {
    const parkingType = servicetype(2, { notassignedtounitgroup: true });
    const cat = catalog({
      servicetypes: [servicetype(1), parkingType],
      unitgroups: [
        meetingRoom(1, { name: 'Plenary', relationList: [toUnitgroup('add', 2), toService('add', 30)] }),
        meetingRoom(2, { name: 'Foyer' }),
      ],
      services: [service(30, { servicetype: { id: 2 } })],
    });
    const r = addUnitgroup(
      empty,
      {
        unitgroupId: 1,
        slotIndex: 1,
        starttime: '09:00:00',
        endtime: '12:00:00',
        timeslicedefinitionId: 3,
        rateplanId: 4,
      },
      ctxOf(cat),
    );
    expect(r.cart.unitgroups.map((u) => u.unitgroupId)).toEqual([1, 2]);
    expect(r.cart.unitgroups[0]).toMatchObject({
      starttime: '09:00:00',
      rateplanId: 4,
      timeslicedefinitionId: 3,
    });
    expect(r.cart.services[0]).toMatchObject({ serviceId: 30, unitgroupLineKey: null, slotIndex: 0 });
  });

  it('a relation that names neither a service nor a unit group is ignored', () => {
    const cat = catalog({
      services: [
        service(10, {
          relationList: [
            {
              entityrelationtype: 'add',
              entityrelationgroupkey: null,
              relatedServiceId: null,
              relatedUnitgroupId: null,
            },
          ],
        }),
      ],
    });
    expect(serviceIds(addService(empty, { serviceId: 10, slotIndex: 1 }, ctxOf(cat)).cart)).toEqual([10]);
  });
});

describe('guards', () => {
  it('a sent cart is left unchanged', () => {
    const cat = catalog({ services: [service(10)], unitgroups: [meetingRoom(1)] });
    const locked = cart({ ordered: true, services: [svcLine('x', 10, 1)], unitgroups: [ugLine('u', 1, 1)] });
    for (const r of [
      addService(locked, { serviceId: 10, slotIndex: 1 }, ctxOf(cat)),
      addUnitgroup(locked, { unitgroupId: 1, slotIndex: 1 }, ctxOf(cat)),
      removeService(locked, 'x', ctxOf(cat)),
      removeUnitgroup(locked, 'u', ctxOf(cat)),
    ]) {
      expect(r.cart).toBe(locked);
      expect(r.problems[0]?.code).toBe('CART_LOCKED');
    }
  });

  it('a service that is not in the catalog is reported, not added', () => {
    const r = addService(empty, { serviceId: 999, slotIndex: 1 }, ctxOf(catalog()));
    expect(r.cart).toBe(empty);
    expect(r.problems[0]).toMatchObject({ code: 'UNKNOWN_ITEM', itemId: 999 });
  });

  it('removing a line that is not in the cart is reported', () => {
    expect(removeService(empty, 'nope', ctxOf(catalog())).problems[0]?.code).toBe('NOT_IN_CART');
    expect(removeUnitgroup(empty, 'nope', ctxOf(catalog())).problems[0]?.code).toBe('NOT_IN_CART');
  });

  it('two single-choice services that add each other are reported as an unstable configuration, and the cart is kept', () => {
    const cat = catalog({
      servicegroups: [servicegroup(1, { multiselect: false })],
      services: [
        service(10, { servicegroupIds: [1], relationList: [toService('add', 11)] }),
        service(11, { servicegroupIds: [1], relationList: [toService('add', 10)] }),
      ],
    });
    const r = addService(empty, { serviceId: 10, slotIndex: 1 }, ctxOf(cat));
    expect(r.cart).toBe(empty);
    expect(r.added).toEqual([]);
    expect(r.problems).toEqual([
      expect.objectContaining({ code: 'UNSTABLE_RELATION_CONFIGURATION', itemId: 10 }),
    ]);
  });

  it('a chain of 100 additions is still handled; 101 are too many', () => {
    const chain = (n: number) =>
      catalog({
        services: Array.from({ length: n }, (_, i) =>
          service(i + 1, { relationList: i + 1 < n ? [toService('add', i + 2)] : [] }),
        ),
      });
    expect(
      addService(empty, { serviceId: 1, slotIndex: 1 }, ctxOf(chain(MAX_RELATION_ACTIONS))).cart.services,
    ).toHaveLength(100);
    const r = addService(empty, { serviceId: 1, slotIndex: 1 }, ctxOf(chain(MAX_RELATION_ACTIONS + 1)));
    expect(r.problems[0]?.code).toBe('UNSTABLE_RELATION_CONFIGURATION');
  });

  it('an unstable removal names the line it started from', () => {
    const cat = catalog({
      servicegroups: [servicegroup(1, { multiselect: false })],
      services: [
        service(9, { relationList: [toService('addonremove', 10)] }),
        service(10, { servicegroupIds: [1], relationList: [toService('add', 11)] }),
        service(11, { servicegroupIds: [1], relationList: [toService('add', 10)] }),
      ],
    });
    const r = removeService(cart({ services: [svcLine('start', 9, 1)] }), 'start', ctxOf(cat));
    expect(r.problems[0]).toMatchObject({
      code: 'UNSTABLE_RELATION_CONFIGURATION',
      key: 'start',
      itemId: null,
    });
  });

  it('a key the caller chose is kept, and made unique when taken', () => {
    const cat = catalog({ services: [service(10), service(11)] });
    const r1 = addService(empty, { serviceId: 10, slotIndex: 1, key: 'mine' }, ctxOf(cat));
    const r2 = addService(r1.cart, { serviceId: 11, slotIndex: 1, key: 'mine' }, ctxOf(cat));
    expect(r2.cart.services.map((s) => s.key)).toEqual(['mine', 'mine#2']);
    const r3 = addService(r2.cart, { serviceId: 10, slotIndex: 2, key: 'mine' }, ctxOf(cat));
    expect(r3.cart.services.map((s) => s.key)).toEqual(['mine', 'mine#2', 'mine#3']);
  });

  it('takes the guest’s counts, times, options and rate plan for a new service', () => {
    const cat = catalog({ services: [service(10)] });
    const r = addService(
      cart({ people: 7, slots: [] }),
      {
        serviceId: 10,
        slotIndex: 0,
        itemcount: 2,
        durationcount: 3,
        starttime: '10:00:00',
        endtime: '11:00:00',
        description: 'Vegan',
        optionIds: [4],
        rateplanId: 2,
      },
      ctxOf(cat),
    );
    expect(r.cart.services[0]).toMatchObject({
      personcount: 7,
      itemcount: 2,
      durationcount: 3,
      starttime: '10:00:00',
      description: 'Vegan',
      optionIds: [4],
      rateplanId: 2,
    });
  });

  it('uses the guest count for a day slot that does not exist', () => {
    const cat = catalog({ services: [service(10)] });
    expect(
      addService(cart({ people: 3, slots: [] }), { serviceId: 10, slotIndex: 4 }, ctxOf(cat)).cart.services[0]
        ?.personcount,
    ).toBe(3);
  });
});
