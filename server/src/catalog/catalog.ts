import {
  type Availabilityoption,
  type BookableRates,
  bookableRates,
  type Catalog,
  namesIn,
  PLAIN_POLICY,
  type RatePolicy,
  type Rateplan,
  RECORD_LANGUAGES,
  type Relation,
  type RelationType,
  ratePolicyOf,
  ratePrice,
  readSettings,
  type Service,
  type Servicegroup,
  type Servicetype,
  type Settings,
  type Tag,
  type Timeslicedefinition,
  type Unitgroup,
  type UnitgroupCategory,
  type Vat,
} from '@venue/domain';
import type { CatalogRows } from '../db/catalogQueries.ts';

/** The effective rate: the default plan, or the plan of a customer account or promo code. */
export interface EffectiveRate {
  readonly id: number;
  readonly name: string;
  readonly pricePercent: number;
  /** docs/rules.md#rate-policies: what the rate asks of the guest. */
  readonly policy: RatePolicy;
}

/** A property's whole offer, read once from the database and shared by lists, availability and pricing. */
export interface PropertyCatalog {
  readonly rows: CatalogRows;
  readonly propertyId: number;
  readonly currency: string;
  readonly settings: Settings;
  readonly defaultRate: EffectiveRate;
  /** The rates every guest may book, the default first (never empty). */
  readonly publicRates: readonly EffectiveRate[];
  /** The unit groups on offer (active ones); `unitgroupById` has the inactive ones too. */
  readonly unitgroups: readonly Unitgroup[];
  readonly unitgroupById: ReadonlyMap<number, Unitgroup>;
  readonly unitIdsByGroup: ReadonlyMap<number, readonly number[]>;
  readonly services: readonly Service[];
  readonly serviceById: ReadonlyMap<number, Service>;
  readonly servicetypes: readonly Servicetype[];
  readonly servicegroups: readonly Servicegroup[];
  readonly timeslicedefinitions: readonly Timeslicedefinition[];
  readonly tags: readonly Tag[];
  /** Base prices (cents, 100 %) and VAT by unit group / service id. */
  readonly basePrice: {
    readonly unitgroup: ReadonlyMap<number, { price: number; vat: Vat; onRequest: boolean }>;
    readonly service: ReadonlyMap<number, { price: number; vat: Vat; onRequest: boolean }>;
  };
}

const relationOf = (r: CatalogRows['relations'][number]): Relation => ({
  entityrelationtype: r.type as RelationType,
  entityrelationgroupkey: r.groupKey,
  relatedServiceId: r.relatedServiceId,
  relatedUnitgroupId: r.relatedUnitgroupId,
});

/**
 * A rate plan entry with the price at the rate (the domain's ratePrice), its terms, and with `units` (the nights
 * or days of a configured stay) the price of one unit for the stay.
 */
function rateplanEntry(
  rate: EffectiveRate,
  base: { price: number; vat: Vat; onRequest: boolean },
  currency: string,
  units?: number,
): Rateplan {
  const price = ratePrice(base.price, rate.pricePercent);
  return {
    id: rate.id,
    name: rate.name,
    price,
    currency,
    vat: base.vat,
    onRequest: base.onRequest,
    policy: rate.policy,
    ...(units !== undefined ? { stayPrice: base.onRequest ? null : price * units } : {}),
  };
}

/** A stored rate plan as the catalog prices with it. */
const effectiveRate = (p: CatalogRows['rateplans'][number]): EffectiveRate => ({
  id: p.id,
  name: p.name,
  pricePercent: p.pricePercent,
  policy: ratePolicyOf(p),
});

