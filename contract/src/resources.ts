import {
  PLAIN_POLICY,
  RelationType,
  SellingMode,
  settingValueProblem,
  UnitgroupCategory,
} from '@venue/domain';
import { contractShape } from '@venue/themes/contract.ts';
import { contrastProblems } from '@venue/themes/contrast.ts';
import { isSafeTokenValue } from '@venue/themes/themeTokensToCss.ts';
import type { ThemeTokens } from '@venue/themes/tokenType.ts';
import { z } from 'zod';
import { Id } from './common.ts';
import { declareResource, type ResourceDeclaration, type RowProblem } from './resourceDeclaration.ts';
import { multilineText, text } from './text.ts';

/*
 * docs/api.md#resources: the bases of the property's offer as staff read and write them through the generic
 * resource pattern (/api/staff/{base}/...), each declared once (resourceDeclaration.ts): its writable fields (the
 * body of `add`; `update` sends a part of them with id and version), its row (fields plus id and version), its
 * defaults, relations, checks, and its page in the property app's catalog editor. The server binds each to its
 * table (server/src/resources/definitions.ts); the property app derives its lists and forms from them.
 */

/** Money in integer cents, up to ten million. */
const Cents = z.number().int().min(0).max(1_000_000_000);
const Name = text().trim().min(1).max(200);
const Code = text()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');
const Text = multilineText().max(5000);
const Sort = z.number().int().min(0).max(100_000);
const Count = (max: number) => z.number().int().min(0).max(max);
/** 'HH:mm:ss' (or 'HH:mm', stored with seconds). */
const ClockTime = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected HH:mm or HH:mm:ss')
  .transform((v) => (v.length === 5 ? `${v}:00` : v));

/**
 * The formats whose schema alone does not say how staff edit them (money is a number, a clock time a text): the
 * property app's forms recognise a field's format by its schema being one of these.
 */
export const FIELD_FORMATS = { cents: Cents, code: Code, time: ClockTime, multiline: Text } as const;

/** Translations whose texts are each `value`: language key ('en', 'de') -> field -> text. */
const translationsOf = (value: z.ZodType<string>) =>
  z.record(
    text().regex(/^[a-z]{2}$/, 'a two-letter language key'),
    z.record(text().regex(/^[a-zA-Z]{1,40}$/), value),
  );

/** A row's translations: language key ('en', 'de') -> field -> text. */
export const Translations = translationsOf(Text);

const values = <T extends Record<string, number>>(o: T) => Object.values(o) as [number, ...number[]];
const oneOf = (allowed: readonly number[], what: string) =>
  z
    .number()
    .int()
    .refine((v) => allowed.includes(v), `not a ${what}`);

/**
 * A set of ids of another base of the same property (a unit group's tags), answered sorted; `add` and `update`
 * replace the whole set (docs/api.md#resources); left out of `add`: none.
 */
const IdSet = z.array(Id).max(1000);

/** Answer fields every row has. */
const RowKeys = { id: Id, version: z.number().int().min(1) };
/** A row that belongs to a property. */
const PropertyKey = { propertyId: Id };

const owners = ['owner', 'staff'] as const;
const ownerOnly = ['owner'] as const;
/** A new row's translations: none. */
const noTranslations = {};

/** At most `b`: e.g. minPersons <= maxPersons. */
const notAbove = (row: Record<string, unknown>, a: string, b: string): RowProblem[] => {
  const low = row[a];
  const high = row[b];
  return typeof low === 'number' && typeof high === 'number' && low > high
    ? [{ path: a, message: `must not be above ${b}` }]
    : [];
};

/** The catalog editor's fields most bases have, with their hints. */
const position = { field: 'sort', hint: 'offer.hint.sort' } as const;
const inactive = { field: 'inactive', hint: 'offer.hint.inactive' } as const;
const code = { field: 'code', hint: 'offer.hint.code' } as const;
const price = { field: 'price', hint: 'offer.hint.price' } as const;
const emptyIsNone = (field: string) => ({ field, hint: 'offer.hint.emptyIsNone' }) as const;
const withHint = (field: string, hint = `offer.hint.${field}`) => ({ field, hint }) as const;

