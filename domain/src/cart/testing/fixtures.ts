import { CalendarDate } from '@internationalized/date';
import type { Catalog } from '../../model/cart.ts';
import type { Contact, LoadedBooking, Unitgroup } from '../../model/entities.ts';
import { UnitgroupCategory } from '../../model/enums.ts';
import { defaultSettings, type Settings } from '../../settings/typedSettings.ts';
import { createCart } from '../create.ts';
import type { CartContext } from '../reducer.ts';

/** Test data for the cart tests: a small hotel with rooms, a meeting room and tags. */

export const today = new CalendarDate(2026, 11, 22);
export const now = '2026-11-22T03:30:00Z';

function unitgroup(id: number, category: 1 | 2, extra: Partial<Unitgroup> = {}): Unitgroup {
  return {
    id,
    code: `UG${id}`,
    name: `Unit group ${id}`,
    description: '',
    unitgroupcategory: { id: category, multiselect: false },
    availabilityoption: null,
    minPersons: 1,
    maxPersons: category === UnitgroupCategory.Room ? 2 : 40,
    maxSelectablePersonCount: null,
    minimumSales: null,
    minimumSalesPerPerson: null,
    bookDirectly: true,
    hideifunavailable: false,
    ignorePersoncount: false,
    quantity: 1,
    unitgroupDocumentList: [],
    rateplanList: [],
    relationList: [],
    tagIds: [],
    ...extra,
  };
}

export const catalog: Catalog = {
  unitgroups: [unitgroup(1, 1), unitgroup(2, 2), unitgroup(3, 1, { minPersons: 2, maxPersons: 4 })],
  services: [],
  servicetypes: [],
  servicegroups: [],
  timeslicedefinitions: [],
  tags: [
    { id: 1, name: 'Lake view' },
    { id: 2, name: 'Step-free' },
  ],
};

export function context(settings: Partial<Settings> = {}, at: Partial<CartContext> = {}): CartContext {
  return {
    today,
    now: '2026-11-22T04:00:00Z',
    settings: { ...defaultSettings, ...settings },
    catalog,
    ...at,
  };
}

export function emptyCart(settings: Partial<Settings> = {}) {
  return createCart({
    propertyId: 7,
    modeKey: '',
    today,
    now,
    settings: { ...defaultSettings, ...settings },
    catalog,
  });
}

export const contact: Contact = {
  salutationId: null,
  academictitleId: null,
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: '',
  email: 'ada@example.org',
  phone: '',
  street: '',
  zip: '',
  city: '',
  countryId: null,
};

export function loadedBooking(extra: Partial<LoadedBooking> = {}): LoadedBooking {
  return {
    id: 501,
    version: 3,
    propertyId: 7,
    start: '2026-12-01 09:00',
    end: '2026-12-03 17:00',
    startdate: '2026-12-01',
    enddate: '2026-12-03',
    starttime: '09:00:00',
    endtime: '17:00:00',
    timeslicedefinition: null,
    booker: contact,
    people: 12,
    personsperroom: 2,
    customeraccountnumber: null,
    promocode: 'WINTER',
    tags: [{ id: 1, name: 'Lake view' }],
    bookingUnitgroupList: [],
    bookingServiceList: [],
    eventtitle: 'Board meeting',
    description: '',
    paymentmethod: null,
    onbehalfofguest: false,
    bookingreason: null,
    termsAccepted: true,
    bookingchannel: { id: 4 },
    bookingcategory: { id: 1 },
    isrequested: false,
    info: '',
    daynumbers: [],
    type: 'normal',
    request: true,
    externalId: null,
    internalId: 'B-501',
    bookingcode: 'ABC123',
    bookingtoken: 'tok-501',
    bookingstate: 2,
    currency: 'EUR',
    total: 0,
    vatList: [],
    paymenttime: null,
    paymenturl: null,
    reservationcode: null,
    externalsystemtypeId: null,
    allowedActions: null,
    paymentcreditcardtype: null,
    paymentcreditcardnumber: null,
    paymentcreditcardexpiry: null,
    ...extra,
  };
}
