import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import type { Relation, Service, Servicegroup, Servicetype, Unitgroup } from '../model/entities.ts';
import { defaultSettings, type Settings } from '../settings/typedSettings.ts';
import {
  cart as makeCart,
  catalog as makeCatalog,
  meetingRoom,
  rateplan,
  room,
  service,
  servicegroup,
  servicetype,
  slot,
  timeslice,
  toService,
  vat7,
} from './factories.ts';

/** A large, realistic event for benchmarks and scale tests. */
export interface EventFixture {
  readonly catalog: Catalog;
  readonly cart: Cart;
  readonly settings: Settings;
}

/** Options of the event fixture (defaults: the benchmark, 30 days, 500 lines, 200 services). */
export interface EventFixtureOptions {
  readonly days?: number;
  readonly serviceLines?: number;
  readonly catalogServices?: number;
  readonly meetingRooms?: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' of day `offset` after 2027-03-01 (no Date arithmetic: a fixed 31-day month walk). */
function dayDate(offset: number): string {
  const months = [31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let month = 3;
  let day = 1 + offset;
  for (const length of months) {
    if (day <= length) break;
    day -= length;
    month += 1;
  }
  return `2027-${pad(month)}-${pad(day)}`;
}

/**
 * A conference of `days` days: rooms for the stay, one meeting room per day, and service lines spread
 * over the days, over a catalog whose services carry add, generated-child and keyed relations and
 * single-choice groups.
 */
export function buildEventFixture(options: EventFixtureOptions = {}): EventFixture {
  const days = options.days ?? 30;
  const lineCount = options.serviceLines ?? 500;
  const serviceCount = options.catalogServices ?? 200;
  const meetingCount = options.meetingRooms ?? 10;

  const servicetypes: Servicetype[] = [
    servicetype(1, { code: 'catering', name: 'Catering', required: true }),
    servicetype(2, { code: 'equipment', name: 'Equipment' }),
    servicetype(3, { code: 'drinks', name: 'Drinks' }),
    servicetype(4, { code: 'extras', name: 'Extras' }),
    servicetype(5, { code: 'parking', name: 'Parking', notassignedtounitgroup: true }),
  ];
  const servicegroups: Servicegroup[] = [
    servicegroup(1, { name: 'Lunch menu', multiselect: false, required: true }),
    servicegroup(2, { name: 'Coffee', multiselect: true }),
    servicegroup(3, { name: 'Drinks package', multiselect: false }),
  ];
  const services: Service[] = [];
  for (let id = 1; id <= serviceCount; id++) {
    const relations: Relation[] = [];
    if (id % 10 === 0 && id < serviceCount) relations.push(toService('add', id + 1));
    if (id % 7 === 0 && id + 2 <= serviceCount) relations.push(toService('generatedchild', id + 2));
    if (id % 25 === 1 && id + 3 <= serviceCount) relations.push(toService('add', id + 3, `key${id}`));
    if (id % 13 === 0 && id > 1) relations.push(toService('removeonremove', id - 1));
    services.push(
      service(id, {
        code: `S${id}`,
        name: `Service ${id}`,
        text: `<p>Service <b>${id}</b></p>`,
        servicetype: { id: (id % 4) + 1 },
        servicegroupIds: id % 20 === 1 ? [1] : id % 20 === 2 ? [2] : id % 50 === 3 ? [3] : [],
        sellingmode: { id: [1, 2, 4, 8, 16, 32][id % 6] ?? 2 },
        timeenabled: id % 9 === 0,
        minimumsalesforfreerent: id % 40 === 0 ? 100000 : null,
        rateplanList: [rateplan(500 + (id % 17) * 150, id % 3 === 0 ? { vat: vat7 } : {})],
        relationList: relations,
      }),
    );
  }
  services.push(service(serviceCount + 1, { code: 'MIN', name: 'Minimum sales', sellingmode: { id: 1 } }));

  const unitgroups: Unitgroup[] = [room(1000, { quantity: 40, minimumSalesPerPerson: 5000 })];
  for (let i = 1; i <= meetingCount; i++)
    unitgroups.push(
      meetingRoom(i, {
        maxPersons: 20 + i * 10,
        minimumSales: i === 1 ? 300000 : null,
        relationList: [toService('add', 100 + i)],
      }),
    );

  const slots: CartSlot[] = [];
  const unitgroupLines: CartUnitgroupLine[] = [
    {
      key: 'rooms',
      slotIndex: 0,
      unitgroupId: 1000,
      itemcount: 20,
      personcount: 40,
      personsperroom: 2,
      origin: { kind: 'guest' },
      bookingLineId: null,
    },
  ];
  for (let d = 1; d <= days; d++) {
    slots.push(slot(d, dayDate(d - 1), 30 + (d % 5) * 5, { timeslicedefinitionId: 1 }));
    unitgroupLines.push({
      key: `mr${d}`,
      slotIndex: d,
      unitgroupId: ((d - 1) % meetingCount) + 1,
      itemcount: 1,
      personcount: 30,
      personsperroom: null,
      origin: { kind: 'guest' },
      bookingLineId: null,
    });
  }
  const serviceLines: CartServiceLine[] = [];
  for (let i = 0; i < lineCount; i++) {
    const day = (i % days) + 1;
    const serviceId = ((i * 7) % serviceCount) + 1;
    serviceLines.push({
      key: `l${i}`,
      slotIndex: day,
      serviceId,
      servicetypeId: (serviceId % 4) + 1,
      unitgroupLineKey: `mr${day}`,
      itemcount: 1 + (i % 3),
      personcount: 30,
      durationcount: 2,
      starttime: serviceId % 9 === 0 ? '10:00:00' : null,
      endtime: null,
      description: '',
      optionIds: [],
      origin: { kind: 'guest' },
      bookingLineId: null,
    });
  }
  const catalog = makeCatalog({
    unitgroups,
    services,
    servicetypes,
    servicegroups,
    timeslicedefinitions: [timeslice(1)],
  });
  const cart = makeCart({
    startdate: dayDate(0),
    enddate: dayDate(days - 1),
    people: 40,
    personsperroom: 2,
    slots,
    unitgroups: unitgroupLines,
    services: serviceLines,
  });
  return { catalog, cart, settings: { ...defaultSettings, serviceMinimumSalesCode: 'MIN' } };
}