export const UnitgroupFields = z.object({
  ...PropertyKey,
  code: Code,
  name: Name,
  description: Text,
  /** 1 room, 2 meeting room. */
  category: oneOf(values(UnitgroupCategory), 'unit group category'),
  multiselect: z.boolean(),
  minPersons: Count(10_000),
  maxPersons: Count(10_000),
  maxSelectablePersonCount: Count(10_000).nullable(),
  minimumSales: Cents.nullable(),
  minimumSalesPerPerson: Cents.nullable(),
  bookDirectly: z.boolean(),
  hideifunavailable: z.boolean(),
  ignorePersoncount: z.boolean(),
  /** Base price per item and night (rooms) or day (meeting rooms). */
  price: Cents,
  vatId: Id,
  onRequest: z.boolean(),
  inactive: z.boolean(),
  sort: Sort,
  i18n: Translations,
  /** The property's tags the unit group has (guests filter by them). */
  tagIds: IdSet.optional(),
});
export const UnitgroupRow = UnitgroupFields.extend(RowKeys).extend({ tagIds: IdSet });
export type UnitgroupRow = z.infer<typeof UnitgroupRow>;

export const unitgroupResource = declareResource({
  base: 'unitgroup',
  fields: UnitgroupFields,
  row: UnitgroupRow,
  owner: 'property',
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
    i18n: noTranslations,
    tagIds: [],
  },
  writeRoles: owners,
  refs: { vatId: 'vat' },
  sets: { tagIds: 'tag' },
  sortKeys: ['sort', 'name', 'code', 'price'],
  checks: (row) => notAbove(row, 'minPersons', 'maxPersons'),
  editor: {
    form: [
      'name',
      'description',
      code,
      {
        field: 'category',
        choices: [
          { value: UnitgroupCategory.Room, label: 'offer.category.room' },
          { value: UnitgroupCategory.Meeting, label: 'offer.category.meeting' },
        ],
      },
      price,
      'vatId',
      'minPersons',
      'maxPersons',
      emptyIsNone('maxSelectablePersonCount'),
      emptyIsNone('minimumSales'),
      emptyIsNone('minimumSalesPerPerson'),
      withHint('multiselect'),
      withHint('bookDirectly'),
      withHint('onRequest'),
      'hideifunavailable',
      'ignorePersoncount',
      withHint('tagIds'),
      position,
      inactive,
    ],
    columns: ['name', 'category', 'maxPersons', 'price', 'inactive'],
    child: 'unit',
  },
});

export const UnitFields = z.object({ unitgroupId: Id, name: Name });
export const UnitRow = UnitFields.extend(RowKeys);
export type UnitRow = z.infer<typeof UnitRow>;

export const unitResource = declareResource({
  base: 'unit',
  fields: UnitFields,
  row: UnitRow,
  owner: { parent: 'unitgroup', field: 'unitgroupId' },
  defaults: { name: '' },
  writeRoles: owners,
  sortKeys: ['name'],
  editor: { form: [{ field: 'name', label: 'offer.unit.name' }], columns: ['name'] },
});

export const ServiceFields = z.object({
  ...PropertyKey,
  code: Code,
  name: Name,
  text: Text,
  servicetypeId: Id,
  minOption: Count(100),
  maxOption: Count(100),
  timeenabled: z.boolean(),
  timeenabledforuserisrequired: z.boolean(),
  descriptionenabled: z.boolean(),
  descriptionenabledforuserisrequired: z.boolean(),
  sellingmode: oneOf(values(SellingMode), 'selling mode'),
  minimumsalesforfreerent: Cents.nullable(),
  price: Cents,
  vatId: Id,
  onRequest: z.boolean(),
  disabled: z.boolean(),
  inactive: z.boolean(),
  sort: Sort,
  i18n: Translations,
});
export const ServiceRow = ServiceFields.extend(RowKeys);
export type ServiceRow = z.infer<typeof ServiceRow>;