/** Builds the catalog from the rows of one property. */
export function buildCatalog(rows: CatalogRows): PropertyCatalog {
  const currency = rows.property.currency;
  const vatById = new Map(
    rows.vats.map((v) => [
      v.id,
      { id: v.id, name: v.name, names: namesIn(v, 'name', RECORD_LANGUAGES), value: v.value } satisfies Vat,
    ]),
  );
  const vatOf = (id: number): Vat => vatById.get(id) ?? { id, name: '', value: 0 };
  // docs/rules.md#rate-policies: the rates every guest may book, the default first; the others are sold only
  // through a customer account or promo code.
  const publicRates = rows.rateplans
    .filter((r) => !r.restricted)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)
    .map(effectiveRate);
  const plan = rows.rateplans.find((r) => r.isDefault) ?? rows.rateplans[0];
  const defaultRate: EffectiveRate = plan
    ? effectiveRate(plan)
    : { id: 0, name: 'Standard', pricePercent: 100, policy: PLAIN_POLICY };
  const offeredRates = publicRates.length > 0 ? publicRates : [defaultRate];

  const unitIdsByGroup = new Map<number, number[]>();
  for (const u of rows.units)
    unitIdsByGroup.set(u.unitgroupId, [...(unitIdsByGroup.get(u.unitgroupId) ?? []), u.id]);
  const tagsByGroup = new Map<number, number[]>();
  for (const x of rows.unitgroupTags)
    tagsByGroup.set(x.unitgroupId, [...(tagsByGroup.get(x.unitgroupId) ?? []), x.tagId]);

  const ugBase = new Map(
    rows.unitgroups.map((u) => [u.id, { price: u.price, vat: vatOf(u.vatId), onRequest: u.onRequest }]),
  );
  const svcBase = new Map(
    rows.services.map((s) => [s.id, { price: s.price, vat: vatOf(s.vatId), onRequest: s.onRequest }]),
  );

  const toUnitgroup = (u: CatalogRows['unitgroups'][number]): Unitgroup => ({
    id: u.id,
    code: u.code,
    name: u.name,
    description: u.description,
    unitgroupcategory: { id: u.category as UnitgroupCategory, multiselect: u.multiselect },
    availabilityoption: null,
    minPersons: u.minPersons,
    maxPersons: u.maxPersons,
    maxSelectablePersonCount: u.maxSelectablePersonCount,
    minimumSales: u.minimumSales,
    minimumSalesPerPerson: u.minimumSalesPerPerson,
    bookDirectly: u.bookDirectly,
    hideifunavailable: u.hideifunavailable,
    ignorePersoncount: u.ignorePersoncount,
    quantity: unitIdsByGroup.get(u.id)?.length ?? 0,
    unitgroupDocumentList: rows.documents
      .filter((d) => d.unitgroupId === u.id)
      .map((d) => ({ id: d.id, name: d.name, url: documentUrl(d) })),
    rateplanList: offeredRates.map((rate) =>
      rateplanEntry(rate, ugBase.get(u.id) ?? { price: 0, vat: vatOf(0), onRequest: true }, currency),
    ),
    relationList: rows.relations.filter((r) => r.ownerUnitgroupId === u.id).map(relationOf),
    tagIds: tagsByGroup.get(u.id) ?? [],
  });
  const allUnitgroups = rows.unitgroups.map(toUnitgroup);
  // An inactive unit group is out of the offer (the guest's lists and calendars) but still prices the bookings
  // that have it (docs/api.md#resources).
  const inactive = new Set(rows.unitgroups.filter((u) => u.inactive).map((u) => u.id));
  const unitgroups = allUnitgroups.filter((u) => !inactive.has(u.id));

  const services: Service[] = rows.services.map((s) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    text: s.text,
    servicetype: { id: s.servicetypeId },
    servicegroupIds: rows.servicegroupServices
      .filter((g) => g.serviceId === s.id)
      .map((g) => g.servicegroupId),
    serviceOptionList: rows.serviceOptions
      .filter((o) => o.serviceId === s.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        version: 1,
        disabled: o.disabled,
        prefillpeople: o.prefillpeople,
        required: o.required,
        minadvancebookingdays: 0,
        notassignedtounitgroup: false,
        disableingroupmode: false,
        headline: null,
        description: o.description,
        tooltip: null,
        eventbar: false,
        notab: false,
      })),
    minOption: s.minOption,
    maxOption: s.maxOption,
    timeenabled: s.timeenabled,
    timeenabledforuserisrequired: s.timeenabledforuserisrequired,
    descriptionenabled: s.descriptionenabled,
    descriptionenabledforuserisrequired: s.descriptionenabledforuserisrequired,
    sellingmode: { id: s.sellingmode },
    minimumsalesforfreerent: s.minimumsalesforfreerent,
    rateplanList: [
      rateplanEntry(defaultRate, svcBase.get(s.id) ?? { price: 0, vat: vatOf(0), onRequest: true }, currency),
    ],
    relationList: rows.relations.filter((r) => r.ownerServiceId === s.id).map(relationOf),
    available: !s.disabled && !s.inactive,
  }));

  return {
    rows,
    propertyId: rows.property.id,
    currency,
    settings: readSettings(rows.settings.map((s) => ({ key: s.key, value: s.value }))).settings,
    defaultRate,
    publicRates: offeredRates,
    unitgroups,
    unitgroupById: new Map(allUnitgroups.map((u) => [u.id, u])),
    unitIdsByGroup,
    services,
    serviceById: new Map(services.map((s) => [s.id, s])),
    servicetypes: rows.servicetypes.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      notab: s.notab,
      disableingroupmode: s.disableingroupmode,
      notassignedtounitgroup: s.notassignedtounitgroup,
      required: s.required,
      minadvancebookingdays: s.minadvancebookingdays,
      sort: s.sort,
    })),
    servicegroups: rows.servicegroups.map((g) => ({
      id: g.id,
      name: g.name,
      required: g.required,
      multiselect: g.multiselect,
    })),
    timeslicedefinitions: rows.timeslices.map((s) => ({
      id: s.id,
      name: s.name,
      checkintime: s.checkintime,
      checkouttime: s.checkouttime,
      starttime: s.starttime,
      endtime: s.endtime,
      overnight: s.overnight,
    })),
    tags: rows.tags.map(({ id, name }) => ({ id, name })),
    basePrice: { unitgroup: ugBase, service: svcBase },
  };
}

