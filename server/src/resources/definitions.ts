import {
  BookingreasonFields,
  CustomeraccountFields,
  DocumentFields,
  DocumenttemplatecategoryFields,
  FlagParam,
  HerodocumentFields,
  IdParam,
  MESSAGE_CATEGORIES,
  PaymenttypeFields,
  PromocodeFields,
  PropertyFields,
  PropertySettingFields,
  RateplanFields,
  RelationFields,
  ServiceFields,
  ServicegroupFields,
  ServiceOptionFields,
  ServicetypeFields,
  SetupFields,
  TagFields,
  TimeslicedefinitionFields,
  UnitdocumentFields,
  UnitFields,
  UnitgroupFields,
  VatFields,
} from '@venue/contract';
import { PLAIN_POLICY } from '@venue/domain';
import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { academicTitles, countries, languages, salutations, timezones } from '../catalog/reference.ts';
import * as t from '../db/schema.ts';
import {
  defineResource,
  type ParentTable,
  type ReferenceDefinition,
  type ReferenceFilter,
  type ReferenceRow,
  type ResourceFilter,
} from './resource.ts';

/*
 * docs/api.md#resources: the bases of a property's offer, each declared once. The routes, the SQL, the
 * checks (scoping, versions, same-property foreign keys, references) are the pattern's, in
 * server/src/http/routes/resources.ts and server/src/db/resourceQueries.ts.
 */

const owners = ['owner', 'staff'] as const;
const ownerOnly = ['owner'] as const;

const propertyOwned = (column: PgColumn) => ({ kind: 'property', field: 'propertyId', column }) as const;
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

const translations = {};