export const serviceResource = declareResource({
  base: 'service',
  fields: ServiceFields,
  row: ServiceRow,
  owner: 'property',
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
    i18n: noTranslations,
  },
  writeRoles: owners,
  refs: { servicetypeId: 'servicetype', vatId: 'vat' },
  sortKeys: ['sort', 'name', 'code', 'price'],
  checks: (row) => notAbove(row, 'minOption', 'maxOption'),
  editor: {
    form: [
      'name',
      'text',
      code,
      'servicetypeId',
      {
        field: 'sellingmode',
        choices: [
          { value: SellingMode.Unit, label: 'offer.sellingmode.unit' },
          { value: SellingMode.Personcount, label: 'offer.sellingmode.personcount' },
          { value: SellingMode.Itemcount, label: 'offer.sellingmode.itemcount' },
          { value: SellingMode.PersoncountXItemcount, label: 'offer.sellingmode.personcountXItemcount' },
          { value: SellingMode.Durationcount, label: 'offer.sellingmode.durationcount' },
          { value: SellingMode.PersoncountXNightcount, label: 'offer.sellingmode.personcountXNightcount' },
        ],
      },
      price,
      'vatId',
      emptyIsNone('minimumsalesforfreerent'),
      'minOption',
      'maxOption',
      'timeenabled',
      'timeenabledforuserisrequired',
      'descriptionenabled',
      'descriptionenabledforuserisrequired',
      withHint('onRequest'),
      withHint('disabled'),
      position,
      inactive,
    ],
    columns: ['name', 'servicetypeId', 'sellingmode', 'price', 'inactive'],
    child: 'serviceoption',
  },
});

export const ServiceOptionFields = z.object({
  serviceId: Id,
  name: Name,
  required: z.boolean(),
  prefillpeople: z.boolean(),
  disabled: z.boolean(),
  description: Text.nullable(),
  sort: Sort,
  i18n: Translations,
});
export const ServiceOptionRow = ServiceOptionFields.extend(RowKeys);
export type ServiceOptionRow = z.infer<typeof ServiceOptionRow>;

export const serviceOptionResource = declareResource({
  base: 'serviceoption',
  fields: ServiceOptionFields,
  row: ServiceOptionRow,
  owner: { parent: 'service', field: 'serviceId' },
  defaults: {
    name: '',
    required: false,
    prefillpeople: false,
    disabled: false,
    description: null,
    sort: 0,
    i18n: noTranslations,
  },
  writeRoles: owners,
  sortKeys: ['sort', 'name'],
  editor: { form: [{ field: 'name', label: 'offer.serviceoption.name' }], columns: ['name'] },
});

export const ServicetypeFields = z.object({
  ...PropertyKey,
  code: Code,
  name: Name,
  notab: z.boolean(),
  disableingroupmode: z.boolean(),
  notassignedtounitgroup: z.boolean(),
  required: z.boolean(),
  minadvancebookingdays: Count(3650),
  sort: Sort,
  i18n: Translations,
});
export const ServicetypeRow = ServicetypeFields.extend(RowKeys);
export type ServicetypeRow = z.infer<typeof ServicetypeRow>;

export const servicetypeResource = declareResource({
  base: 'servicetype',
  fields: ServicetypeFields,
  row: ServicetypeRow,
  owner: 'property',
  defaults: {
    code: '',
    name: '',
    notab: false,
    disableingroupmode: false,
    notassignedtounitgroup: false,
    required: false,
    minadvancebookingdays: 0,
    sort: 0,
    i18n: noTranslations,
  },
  writeRoles: owners,
  sortKeys: ['sort', 'name', 'code'],
  editor: {
    form: [
      'name',
      code,
      withHint('required', 'offer.hint.typeRequired'),
      withHint('notab'),
      'disableingroupmode',
      'notassignedtounitgroup',
      withHint('minadvancebookingdays'),
      position,
    ],
    columns: ['name', 'code'],
  },
});

export const ServicegroupFields = z.object({
  ...PropertyKey,
  name: Name,
  required: z.boolean(),
  multiselect: z.boolean(),
  i18n: Translations,
  /** The property's services in the group. */
  serviceIds: IdSet.optional(),
});
export const ServicegroupRow = ServicegroupFields.extend(RowKeys).extend({ serviceIds: IdSet });
export type ServicegroupRow = z.infer<typeof ServicegroupRow>;

export const servicegroupResource = declareResource({
  base: 'servicegroup',
  fields: ServicegroupFields,
  row: ServicegroupRow,
  owner: 'property',
  defaults: { name: '', required: false, multiselect: true, i18n: noTranslations, serviceIds: [] },
  writeRoles: owners,
  sets: { serviceIds: 'service' },
  sortKeys: ['name'],
  editor: {
    form: [
      'name',
      withHint('required', 'offer.hint.groupRequired'),
      withHint('multiselect', 'offer.hint.groupMultiselect'),
      withHint('serviceIds'),
    ],
    columns: ['name'],
  },
});