/** The document's URL relative to /api (docs/api.md: panorama images are fetched from /api plus the url). */
export function documentUrl(d: { id: number; name: string }): string {
  return `/document/${d.id}/${encodeURIComponent(d.name)}`;
}

/** The rates a guest may book (docs/rules.md#rate-policies), the one to preselect first, and a code nobody knows. */
export type GuestRates = BookableRates<EffectiveRate>;

/**
 * The rates a guest may book: with a customer account number or promo code (docs/api.md: verified), the rate it
 * unlocks first, then the rates every guest may book (the default first). An unknown code is named so the caller
 * can refuse it; its guest gets the public rates.
 */
export function ratesFor(
  catalog: PropertyCatalog,
  customeraccountnumber: string | null | undefined,
  promocode: string | null | undefined,
): GuestRates {
  const planById = (id: number | undefined): EffectiveRate | null => {
    const p = catalog.rows.rateplans.find((r) => r.id === id);
    return p ? effectiveRate(p) : null;
  };
  // docs/rules.md#rate-policies: the code's rate is looked up here; which rates that makes is the domain's rule.
  const code = customeraccountnumber
    ? {
        kind: 'customeraccount' as const,
        rate: planById(
          catalog.rows.customeraccounts.find((a) => a.number === customeraccountnumber)?.rateplanId,
        ),
      }
    : promocode
      ? {
          kind: 'promocode' as const,
          rate: planById(
            catalog.rows.promocodes.find((p) => p.code.toUpperCase() === promocode.toUpperCase())?.rateplanId,
          ),
        }
      : null;
  return bookableRates(catalog.publicRates, code);
}

/** The rate services and other single-rate prices use: the first a guest may book (see ratesFor). */
export function rateFor(
  catalog: PropertyCatalog,
  customeraccountnumber: string | null | undefined,
  promocode: string | null | undefined,
): { rate: EffectiveRate; unknown: 'customeraccount' | 'promocode' | null } {
  const { rates, unknown } = ratesFor(catalog, customeraccountnumber, promocode);
  return { rate: rates[0] ?? catalog.defaultRate, unknown };
}

/**
 * A unit group as listed for the rates a guest may book, optionally with its availability for the configured
 * dates and, with `units` (its nights or days), each rate's price for the stay.
 */
export function unitgroupForRates(
  catalog: PropertyCatalog,
  unitgroup: Unitgroup,
  rates: readonly EffectiveRate[],
  availabilityoption: Availabilityoption | null,
  units?: number,
): Unitgroup {
  const base = catalog.basePrice.unitgroup.get(unitgroup.id);
  return {
    ...unitgroup,
    availabilityoption,
    rateplanList: base
      ? rates.map((rate) => rateplanEntry(rate, base, catalog.currency, units))
      : unitgroup.rateplanList,
  };
}

/** A service as listed for a rate. */
export function serviceForRate(catalog: PropertyCatalog, service: Service, rate: EffectiveRate): Service {
  const base = catalog.basePrice.service.get(service.id);
  return {
    ...service,
    rateplanList: base ? [rateplanEntry(rate, base, catalog.currency)] : service.rateplanList,
  };
}

/** The domain catalog with the prices of the rates the guest may book (services at the first of them). */
export function catalogForRates(catalog: PropertyCatalog, rates: readonly EffectiveRate[]): Catalog {
  const first = rates[0] ?? catalog.defaultRate;
  return {
    unitgroups: catalog.unitgroups.map((u) => unitgroupForRates(catalog, u, rates, null)),
    services: catalog.services.map((s) => serviceForRate(catalog, s, first)),
    servicetypes: catalog.servicetypes,
    servicegroups: catalog.servicegroups,
    timeslicedefinitions: catalog.timeslicedefinitions,
    tags: catalog.tags,
  };
}