const unitgroupResource = defineResource({
  base: 'unitgroup',
  table: t.unitgroup,
  fields: UnitgroupFields,
  owner: propertyOwned(t.unitgroup.propertyId),
  defaults: {
    code: '',
    name: '',
    description: '',
    category: 2,
    multiselect: false,
    minPersons: 1,
    maxPersons: 10,
    maxSelectablePersonCount: null,
    minimumSales: null,
    minimumSalesPerPerson: null,
    bookDirectly: false,
    hideifunavailable: false,
    ignorePersoncount: false,
    price: 0,
    onRequest: false,
    inactive: false,
    sort: 0,
    i18n: translations,
    tagIds: [],
  },
  filters: {
    category: {
      param: z.enum(['1', '2']).transform(Number),
      where: (c: number) => eq(t.unitgroup.category, c),
    },
    inactive: flag(t.unitgroup.inactive),
    search: search(t.unitgroup.name, t.unitgroup.code),
  },
  sortKeys: {
    sort: t.unitgroup.sort,
    name: t.unitgroup.name,
    code: t.unitgroup.code,
    price: t.unitgroup.price,
  },
  writeRoles: owners,
  sameProperty: { vatId: VAT },
  joins: {
    tagIds: {
      table: t.unitgroupTag,
      ownerColumn: t.unitgroupTag.unitgroupId,
      otherColumn: t.unitgroupTag.tagId,
      other: TAG,
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
});

const unitResource = defineResource({
  base: 'unit',
  table: t.unit,
  fields: UnitFields,
  owner: { kind: 'parent', field: 'unitgroupId', column: t.unit.unitgroupId, parent: UNITGROUP },
  defaults: { name: '' },
  filters: { search: search(t.unit.name) },
  sortKeys: { name: t.unit.name },
  writeRoles: owners,
  references: [
    { what: 'booking or block', table: t.unitAllocation, where: (id) => eq(t.unitAllocation.unitId, id) },
  ],
});

const serviceResource = defineResource({
  base: 'service',
  table: t.service,
  fields: ServiceFields,
  owner: propertyOwned(t.service.propertyId),
  defaults: {
    code: '',
    name: '',
    text: '',
    minOption: 0,
    maxOption: 0,
    timeenabled: false,
    timeenabledforuserisrequired: false,
    descriptionenabled: false,
    descriptionenabledforuserisrequired: false,
    sellingmode: 2,
    minimumsalesforfreerent: null,
    price: 0,
    onRequest: false,
    disabled: false,
    inactive: false,
    sort: 0,
    i18n: translations,
  },
  filters: {
    servicetypeId: idIs(t.service.servicetypeId),
    inactive: flag(t.service.inactive),
    disabled: flag(t.service.disabled),
    search: search(t.service.name, t.service.code),
  },
  sortKeys: { sort: t.service.sort, name: t.service.name, code: t.service.code, price: t.service.price },
  writeRoles: owners,
  sameProperty: { servicetypeId: SERVICETYPE, vatId: VAT },
  references: [
    { what: 'booking', table: t.bookingService, where: (id) => eq(t.bookingService.serviceId, id) },
  ],
  cascade: [
    { table: t.serviceOption, where: (id) => eq(t.serviceOption.serviceId, id) },
    { table: t.servicegroupService, where: (id) => eq(t.servicegroupService.serviceId, id) },
    {
      table: t.relation,
      where: (id) => or(eq(t.relation.ownerServiceId, id), eq(t.relation.relatedServiceId, id)) ?? sql`false`,
    },
  ],
});

const serviceOptionResource = defineResource({
  base: 'serviceoption',
  table: t.serviceOption,
  fields: ServiceOptionFields,
  owner: { kind: 'parent', field: 'serviceId', column: t.serviceOption.serviceId, parent: SERVICE },
  defaults: {
    name: '',
    required: false,
    prefillpeople: false,
    disabled: false,
    description: null,
    sort: 0,
    i18n: translations,
  },
  filters: {},
  sortKeys: { sort: t.serviceOption.sort, name: t.serviceOption.name },
  writeRoles: owners,
});

const servicetypeResource = defineResource({
  base: 'servicetype',
  table: t.servicetype,
  fields: ServicetypeFields,
  owner: propertyOwned(t.servicetype.propertyId),
  defaults: {
    code: '',
    name: '',
    notab: false,
    disableingroupmode: false,
    notassignedtounitgroup: false,
    required: false,
    minadvancebookingdays: 0,
    sort: 0,
    i18n: translations,
  },
  filters: {},
  sortKeys: { sort: t.servicetype.sort, name: t.servicetype.name, code: t.servicetype.code },
  writeRoles: owners,
  references: [
    { what: 'service', table: t.service, where: (id) => eq(t.service.servicetypeId, id) },
    { what: 'image', table: t.document, where: (id) => eq(t.document.servicetypeId, id) },
  ],
});

const servicegroupResource = defineResource({
  base: 'servicegroup',
  table: t.servicegroup,
  fields: ServicegroupFields,
  owner: propertyOwned(t.servicegroup.propertyId),
  defaults: { name: '', required: false, multiselect: true, i18n: translations, serviceIds: [] },
  filters: {},
  sortKeys: { name: t.servicegroup.name },
  writeRoles: owners,
  joins: {
    serviceIds: {
      table: t.servicegroupService,
      ownerColumn: t.servicegroupService.servicegroupId,
      otherColumn: t.servicegroupService.serviceId,
      other: SERVICE,
    },
  },
  cascade: [{ table: t.servicegroupService, where: (id) => eq(t.servicegroupService.servicegroupId, id) }],
});

const timeslicedefinitionResource = defineResource({
  base: 'timeslicedefinition',
  table: t.timeslicedefinition,
  fields: TimeslicedefinitionFields,
  owner: propertyOwned(t.timeslicedefinition.propertyId),
  defaults: {
    name: '',
    checkintime: '08:00:00',
    checkouttime: '18:00:00',
    starttime: '08:00:00',
    endtime: '18:00:00',
    overnight: false,
    sort: 0,
    i18n: translations,
  },
  filters: { overnight: flag(t.timeslicedefinition.overnight) },
  sortKeys: { sort: t.timeslicedefinition.sort, name: t.timeslicedefinition.name },
  writeRoles: owners,
});

const setupResource = defineResource({
  base: 'setup',
  table: t.setup,
  fields: SetupFields,
  owner: propertyOwned(t.setup.propertyId),
  defaults: { name: '', issetup: true, description: '', i18n: translations },
  filters: { issetup: flag(t.setup.issetup) },
  sortKeys: { name: t.setup.name },
  writeRoles: owners,
});

const rateplanResource = defineResource({
  base: 'rateplan',
  table: t.rateplan,
  fields: RateplanFields,
  owner: propertyOwned(t.rateplan.propertyId),
  defaults: {
    code: '',
    name: '',
    pricePercent: 100,
    isDefault: false,
    restricted: false,
    // docs/rules.md#rate-policies: a new rate's terms are the plain ones.
    ...PLAIN_POLICY,
    i18n: {},
  },
  filters: {},
  sortKeys: { name: t.rateplan.name, code: t.rateplan.code },
  writeRoles: ownerOnly,
  references: [
    {
      what: 'customer account',
      table: t.customeraccount,
      where: (id) => eq(t.customeraccount.rateplanId, id),
    },
    { what: 'promo code', table: t.promocode, where: (id) => eq(t.promocode.rateplanId, id) },
  ],
});

const vatResource = defineResource({
  base: 'vat',
  table: t.vat,
  fields: VatFields,
  owner: propertyOwned(t.vat.propertyId),
  defaults: { name: '', value: 19, i18n: translations },
  filters: {},
  sortKeys: { name: t.vat.name, value: t.vat.value },
  writeRoles: ownerOnly,
  references: [
    { what: 'unit group', table: t.unitgroup, where: (id) => eq(t.unitgroup.vatId, id) },
    { what: 'service', table: t.service, where: (id) => eq(t.service.vatId, id) },
  ],
});

const relationResource = defineResource({
  base: 'relation',
  table: t.relation,
  fields: RelationFields,
  owner: propertyOwned(t.relation.propertyId),
  defaults: {
    ownerServiceId: null,
    ownerUnitgroupId: null,
    type: 'add',
    groupKey: null,
    relatedServiceId: null,
    relatedUnitgroupId: null,
  },
  filters: {
    ownerServiceId: idIs(t.relation.ownerServiceId),
    ownerUnitgroupId: idIs(t.relation.ownerUnitgroupId),
  },
  sortKeys: { id: t.relation.id },
  writeRoles: owners,
  sameProperty: {
    ownerServiceId: SERVICE,
    ownerUnitgroupId: UNITGROUP,
    relatedServiceId: SERVICE,
    relatedUnitgroupId: UNITGROUP,
  },
});

const RATEPLAN = parentOf(t.rateplan, t.rateplan.id, t.rateplan.propertyId);

const propertySettingResource = defineResource({
  base: 'propertysetting',
  table: t.propertySetting,
  fields: PropertySettingFields,
  owner: propertyOwned(t.propertySetting.propertyId),
  defaults: { key: '', value: '' },
  filters: { search: search(t.propertySetting.key) },
  sortKeys: { key: t.propertySetting.key },
  writeRoles: ownerOnly,
});

const customeraccountResource = defineResource({
  base: 'customeraccount',
  table: t.customeraccount,
  fields: CustomeraccountFields,
  owner: propertyOwned(t.customeraccount.propertyId),
  defaults: { number: '', name: '' },
  filters: { search: search(t.customeraccount.number, t.customeraccount.name) },
  sortKeys: { number: t.customeraccount.number, name: t.customeraccount.name },
  writeRoles: owners,
  sameProperty: { rateplanId: RATEPLAN },
});

const promocodeResource = defineResource({
  base: 'promocode',
  table: t.promocode,
  fields: PromocodeFields,
  owner: propertyOwned(t.promocode.propertyId),
  defaults: { code: '' },
  filters: { search: search(t.promocode.code) },
  sortKeys: { code: t.promocode.code },
  writeRoles: owners,
  sameProperty: { rateplanId: RATEPLAN },
});

/** Images (docs/api.md#documents): added by upload; listed, described, reordered and deleted here. */
const documentResource = defineResource({
  base: 'document',
  table: t.document,
  fields: DocumentFields,
  owner: propertyOwned(t.document.propertyId),
  defaults: {
    kind: 'hero',
    unitgroupId: null,
    servicetypeId: null,
    name: 'image.webp',
    description: '',
    sort: 0,
    i18n: {},
  },
  filters: {
    kind: {
      param: z.enum(['hero', 'panorama', 'unitgroup', 'servicetype']),
      where: (k: string) => eq(t.document.kind, k),
    },
    unitgroupId: idIs(t.document.unitgroupId),
  },
  sortKeys: { sort: t.document.sort, name: t.document.name },
  writeRoles: owners,
  sameProperty: { unitgroupId: UNITGROUP, servicetypeId: SERVICETYPE },
  cascade: [{ table: t.documentThumbnail, where: (id) => eq(t.documentThumbnail.documentId, id) }],
  hiddenColumns: ['bytes'],
  noAdd: true,
});

/** Hero images: the documents of kind hero (spec 7 base herodocument). */
const herodocumentResource = defineResource({
  ...documentResource,
  base: 'herodocument',
  fields: HerodocumentFields,
  only: eq(t.document.kind, 'hero'),
  filters: {},
  sameProperty: {},
});

/** Unit group pictures: the documents of kind unitgroup (spec 7 base unitdocument). */
const unitdocumentResource = defineResource({
  ...documentResource,
  base: 'unitdocument',
  fields: UnitdocumentFields,
  only: eq(t.document.kind, 'unitgroup'),
  filters: { unitgroupId: idIs(t.document.unitgroupId) },
  sameProperty: { unitgroupId: UNITGROUP },
});

/** Whether a booking's stored body contains `part` (its booking reason, one of its tags). */
const bookingHas = (part: unknown) => sql`${t.booking.data} @> ${JSON.stringify(part)}::jsonb`;

/** The property's tags: its unit groups carry them, bookers pick them by name (unique per property). */
const tagResource = defineResource({
  base: 'tag',
  table: t.tag,
  fields: TagFields,
  owner: propertyOwned(t.tag.propertyId),
  defaults: { name: '', i18n: translations },
  filters: { search: search(t.tag.name) },
  sortKeys: { name: t.tag.name, id: t.tag.id },
  writeRoles: owners,
  references: [{ what: 'booking', table: t.booking, where: (id) => bookingHas({ tags: [{ id }] }) }],
  cascade: [{ table: t.unitgroupTag, where: (id) => eq(t.unitgroupTag.tagId, id) }],
});

const bookingreasonResource = defineResource({
  base: 'bookingreason',
  table: t.bookingreason,
  fields: BookingreasonFields,
  owner: propertyOwned(t.bookingreason.propertyId),
  defaults: { name: '', sort: 0, inactive: false, i18n: translations },
  filters: { inactive: flag(t.bookingreason.inactive), search: search(t.bookingreason.name) },
  sortKeys: { sort: t.bookingreason.sort, name: t.bookingreason.name },
  writeRoles: owners,
  references: [{ what: 'booking', table: t.booking, where: (id) => bookingHas({ bookingreason: { id } }) }],
});

const paymenttypeResource = defineResource({
  base: 'paymenttype',
  table: t.paymenttype,
  fields: PaymenttypeFields,
  owner: propertyOwned(t.paymenttype.propertyId),
  defaults: { name: '', sort: 0, inactive: false, i18n: translations },
  filters: { inactive: flag(t.paymenttype.inactive), search: search(t.paymenttype.name) },
  sortKeys: { sort: t.paymenttype.sort, name: t.paymenttype.name },
  writeRoles: ownerOnly,
});

const documenttemplatecategoryResource = defineResource({
  base: 'documenttemplatecategory',
  table: t.documenttemplatecategory,
  fields: DocumenttemplatecategoryFields,
  owner: propertyOwned(t.documenttemplatecategory.propertyId),
  defaults: { name: '', sort: 0, i18n: translations },
  filters: { search: search(t.documenttemplatecategory.name) },
  sortKeys: { sort: t.documenttemplatecategory.sort, name: t.documenttemplatecategory.name },
  writeRoles: owners,
});

/** The property itself (docs/api.md#resources): owners change its names, language, address and theme. */
const propertyResource = defineResource({
  base: 'property',
  table: t.property,
  fields: PropertyFields,
  owner: { kind: 'self', field: 'id', column: t.property.id },
  defaults: {},
  filters: { search: search(t.property.name, t.property.key) },
  sortKeys: { name: t.property.name, key: t.property.key },
  writeRoles: ownerOnly,
  noAdd: true,
  noDelete: true,
});

/** Every base of the pattern, in the order of docs/api.md#resources. */
export const RESOURCES = [
  unitgroupResource,
  unitResource,
  serviceResource,
  serviceOptionResource,
  servicetypeResource,
  servicegroupResource,
  timeslicedefinitionResource,
  setupResource,
  rateplanResource,
  vatResource,
  relationResource,
  propertySettingResource,
  customeraccountResource,
  promocodeResource,
  documentResource,
  herodocumentResource,
  unitdocumentResource,
  propertyResource,
  tagResource,
  bookingreasonResource,
  paymenttypeResource,
  documenttemplatecategoryResource,
] as const;

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