export const TimeslicedefinitionFields = z.object({
  ...PropertyKey,
  name: Name,
  checkintime: ClockTime,
  checkouttime: ClockTime,
  starttime: ClockTime,
  endtime: ClockTime,
  overnight: z.boolean(),
  sort: Sort,
  i18n: Translations,
});
export const TimeslicedefinitionRow = TimeslicedefinitionFields.extend(RowKeys);
export type TimeslicedefinitionRow = z.infer<typeof TimeslicedefinitionRow>;

export const timeslicedefinitionResource = declareResource({
  base: 'timeslicedefinition',
  fields: TimeslicedefinitionFields,
  row: TimeslicedefinitionRow,
  owner: 'property',
  defaults: {
    name: '',
    checkintime: '08:00:00',
    checkouttime: '18:00:00',
    starttime: '08:00:00',
    endtime: '18:00:00',
    overnight: false,
    sort: 0,
    i18n: noTranslations,
  },
  writeRoles: owners,
  sortKeys: ['sort', 'name'],
  checks: (row) => {
    const a = String(row.starttime ?? '');
    const b = String(row.endtime ?? '');
    return !row.overnight && a && b && a >= b
      ? [{ path: 'endtime', message: 'must be after starttime' }]
      : [];
  },
  editor: {
    form: ['name', 'starttime', 'endtime', 'checkintime', 'checkouttime', withHint('overnight'), position],
    columns: ['name', 'starttime', 'endtime'],
  },
});

export const SetupFields = z.object({
  ...PropertyKey,
  name: Name,
  issetup: z.boolean(),
  description: Text,
  /** Translations of the name and description (since migration 0019: left out of `add`, none). */
  i18n: Translations.optional(),
});
export const SetupRow = SetupFields.extend(RowKeys).extend({ i18n: Translations });
export type SetupRow = z.infer<typeof SetupRow>;

export const setupResource = declareResource({
  base: 'setup',
  fields: SetupFields,
  row: SetupRow,
  owner: 'property',
  defaults: { name: '', issetup: true, description: '', i18n: noTranslations },
  writeRoles: owners,
  sortKeys: ['name'],
  editor: { form: ['name', 'description', withHint('issetup')], columns: ['name'] },
});

export const RateplanFields = z.object({
  ...PropertyKey,
  code: Code,
  name: Name,
  /** Percent of the base prices (100 = base). */
  pricePercent: z.number().int().min(0).max(1000),
  isDefault: z.boolean(),
  /** docs/rules.md#rate-policies: sold only through a customer account or promo code. */
  restricted: z.boolean(),
  prepayment: z.enum(['none', 'deposit', 'full']),
  depositPercent: z.number().int().min(1).max(100).nullable(),
  guarantee: z.boolean(),
  /** Days before arrival until which cancelling is free; null: the property's setting. */
  freeCancellationDays: z.number().int().min(0).max(365).nullable(),
  refundable: z.boolean(),
  cancellationFee: z.enum(['percent', 'firstNight']),
  cancellationFeePercent: z.number().int().min(0).max(100),
  i18n: Translations,
});
export const RateplanRow = RateplanFields.extend(RowKeys);
export type RateplanRow = z.infer<typeof RateplanRow>;

export const rateplanResource = declareResource({
  base: 'rateplan',
  fields: RateplanFields,
  row: RateplanRow,
  owner: 'property',
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
  writeRoles: ownerOnly,
  sortKeys: ['name', 'code'],
  editor: {
    form: [
      'name',
      code,
      withHint('pricePercent'),
      withHint('isDefault'),
      // docs/rules.md#rate-policies: who may book the rate, and its terms.
      withHint('restricted'),
      'prepayment',
      withHint('depositPercent'),
      withHint('guarantee'),
      withHint('refundable'),
      withHint('freeCancellationDays'),
      'cancellationFee',
      withHint('cancellationFeePercent'),
    ],
    columns: ['name', 'pricePercent'],
  },
});

