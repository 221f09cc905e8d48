import {
  bookingreasonResource,
  customeraccountResource,
  documentResource,
  documenttemplatecategoryResource,
  FlagParam,
  herodocumentResource,
  IdParam,
  MESSAGE_CATEGORIES,
  paymenttypeResource,
  promocodeResource,
  propertyResource,
  propertySettingResource,
  type RefBase,
  type ResourceDeclaration,
  rateplanResource,
  relationResource,
  servicegroupResource,
  serviceOptionResource,
  serviceResource,
  servicetypeResource,
  setupResource,
  tagResource,
  timeslicedefinitionResource,
  unitdocumentResource,
  unitgroupResource,
  unitResource,
  vatResource,
} from '@venue/contract';
import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { academicTitles, countries, languages, salutations, timezones } from '../catalog/reference.ts';
import * as t from '../db/schema.ts';
import type {
  JoinSet,
  ParentTable,
  ReferenceDefinition,
  ReferenceFilter,
  ReferenceRow,
  ResourceDefinition,
  ResourceFilter,
  ResourceOwner,
} from './resource.ts';

/*
 * docs/api.md#resources: the bases of a property's offer, each declared once in the contract
 * (contract/src/resources.ts: fields, defaults, relations, checks, who writes) and bound here to where it is
 * stored: its table, the columns its filters and sort keys read, the join tables of its id sets, what a delete
 * must not orphan and what goes with it. The routes, the SQL and the checks (scoping, versions, same-property
 * foreign keys, references) are the pattern's, in server/src/http/routes/resources.ts and
 * server/src/db/resourceQueries.ts.
 */

const parentOf = (table: ParentTable['table'], id: PgColumn, propertyId: PgColumn): ParentTable => ({
  table,
  id,
  propertyId,
});

const VAT = parentOf(t.vat, t.vat.id, t.vat.propertyId);
const SERVICETYPE = parentOf(t.servicetype, t.servicetype.id, t.servicetype.propertyId);
const SERVICE = parentOf(t.service, t.service.id, t.service.propertyId);
const UNITGROUP = parentOf(t.unitgroup, t.unitgroup.id, t.unitgroup.propertyId);
const TAG = parentOf(t.tag, t.tag.id, t.tag.propertyId);
const RATEPLAN = parentOf(t.rateplan, t.rateplan.id, t.rateplan.propertyId);

/** The table of each base a foreign key or an id set may name. */
const PARENTS: Readonly<Record<RefBase, ParentTable>> = {
  vat: VAT,
  servicetype: SERVICETYPE,
  service: SERVICE,
  unitgroup: UNITGROUP,
  rateplan: RATEPLAN,
};
const SETS: Readonly<Record<string, ParentTable>> = { tag: TAG, service: SERVICE };

/** `f.{name}=true|false` on a boolean column. */
const flag = (column: PgColumn): ResourceFilter => ({
  param: FlagParam,
  where: (value: boolean) => eq(column, value),
});
/** `f.{name}={id}` on a foreign key column. */
const idIs = (column: PgColumn): ResourceFilter => ({
  param: IdParam,
  where: (id: number) => eq(column, id),
});
/** `f.search=...`: part of the name or code, any case. */
const search = (...columns: PgColumn[]): ResourceFilter => ({
  param: z.string().trim().min(1).max(100),
  where: (text: string) => or(...columns.map((c) => ilike(c, `%${text.replace(/[\\%_]/g, '\\$&')}%`))),
});

/** Where a declared base is stored, and what the declaration cannot say because it is SQL. */
interface Storage<S extends string> {
  readonly table: ResourceDefinition['table'];
  /** The column that says whose a row is: its property's id, the property's own id, or its parent's id. */
  readonly ownerColumn: PgColumn;
  readonly filters?: ResourceDefinition['filters'];
  /** The column of each declared sort key. */
  readonly sortColumns: Readonly<Record<S, PgColumn>>;
  /** The join table of each declared id set: (the row's id, an id of the set). */
  readonly joinTables?: Readonly<Record<string, Omit<JoinSet, 'other'>>>;
  readonly references?: ResourceDefinition['references'];
  readonly cascade?: ResourceDefinition['cascade'];
  readonly hiddenColumns?: ResourceDefinition['hiddenColumns'];
  readonly only?: ResourceDefinition['only'];
}

