import type { Cart, CartServiceLine, CartSlot, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import type {
  Rateplan,
  Relation,
  Service,
  Servicegroup,
  Servicetype,
  Timeslicedefinition,
  Unitgroup,
  Vat,
} from '../model/entities.ts';
import type { RelationType } from '../model/enums.ts';

/*
 * Test data builders: small, explicit entities with sensible defaults, overridable field by field.
 * Excluded from coverage; shared by the tests and the benchmark.
 */

/** VAT 19 % (standard German rate). */
export const vat19: Vat = { id: 1, name: '19 %', value: 19 };
/** VAT 7 % (reduced German rate, e.g. overnight stays). */
export const vat7: Vat = { id: 2, name: '7 %', value: 7 };

/** A rate plan priced in EUR cents. */
export function rateplan(price: number, overrides: Partial<Rateplan> = {}): Rateplan {
  return { id: 1, name: 'Standard', price, currency: 'EUR', vat: vat19, onRequest: false, ...overrides };
}

/** A relation from the owner to a service. */
export function toService(type: RelationType, serviceId: number, groupKey: string | null = null): Relation {
  return {
    entityrelationtype: type,
    entityrelationgroupkey: groupKey,
    relatedServiceId: serviceId,
    relatedUnitgroupId: null,
  };
}

/** A relation from the owner to a unit group. */
export function toUnitgroup(
  type: RelationType,
  unitgroupId: number,
  groupKey: string | null = null,
): Relation {
  return {
    entityrelationtype: type,
    entityrelationgroupkey: groupKey,
    relatedServiceId: null,
    relatedUnitgroupId: unitgroupId,
  };
}

/** A meeting room (category 2) for up to 20 people at 500.00 EUR a day. */
export function meetingRoom(id: number, overrides: Partial<Unitgroup> = {}): Unitgroup {
  return {
    id,
    code: `MR${id}`,
    name: `Meeting room ${id}`,
    description: '',
    unitgroupcategory: { id: 2, multiselect: true },
    availabilityoption: { available: true, maxquantity: 1, personsfit: true },
    minPersons: 1,
    maxPersons: 20,
    maxSelectablePersonCount: null,
    minimumSales: null,
    minimumSalesPerPerson: null,
    bookDirectly: true,
    hideifunavailable: false,
    ignorePersoncount: false,
    quantity: 1,
    unitgroupDocumentList: [],
    rateplanList: [rateplan(50000)],
    relationList: [],
    tagIds: [],
    ...overrides,
  };
}

/** A double room (category 1) for 1-2 people at 120.00 EUR a night, 7 % VAT. */
export function room(id: number, overrides: Partial<Unitgroup> = {}): Unitgroup {
  return meetingRoom(id, {
    code: `RM${id}`,
    name: `Double room ${id}`,
    unitgroupcategory: { id: 1, multiselect: true },
    availabilityoption: { available: true, maxquantity: 10, personsfit: true },
    minPersons: 1,
    maxPersons: 2,
    quantity: 10,
    rateplanList: [rateplan(12000, { vat: vat7 })],
    ...overrides,
  });
}

/** A service type with a tab. */
export function servicetype(id: number, overrides: Partial<Servicetype> = {}): Servicetype {
  return {
    id,
    code: `type${id}`,
    name: `Type ${id}`,
    notab: false,
    disableingroupmode: false,
    notassignedtounitgroup: false,
    required: false,
    minadvancebookingdays: 0,
    sort: id,
    ...overrides,
  };
}

/** A service group. */
export function servicegroup(id: number, overrides: Partial<Servicegroup> = {}): Servicegroup {
  return { id, name: `Group ${id}`, required: false, multiselect: true, ...overrides };
}

/** A service sold per person at 25.00 EUR. */
export function service(id: number, overrides: Partial<Service> = {}): Service {
  return {
    id,
    code: `S${id}`,
    name: `Service ${id}`,
    text: '',
    servicetype: { id: 1 },
    servicegroupIds: [],
    serviceOptionList: [],
    minOption: 0,
    maxOption: 0,
    timeenabled: false,
    timeenabledforuserisrequired: false,
    descriptionenabled: false,
    descriptionenabledforuserisrequired: false,
    sellingmode: { id: 2 },
    minimumsalesforfreerent: null,
    rateplanList: [rateplan(2500)],
    relationList: [],
    available: true,
    ...overrides,
  };
}

/** A full-day time slice 08:00-18:00. */
export function timeslice(id: number, overrides: Partial<Timeslicedefinition> = {}): Timeslicedefinition {
  return {
    id,
    name: `Slice ${id}`,
    checkintime: '08:00:00',
    checkouttime: '18:00:00',
    starttime: '08:00:00',
    endtime: '18:00:00',
    overnight: false,
    ...overrides,
  };
}

/** A catalog from parts (missing lists are empty; one service type 1 by default). */
export function catalog(parts: Partial<Catalog> = {}): Catalog {
  return {
    unitgroups: [],
    services: [],
    servicetypes: [servicetype(1)],
    servicegroups: [],
    timeslicedefinitions: [],
    tags: [],
    ...parts,
  };
}

/** A day slot on a date with people. */
export function slot(
  index: number,
  date: string,
  people: number,
  overrides: Partial<CartSlot> = {},
): CartSlot {
  return { index, date, starttime: null, endtime: null, timeslicedefinitionId: null, people, ...overrides };
}

/** A started, empty cart in EUR for 10 people on 2026-12-01, one day slot. */
export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    propertyId: 1,
    modeKey: '',
    started: true,
    ordered: false,
    offer: false,
    existingBookingIsLoaded: false,
    existingBookingIsConfirmed: false,
    existingBookingIsEdited: false,
    startdate: '2026-12-01',
    enddate: '2026-12-01',
    timeslicedefinitionId: null,
    starttime: '08:00:00',
    endtime: '18:00:00',
    slots: [slot(1, '2026-12-01', 10)],
    people: 10,
    children: 0,
    personsperroom: 1,
    customeraccountnumber: null,
    promocode: null,
    tags: [],
    currency: 'EUR',
    unitgroups: [],
    services: [],
    contact: null,
    guest: null,
    onbehalfofguest: false,
    eventtitle: '',
    description: '',
    bookingreasonId: null,
    info: '',
    termsAccepted: false,
    paymentmethod: null,
    id: null,
    version: null,
    bookingcode: null,
    bookingtoken: null,
    paymentToken: null,
    somethingYanked: false,
    addedrow: false,
    modifiedAt: '2026-11-22T03:30:00Z',
    ...overrides,
  };
}

/** A unit group line chosen by the guest. */
export function ugLine(
  key: string,
  unitgroupId: number,
  slotIndex: number,
  overrides: Partial<CartUnitgroupLine> = {},
): CartUnitgroupLine {
  return {
    key,
    slotIndex,
    unitgroupId,
    itemcount: 1,
    personcount: 10,
    personsperroom: null,
    origin: { kind: 'guest' },
    bookingLineId: null,
    ...overrides,
  };
}

/** A service line chosen by the guest. */
export function svcLine(
  key: string,
  serviceId: number,
  slotIndex: number,
  overrides: Partial<CartServiceLine> = {},
): CartServiceLine {
  return {
    key,
    slotIndex,
    serviceId,
    servicetypeId: 1,
    unitgroupLineKey: null,
    itemcount: 1,
    personcount: 10,
    durationcount: 1,
    starttime: null,
    endtime: null,
    description: '',
    optionIds: [],
    origin: { kind: 'guest' },
    bookingLineId: null,
    ...overrides,
  };
}