export const VatFields = z.object({
  ...PropertyKey,
  name: Name,
  /** Percent. */
  value: z.number().int().min(0).max(100),
  /** Translations of the name (since migration 0019: left out of `add`, none). */
  i18n: Translations.optional(),
});
export const VatRow = VatFields.extend(RowKeys).extend({ i18n: Translations });
export type VatRow = z.infer<typeof VatRow>;

export const vatResource = declareResource({
  base: 'vat',
  fields: VatFields,
  row: VatRow,
  owner: 'property',
  defaults: { name: '', value: 19, i18n: noTranslations },
  writeRoles: ownerOnly,
  sortKeys: ['name', 'value'],
  editor: { form: ['name', 'value'], columns: ['name', 'value'] },
});

export const RelationFields = z.object({
  ...PropertyKey,
  ownerServiceId: Id.nullable(),
  ownerUnitgroupId: Id.nullable(),
  type: z.enum(RelationType),
  groupKey: text().trim().max(40).nullable(),
  relatedServiceId: Id.nullable(),
  relatedUnitgroupId: Id.nullable(),
});
export const RelationRow = RelationFields.extend(RowKeys);
export type RelationRow = z.infer<typeof RelationRow>;

export const relationResource = declareResource({
  base: 'relation',
  fields: RelationFields,
  row: RelationRow,
  owner: 'property',
  defaults: {
    ownerServiceId: null,
    ownerUnitgroupId: null,
    type: 'add',
    groupKey: null,
    relatedServiceId: null,
    relatedUnitgroupId: null,
  },
  writeRoles: owners,
  refs: {
    ownerServiceId: 'service',
    ownerUnitgroupId: 'unitgroup',
    relatedServiceId: 'service',
    relatedUnitgroupId: 'unitgroup',
  },
  sortKeys: ['id'],
  checks: (row) => {
    const problems: RowProblem[] = [];
    if ((row.ownerServiceId == null) === (row.ownerUnitgroupId == null))
      problems.push({
        path: 'ownerServiceId',
        message: 'exactly one of ownerServiceId and ownerUnitgroupId',
      });
    if ((row.relatedServiceId == null) === (row.relatedUnitgroupId == null))
      problems.push({
        path: 'relatedServiceId',
        message: 'exactly one of relatedServiceId and relatedUnitgroupId',
      });
    return problems;
  },
});

export const PropertySettingFields = z.object({
  ...PropertyKey,
  /** The full key, e.g. 'web.engine.configuration.minNightcount' (docs/settings.md). */
  key: text().trim().min(1).max(200),
  value: multilineText().max(5000),
});
export const PropertySettingRow = PropertySettingFields.extend(RowKeys);

export const propertySettingResource = declareResource({
  base: 'propertysetting',
  fields: PropertySettingFields,
  row: PropertySettingRow,
  owner: 'property',
  defaults: { key: '', value: '' },
  writeRoles: ownerOnly,
  sortKeys: ['key'],
  checks: (row) => {
    const problem = settingValueProblem(String(row.key ?? ''), String(row.value ?? ''));
    return problem ? [{ path: problem === 'unknown setting' ? 'key' : 'value', message: problem }] : [];
  },
});

export const CustomeraccountFields = z.object({
  ...PropertyKey,
  number: text().trim().min(1).max(40),
  name: Name,
  rateplanId: Id,
});
export const CustomeraccountRow = CustomeraccountFields.extend(RowKeys);

export const customeraccountResource = declareResource({
  base: 'customeraccount',
  fields: CustomeraccountFields,
  row: CustomeraccountRow,
  owner: 'property',
  defaults: { number: '', name: '' },
  writeRoles: owners,
  refs: { rateplanId: 'rateplan' },
  sortKeys: ['number', 'name'],
  editor: { form: [withHint('number'), 'name', 'rateplanId'], columns: ['number', 'name', 'rateplanId'] },
});

export const PromocodeFields = z.object({
  ...PropertyKey,
  code: Code,
  rateplanId: Id,
});
export const PromocodeRow = PromocodeFields.extend(RowKeys);

export const promocodeResource = declareResource({
  base: 'promocode',
  fields: PromocodeFields,
  row: PromocodeRow,
  owner: 'property',
  defaults: { code: '' },
  writeRoles: owners,
  refs: { rateplanId: 'rateplan' },
  sortKeys: ['code'],
  editor: { form: [code, 'rateplanId'], columns: ['code', 'rateplanId'] },
});