/** A declared base bound to its storage: the definition the routes and queries serve. */
function stored<S extends string>(
  d: ResourceDeclaration<z.ZodObject, z.ZodObject, S>,
  storage: Storage<S>,
): ResourceDefinition {
  const { ownerColumn: column } = storage;
  const owner: ResourceOwner =
    d.owner === 'property'
      ? { kind: 'property', field: 'propertyId', column }
      : d.owner === 'self'
        ? { kind: 'self', field: 'id', column }
        : { kind: 'parent', field: d.owner.field, column, parent: PARENTS[d.owner.parent] };
  const joins = Object.entries(d.sets ?? {}).map(([field, base]) => {
    const table = storage.joinTables?.[field];
    if (!table) throw new Error(`${d.base}.${field}: an id set without its join table`);
    return [field, { ...table, other: SETS[base] as ParentTable }] as const;
  });
  return {
    base: d.base,
    table: storage.table,
    fields: d.fields,
    owner,
    defaults: d.defaults,
    filters: storage.filters ?? {},
    sortKeys: Object.fromEntries(d.sortKeys.map((key) => [key, storage.sortColumns[key]])),
    writeRoles: d.writeRoles,
    sameProperty: Object.fromEntries(
      Object.entries(d.refs ?? {}).map(([field, base]) => [field, PARENTS[base]]),
    ),
    ...(joins.length ? { joins: Object.fromEntries(joins) } : {}),
    ...(storage.references ? { references: storage.references } : {}),
    ...(storage.cascade ? { cascade: storage.cascade } : {}),
    ...(storage.hiddenColumns ? { hiddenColumns: storage.hiddenColumns } : {}),
    ...(d.noAdd ? { noAdd: true } : {}),
    ...(d.noDelete ? { noDelete: true } : {}),
    ...(storage.only ? { only: storage.only } : {}),
  };
}

/** Whether a booking's stored body contains `part` (its booking reason, one of its tags). */
const bookingHas = (part: unknown) => sql`${t.booking.data} @> ${JSON.stringify(part)}::jsonb`;

const DOCUMENT_STORAGE = {
  table: t.document,
  ownerColumn: t.document.propertyId,
  sortColumns: { sort: t.document.sort, name: t.document.name },
  cascade: [{ table: t.documentThumbnail, where: (id: number) => eq(t.documentThumbnail.documentId, id) }],
  hiddenColumns: ['bytes'],
} as const;