/** A tag of the property's unit groups; bookers pick it by its exact name (docs/rules.md), once per property. */
export const TagFields = z.object({ ...PropertyKey, name: Name, i18n: Translations });
export const TagRow = TagFields.extend(RowKeys);

export const tagResource = declareResource({
  base: 'tag',
  fields: TagFields,
  row: TagRow,
  owner: 'property',
  defaults: { name: '', i18n: noTranslations },
  writeRoles: owners,
  sortKeys: ['name', 'id'],
  editor: { form: ['name'], columns: ['name'] },
});

/** A row of one of the property's small lists: its name in the property's language, translations, order. */
const ListEntry = { ...PropertyKey, name: Name, sort: Sort, i18n: Translations };

/** Why a booking is made; a booking names it (`bookingreason: { id }`), so a used one is deactivated, not deleted. */
export const BookingreasonFields = z.object({ ...ListEntry, inactive: z.boolean() });
export const BookingreasonRow = BookingreasonFields.extend(RowKeys);

export const bookingreasonResource = declareResource({
  base: 'bookingreason',
  fields: BookingreasonFields,
  row: BookingreasonRow,
  owner: 'property',
  defaults: { name: '', sort: 0, inactive: false, i18n: noTranslations },
  writeRoles: owners,
  sortKeys: ['sort', 'name'],
  editor: { form: ['name', position, inactive], columns: ['name', 'inactive'] },
});

/** How the property takes payment at the desk or by invoice (the online methods are fixed: PaymentMethod). */
export const PaymenttypeFields = z.object({ ...ListEntry, inactive: z.boolean() });
export const PaymenttypeRow = PaymenttypeFields.extend(RowKeys);

export const paymenttypeResource = declareResource({
  base: 'paymenttype',
  fields: PaymenttypeFields,
  row: PaymenttypeRow,
  owner: 'property',
  defaults: { name: '', sort: 0, inactive: false, i18n: noTranslations },
  writeRoles: ownerOnly,
  sortKeys: ['sort', 'name'],
  editor: { form: ['name', position, inactive], columns: ['name', 'inactive'] },
});

/** What the property's document templates are grouped by. */
export const DocumenttemplatecategoryFields = z.object(ListEntry);
export const DocumenttemplatecategoryRow = DocumenttemplatecategoryFields.extend(RowKeys);

export const documenttemplatecategoryResource = declareResource({
  base: 'documenttemplatecategory',
  fields: DocumenttemplatecategoryFields,
  row: DocumenttemplatecategoryRow,
  owner: 'property',
  defaults: { name: '', sort: 0, i18n: noTranslations },
  writeRoles: owners,
  sortKeys: ['sort', 'name'],
  editor: { form: ['name', position], columns: ['name'] },
});

/** docs/api.md#documents: what an upload may be (the property app checks a file before sending it). */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** What an image is for: a hero slide, a panorama, a unit group's or a service type's picture. */
export const DocumentKind = z.enum(['hero', 'panorama', 'unitgroup', 'servicetype']);

/** An image's text alternative, in any language. */
const ImageDescription = multilineText().max(500);
const ImageTranslations = translationsOf(ImageDescription);

/** An image's editable fields; its bytes come by upload (docs/api.md#documents). */
export const DocumentFields = z.object({
  ...PropertyKey,
  kind: DocumentKind,
  unitgroupId: Id.nullable(),
  servicetypeId: Id.nullable(),
  name: text().regex(/^[\w.-]{1,100}$/, 'letters, digits, ., - and _ only'),
  /** The text alternative in the property's language (translations in i18n, each as long at most). */
  description: ImageDescription,
  sort: Sort,
  i18n: ImageTranslations,
});
export const DocumentRow = DocumentFields.extend(RowKeys).extend({
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** The `data` part of an upload: what the image is for. */
export const DocumentUploadData = z.strictObject({
  propertyId: Id,
  kind: DocumentKind,
  unitgroupId: Id.nullable().default(null),
  servicetypeId: Id.nullable().default(null),
  description: ImageDescription.default(''),
  sort: Sort.default(0),
});

/** The optional `extraData` part of an upload: the text alternative's translations. */
export const DocumentUploadExtra = z.strictObject({ i18n: ImageTranslations.default({}) });

/** The answer of an upload: the document with its URL and its thumbnails' widths. */
export const DocumentUploaded = DocumentRow.extend({
  url: z.string(),
  thumbnails: z.array(z.number().int()),
});

/** A hero image (the `document` rows of kind hero): its kind and unit group stay. */
export const HerodocumentFields = DocumentFields.omit({ kind: true, unitgroupId: true, servicetypeId: true });
/** A unit group's picture (the `document` rows of kind unitgroup): it may move to another unit group. */
export const UnitdocumentFields = DocumentFields.omit({ kind: true, servicetypeId: true }).extend({
  unitgroupId: Id,
});

/** Images (docs/api.md#documents): added by upload; listed, described, reordered and deleted here. */
export const documentResource = declareResource({
  base: 'document',
  fields: DocumentFields,
  row: DocumentRow,
  owner: 'property',
  defaults: {
    kind: 'hero',
    unitgroupId: null,
    servicetypeId: null,
    name: 'image.webp',
    description: '',
    sort: 0,
    i18n: {},
  },
  writeRoles: owners,
  refs: { unitgroupId: 'unitgroup', servicetypeId: 'servicetype' },
  sortKeys: ['sort', 'name'],
  checks: (row) => {
    const problems: RowProblem[] = [];
    if ((row.kind === 'unitgroup') !== (row.unitgroupId != null))
      problems.push({
        path: 'unitgroupId',
        message: 'a unit group picture names its unit group, no other does',
      });
    if ((row.kind === 'servicetype') !== (row.servicetypeId != null))
      problems.push({
        path: 'servicetypeId',
        message: 'a service type picture names its type, no other does',
      });
    return problems;
  },
  noAdd: true,
});
const { checks: _documentChecks, refs: _documentRefs, ...documentKind } = documentResource;

/** Hero images: the documents of kind hero (spec 7 base herodocument); their kind stays. */
export const herodocumentResource = declareResource({
  ...documentKind,
  base: 'herodocument',
  fields: HerodocumentFields,
});

/** Unit group pictures: the documents of kind unitgroup (spec 7 base unitdocument); they may move to another group. */
export const unitdocumentResource = declareResource({
  ...documentKind,
  base: 'unitdocument',
  fields: UnitdocumentFields,
  refs: { unitgroupId: 'unitgroup' },
});

/** One theme token: a CSS value that cannot break out of its declaration in the property CSS. */
const TokenValue = text().max(200).refine(isSafeTokenValue, 'not a safe CSS value');

/** A theme's tokens: every token of the contract (@venue/themes), strictly, each a safe CSS value. */
function tokenTree(shape: object): z.ZodType {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null ? tokenTree(value) : TokenValue,
      ]),
    ),
  );
}
export const ThemeTokensSchema = tokenTree(contractShape) as z.ZodType<ThemeTokens>;

/** Whether `zone` is an IANA time zone this runtime knows. */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The property itself: its names, language, time zone, address and theme (its key, code and currency stay). */
export const PropertyFields = z.object({
  name: Name,
  defaultLanguage: z.enum(['en', 'de']),
  timezone: text().max(64).refine(isTimeZone, 'not a time zone'),
  address: z.strictObject({
    street: text().max(200).optional(),
    zip: text().max(20).optional(),
    city: text().max(100).optional(),
    country: text()
      .regex(/^[A-Z]{2}$/, 'a two-letter country code')
      .optional(),
  }),
  i18n: Translations,
  themeTokens: ThemeTokensSchema.nullable(),
});
/** Paths the server serves itself: a property's key is its booking page's path (/{key}), so none of these. */
const RESERVED_PROPERTY_KEYS = ['api', 'app', 'assets', 'dev', 'static', 'embed', 'favicon', 'robots', 'sw'];

/**
 * A new property (docs/api.md#resources, `POST /api/staff/property/add`): its key (the booking page's path,
 * unique, fixed once made), name, currency, time zone and language; the user making it becomes its owner.
 */
export const PropertyCreateFields = z.strictObject({
  key: text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, 'lower-case letters, digits and -, 3 to 40')
    .refine((key) => !RESERVED_PROPERTY_KEYS.includes(key), 'a path the server uses itself'),
  name: Name,
  currency: text()
    .regex(/^[A-Z]{3}$/, 'a three-letter currency code')
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'not a currency'),
  timezone: text().max(64).refine(isTimeZone, 'not a time zone'),
  defaultLanguage: z.enum(['en', 'de']),
});
export type PropertyCreateFields = z.infer<typeof PropertyCreateFields>;