/** Every base of the pattern, in the order of docs/api.md#resources. */
export const RESOURCES: readonly ResourceDefinition[] = [
  stored(unitgroupResource, {
    table: t.unitgroup,
    ownerColumn: t.unitgroup.propertyId,
    filters: {
      category: {
        param: z.enum(['1', '2']).transform(Number),
        where: (c: number) => eq(t.unitgroup.category, c),
      },
      inactive: flag(t.unitgroup.inactive),
      search: search(t.unitgroup.name, t.unitgroup.code),
    },
    sortColumns: {
      sort: t.unitgroup.sort,
      name: t.unitgroup.name,
      code: t.unitgroup.code,
      price: t.unitgroup.price,
    },
    joinTables: {
      tagIds: {
        table: t.unitgroupTag,
        ownerColumn: t.unitgroupTag.unitgroupId,
        otherColumn: t.unitgroupTag.tagId,
      },
    },
    references: [
      { what: 'booking', table: t.bookingUnitgroup, where: (id) => eq(t.bookingUnitgroup.unitgroupId, id) },
      {
        what: 'block',
        table: t.unitAllocation,
        where: (id) =>
          inArray(
            t.unitAllocation.unitId,
            sql`(select ${t.unit.id} from ${t.unit} where ${t.unit.unitgroupId} = ${id})`,
          ),
      },
    ],
    cascade: [
      { table: t.unit, where: (id) => eq(t.unit.unitgroupId, id) },
      { table: t.unitgroupTag, where: (id) => eq(t.unitgroupTag.unitgroupId, id) },
      { table: t.document, where: (id) => eq(t.document.unitgroupId, id) },
      {
        table: t.relation,
        where: (id) =>
          or(eq(t.relation.ownerUnitgroupId, id), eq(t.relation.relatedUnitgroupId, id)) ?? sql`false`,
      },
    ],
  }),
  stored(unitResource, {
    table: t.unit,
    ownerColumn: t.unit.unitgroupId,
    filters: { search: search(t.unit.name) },
    sortColumns: { name: t.unit.name },
    references: [
      { what: 'booking or block', table: t.unitAllocation, where: (id) => eq(t.unitAllocation.unitId, id) },
    ],
  }),
  stored(serviceResource, {
    table: t.service,
    ownerColumn: t.service.propertyId,
    filters: {
      servicetypeId: idIs(t.service.servicetypeId),
      inactive: flag(t.service.inactive),
      disabled: flag(t.service.disabled),
      search: search(t.service.name, t.service.code),
    },
    sortColumns: { sort: t.service.sort, name: t.service.name, code: t.service.code, price: t.service.price },
    references: [
      { what: 'booking', table: t.bookingService, where: (id) => eq(t.bookingService.serviceId, id) },
    ],
    cascade: [
      { table: t.serviceOption, where: (id) => eq(t.serviceOption.serviceId, id) },
      { table: t.servicegroupService, where: (id) => eq(t.servicegroupService.serviceId, id) },
      {
        table: t.relation,
        where: (id) =>
          or(eq(t.relation.ownerServiceId, id), eq(t.relation.relatedServiceId, id)) ?? sql`false`,
      },
    ],
  }),
  stored(serviceOptionResource, {
    table: t.serviceOption,
    ownerColumn: t.serviceOption.serviceId,
    sortColumns: { sort: t.serviceOption.sort, name: t.serviceOption.name },
  }),
  stored(servicetypeResource, {
    table: t.servicetype,
    ownerColumn: t.servicetype.propertyId,
    sortColumns: { sort: t.servicetype.sort, name: t.servicetype.name, code: t.servicetype.code },
    references: [
      { what: 'service', table: t.service, where: (id) => eq(t.service.servicetypeId, id) },
      { what: 'image', table: t.document, where: (id) => eq(t.document.servicetypeId, id) },
    ],
  }),
  stored(servicegroupResource, {
    table: t.servicegroup,
    ownerColumn: t.servicegroup.propertyId,
    sortColumns: { name: t.servicegroup.name },
    joinTables: {
      serviceIds: {
        table: t.servicegroupService,
        ownerColumn: t.servicegroupService.servicegroupId,
        otherColumn: t.servicegroupService.serviceId,
      },
    },
    cascade: [{ table: t.servicegroupService, where: (id) => eq(t.servicegroupService.servicegroupId, id) }],
  }),
  stored(timeslicedefinitionResource, {
    table: t.timeslicedefinition,
    ownerColumn: t.timeslicedefinition.propertyId,
    filters: { overnight: flag(t.timeslicedefinition.overnight) },
    sortColumns: { sort: t.timeslicedefinition.sort, name: t.timeslicedefinition.name },
  }),
  stored(setupResource, {
    table: t.setup,
    ownerColumn: t.setup.propertyId,
    filters: { issetup: flag(t.setup.issetup) },
    sortColumns: { name: t.setup.name },
  }),
  stored(rateplanResource, {
    table: t.rateplan,
    ownerColumn: t.rateplan.propertyId,
    sortColumns: { name: t.rateplan.name, code: t.rateplan.code },
    references: [
      {
        what: 'customer account',
        table: t.customeraccount,
        where: (id) => eq(t.customeraccount.rateplanId, id),
      },
      { what: 'promo code', table: t.promocode, where: (id) => eq(t.promocode.rateplanId, id) },
    ],
  }),
  stored(vatResource, {
    table: t.vat,
    ownerColumn: t.vat.propertyId,
    sortColumns: { name: t.vat.name, value: t.vat.value },
    references: [
      { what: 'unit group', table: t.unitgroup, where: (id) => eq(t.unitgroup.vatId, id) },
      { what: 'service', table: t.service, where: (id) => eq(t.service.vatId, id) },
    ],
  }),
  stored(relationResource, {
    table: t.relation,
    ownerColumn: t.relation.propertyId,
    filters: {
      ownerServiceId: idIs(t.relation.ownerServiceId),
      ownerUnitgroupId: idIs(t.relation.ownerUnitgroupId),
    },
    sortColumns: { id: t.relation.id },
  }),
  stored(propertySettingResource, {
    table: t.propertySetting,
    ownerColumn: t.propertySetting.propertyId,
    filters: { search: search(t.propertySetting.key) },
    sortColumns: { key: t.propertySetting.key },
  }),
  stored(customeraccountResource, {
    table: t.customeraccount,
    ownerColumn: t.customeraccount.propertyId,
    filters: { search: search(t.customeraccount.number, t.customeraccount.name) },
    sortColumns: { number: t.customeraccount.number, name: t.customeraccount.name },
  }),
  stored(promocodeResource, {
    table: t.promocode,
    ownerColumn: t.promocode.propertyId,
    filters: { search: search(t.promocode.code) },
    sortColumns: { code: t.promocode.code },
  }),
  stored(documentResource, {
    ...DOCUMENT_STORAGE,
    filters: {
      kind: {
        param: z.enum(['hero', 'panorama', 'unitgroup', 'servicetype']),
        where: (k: string) => eq(t.document.kind, k),
      },
      unitgroupId: idIs(t.document.unitgroupId),
    },
  }),
  stored(herodocumentResource, { ...DOCUMENT_STORAGE, only: eq(t.document.kind, 'hero') }),
  stored(unitdocumentResource, {
    ...DOCUMENT_STORAGE,
    filters: { unitgroupId: idIs(t.document.unitgroupId) },
    only: eq(t.document.kind, 'unitgroup'),
  }),
  stored(propertyResource, {
    table: t.property,
    ownerColumn: t.property.id,
    filters: { search: search(t.property.name, t.property.key) },
    sortColumns: { name: t.property.name, key: t.property.key },
  }),
  stored(tagResource, {
    table: t.tag,
    ownerColumn: t.tag.propertyId,
    filters: { search: search(t.tag.name) },
    sortColumns: { name: t.tag.name, id: t.tag.id },
    references: [{ what: 'booking', table: t.booking, where: (id) => bookingHas({ tags: [{ id }] }) }],
    cascade: [{ table: t.unitgroupTag, where: (id) => eq(t.unitgroupTag.tagId, id) }],
  }),
  stored(bookingreasonResource, {
    table: t.bookingreason,
    ownerColumn: t.bookingreason.propertyId,
    filters: { inactive: flag(t.bookingreason.inactive), search: search(t.bookingreason.name) },
    sortColumns: { sort: t.bookingreason.sort, name: t.bookingreason.name },
    references: [{ what: 'booking', table: t.booking, where: (id) => bookingHas({ bookingreason: { id } }) }],
  }),
  stored(paymenttypeResource, {
    table: t.paymenttype,
    ownerColumn: t.paymenttype.propertyId,
    filters: { inactive: flag(t.paymenttype.inactive), search: search(t.paymenttype.name) },
    sortColumns: { sort: t.paymenttype.sort, name: t.paymenttype.name },
  }),
  stored(documenttemplatecategoryResource, {
    table: t.documenttemplatecategory,
    ownerColumn: t.documenttemplatecategory.propertyId,
    filters: { search: search(t.documenttemplatecategory.name) },
    sortColumns: { sort: t.documenttemplatecategory.sort, name: t.documenttemplatecategory.name },
  }),
];

/** `f.search=...` of a reference list: part of one of the fields, any case. */
const searchIn = (...fields: string[]): ReferenceFilter => ({
  param: z.string().trim().min(1).max(100),
  keeps: (text: string) => (row) =>
    fields.some((f) =>
      String(row[f] ?? '')
        .toLowerCase()
        .includes(text.toLowerCase()),
    ),
});

/** A reference list, its rows as the server keeps them (at version 1: they never change). */
const referenceList = <T extends { readonly id: number }>(
  base: string,
  rows: readonly T[],
  sortKeys: ReferenceDefinition['sortKeys'],
  filters: ReferenceDefinition['filters'] = {},
): ReferenceDefinition => ({
  base,
  rows: rows.map((row) => ({ ...row, version: 1 }) as ReferenceRow),
  sortKeys,
  filters,
});

/**
 * The read-only bases (docs/api.md#resources): lists the same for every property, served from where the
 * server keeps them (the guest-side lists of catalog/reference.ts, the message categories), never copied.
 */
export const REFERENCE_LISTS = [
  referenceList('language', languages, ['id', 'name', 'key', 'isocode'], { search: searchIn('name', 'key') }),
  referenceList('country', countries, ['id', 'name', 'isocode'], { search: searchIn('name', 'isocode') }),
  referenceList('salutation', salutations, ['id', 'name'], {
    company: { param: FlagParam, keeps: (company: boolean) => (row) => row.company === company },
  }),
  referenceList('academictitle', academicTitles, ['id', 'name']),
  referenceList('timezone', timezones, ['id', 'name'], { search: searchIn('name') }),
  referenceList('messagecategory', MESSAGE_CATEGORIES, ['id', 'key']),
] as const;