export const PropertyRow = PropertyFields.extend(RowKeys).extend({
  key: z.string(),
  code: z.string(),
  currency: z.string(),
});

/** The property itself (docs/api.md#resources): owners change its names, language, address and theme. */
export const propertyResource = declareResource({
  base: 'property',
  fields: PropertyFields,
  row: PropertyRow,
  owner: 'self',
  defaults: {},
  writeRoles: ownerOnly,
  sortKeys: ['name', 'key'],
  checks: (row) => {
    const tokens = row.themeTokens as ThemeTokens | null | undefined;
    if (!tokens) return [];
    // docs/api.md#resources: a theme people cannot read is refused (WCAG 2.2 AA).
    return contrastProblems(tokens.color).map((p) => ({
      path: 'themeTokens.color',
      message: `${p.what}: ${p.ratio.toFixed(2)}:1, needs ${p.minimum}:1`,
    }));
  },
  noAdd: true,
  noDelete: true,
});

/*
 * The reference lists, the same for every property and read only (docs/api.md#resources): the guest-side lists
 * (server/src/catalog/reference.ts), the time zones this server knows and the message categories. Their rows have
 * version 1: they never change.
 */
const ReadOnlyKeys = { id: Id, version: z.literal(1) };
export const LanguageFields = z.object({ key: z.string(), isocode: z.string(), name: z.string() });
export const CountryFields = z.object({ isocode: z.string(), name: z.string() });
export const SalutationFields = z.object({ name: z.string(), company: z.boolean() });
export const AcademictitleFields = z.object({ name: z.string() });
/** An IANA time zone ('Europe/Berlin'), as a property's `timezone` names it. */
export const TimezoneFields = z.object({ name: z.string() });
/** What a booking's message is about; the apps show `message.category.<key>`. */
export const MessagecategoryFields = z.object({ key: z.string() });

/** Every base staff write through the pattern, in the order of docs/api.md#resources. */
export const RESOURCE_DECLARATIONS = [
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

type Declared = (typeof RESOURCE_DECLARATIONS)[number];
type SchemasOf<D extends Declared> = { readonly fields: D['fields']; readonly row: D['row'] };
const readOnly = <F extends z.ZodObject>(fields: F) => ({ fields, row: fields.extend(ReadOnlyKeys) });

/** Each base's fields (the body of `add`, the form's schema) and row (an answer), by base name. */
export const RESOURCE_SCHEMAS = {
  ...(Object.fromEntries(RESOURCE_DECLARATIONS.map((d) => [d.base, { fields: d.fields, row: d.row }])) as {
    readonly [D in Declared as D['base']]: SchemasOf<D>;
  }),
  language: readOnly(LanguageFields),
  country: readOnly(CountryFields),
  salutation: readOnly(SalutationFields),
  academictitle: readOnly(AcademictitleFields),
  timezone: readOnly(TimezoneFields),
  messagecategory: readOnly(MessagecategoryFields),
};
export type ResourceBase = keyof typeof RESOURCE_SCHEMAS;

/** The declaration of a base the pattern writes, by its name. */
export const resourceDeclaration = (base: string): ResourceDeclaration | undefined =>
  RESOURCE_DECLARATIONS.find((d) => d.base === base) as ResourceDeclaration | undefined;

/** The answer of `objectionable/{id}`: whether a delete would go through, and what uses the row. */
export const ResourceObjections = z.object({
  deletable: z.boolean(),
  objections: z.array(z.object({ what: z.string(), count: z.number().int() })),
});

export type { RowProblem };

/**
 * The checks of a whole row per base (its declaration's), run on the row as it would be stored (after an update:
 * the stored row with the changes), by the server before writing and by the property app's forms.
 */
export const rowChecks: Readonly<Record<string, (row: Record<string, unknown>) => RowProblem[]>> =
  Object.fromEntries(RESOURCE_DECLARATIONS.flatMap((d) => (d.checks ? [[d.base, d.checks]] : [])));

/** The id and version every row has; `update/{id}` and `delete/{id}` carry the version the user read. */
export const ResourceKeys = z.object(RowKeys);
