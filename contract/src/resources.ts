import { RelationType, SellingMode, settingValueProblem, UnitgroupCategory } from '@venue/domain';
import { contractShape } from '@venue/themes/contract.ts';
import { contrastProblems } from '@venue/themes/contrast.ts';
import { isSafeTokenValue } from '@venue/themes/themeTokensToCss.ts';
import type { ThemeTokens } from '@venue/themes/tokenType.ts';
import { z } from 'zod';
import { Id } from './common.ts';
import { multilineText, text } from './text.ts';

/*
 * docs/api.md#resources: the fields of the property's offer as staff read and write them through the generic
 * resource pattern (/api/staff/{base}/...). Each base has its writable fields (the body of `add`; `update`
 * sends a part of them with id and version) and its row (fields plus id and version). The property app
 * validates its forms with the same schemas.
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

export const UnitFields = z.object({ unitgroupId: Id, name: Name });
export const UnitRow = UnitFields.extend(RowKeys);
export type UnitRow = z.infer<typeof UnitRow>;

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

export const PropertySettingFields = z.object({
  ...PropertyKey,
  /** The full key, e.g. 'web.engine.configuration.minNightcount' (docs/settings.md). */
  key: text().trim().min(1).max(200),
  value: multilineText().max(5000),
});
export const PropertySettingRow = PropertySettingFields.extend(RowKeys);

export const CustomeraccountFields = z.object({
  ...PropertyKey,
  number: text().trim().min(1).max(40),
  name: Name,
  rateplanId: Id,
});
export const CustomeraccountRow = CustomeraccountFields.extend(RowKeys);

export const PromocodeFields = z.object({
  ...PropertyKey,
  code: Code,
  rateplanId: Id,
});
export const PromocodeRow = PromocodeFields.extend(RowKeys);

/** A tag of the property's unit groups; bookers pick it by its exact name (docs/rules.md), once per property. */
export const TagFields = z.object({ ...PropertyKey, name: Name, i18n: Translations });
export const TagRow = TagFields.extend(RowKeys);

/** A row of one of the property's small lists: its name in the property's language, translations, order. */
const ListEntry = { ...PropertyKey, name: Name, sort: Sort, i18n: Translations };

/** Why a booking is made; a booking names it (`bookingreason: { id }`), so a used one is deactivated, not deleted. */
export const BookingreasonFields = z.object({ ...ListEntry, inactive: z.boolean() });
export const BookingreasonRow = BookingreasonFields.extend(RowKeys);

/** How the property takes payment at the desk or by invoice (the online methods are fixed: PaymentMethod). */
export const PaymenttypeFields = z.object({ ...ListEntry, inactive: z.boolean() });
export const PaymenttypeRow = PaymenttypeFields.extend(RowKeys);

/** What the property's document templates are grouped by. */
export const DocumenttemplatecategoryFields = z.object(ListEntry);
export const DocumenttemplatecategoryRow = DocumenttemplatecategoryFields.extend(RowKeys);

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

/** Each base's fields (the body of `add`, the form's schema) and row (an answer), by base name. */
export const RESOURCE_SCHEMAS = {
  unitgroup: { fields: UnitgroupFields, row: UnitgroupRow },
  unit: { fields: UnitFields, row: UnitRow },
  service: { fields: ServiceFields, row: ServiceRow },
  serviceoption: { fields: ServiceOptionFields, row: ServiceOptionRow },
  servicetype: { fields: ServicetypeFields, row: ServicetypeRow },
  servicegroup: { fields: ServicegroupFields, row: ServicegroupRow },
  timeslicedefinition: { fields: TimeslicedefinitionFields, row: TimeslicedefinitionRow },
  setup: { fields: SetupFields, row: SetupRow },
  rateplan: { fields: RateplanFields, row: RateplanRow },
  vat: { fields: VatFields, row: VatRow },
  relation: { fields: RelationFields, row: RelationRow },
  propertysetting: { fields: PropertySettingFields, row: PropertySettingRow },
  customeraccount: { fields: CustomeraccountFields, row: CustomeraccountRow },
  promocode: { fields: PromocodeFields, row: PromocodeRow },
  document: { fields: DocumentFields, row: DocumentRow },
  herodocument: { fields: HerodocumentFields, row: DocumentRow },
  unitdocument: { fields: UnitdocumentFields, row: DocumentRow },
  property: { fields: PropertyFields, row: PropertyRow },
  tag: { fields: TagFields, row: TagRow },
  bookingreason: { fields: BookingreasonFields, row: BookingreasonRow },
  paymenttype: { fields: PaymenttypeFields, row: PaymenttypeRow },
  documenttemplatecategory: { fields: DocumenttemplatecategoryFields, row: DocumenttemplatecategoryRow },
  language: { fields: LanguageFields, row: LanguageFields.extend(ReadOnlyKeys) },
  country: { fields: CountryFields, row: CountryFields.extend(ReadOnlyKeys) },
  salutation: { fields: SalutationFields, row: SalutationFields.extend(ReadOnlyKeys) },
  academictitle: { fields: AcademictitleFields, row: AcademictitleFields.extend(ReadOnlyKeys) },
  timezone: { fields: TimezoneFields, row: TimezoneFields.extend(ReadOnlyKeys) },
  messagecategory: { fields: MessagecategoryFields, row: MessagecategoryFields.extend(ReadOnlyKeys) },
} as const;
export type ResourceBase = keyof typeof RESOURCE_SCHEMAS;

/** The answer of `objectionable/{id}`: whether a delete would go through, and what uses the row. */
export const ResourceObjections = z.object({
  deletable: z.boolean(),
  objections: z.array(z.object({ what: z.string(), count: z.number().int() })),
});

/** A problem of a whole row (fields that only make sense together), as a validation detail. */
export interface RowProblem {
  readonly path: string;
  readonly message: string;
}

/** At most `b`: e.g. minPersons <= maxPersons. */
const notAbove = (row: Record<string, unknown>, a: string, b: string): RowProblem[] => {
  const low = row[a];
  const high = row[b];
  return typeof low === 'number' && typeof high === 'number' && low > high
    ? [{ path: a, message: `must not be above ${b}` }]
    : [];
};

/**
 * The checks of a whole row per base, run on the row as it would be stored (after an update: the stored row
 * with the changes), by the server before writing and by the property app's forms.
 */
export const rowChecks: Readonly<Record<string, (row: Record<string, unknown>) => RowProblem[]>> = {
  unitgroup: (row) => notAbove(row, 'minPersons', 'maxPersons'),
  service: (row) => notAbove(row, 'minOption', 'maxOption'),
  timeslicedefinition: (row) => {
    const a = String(row.starttime ?? '');
    const b = String(row.endtime ?? '');
    return !row.overnight && a && b && a >= b
      ? [{ path: 'endtime', message: 'must be after starttime' }]
      : [];
  },
  propertysetting: (row) => {
    const problem = settingValueProblem(String(row.key ?? ''), String(row.value ?? ''));
    return problem ? [{ path: problem === 'unknown setting' ? 'key' : 'value', message: problem }] : [];
  },
  property: (row) => {
    const tokens = row.themeTokens as ThemeTokens | null | undefined;
    if (!tokens) return [];
    // docs/api.md#resources: a theme people cannot read is refused (WCAG 2.2 AA).
    return contrastProblems(tokens.color).map((p) => ({
      path: 'themeTokens.color',
      message: `${p.what}: ${p.ratio.toFixed(2)}:1, needs ${p.minimum}:1`,
    }));
  },
  document: (row) => {
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
  relation: (row) => {
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
};

/** The id and version every row has; `update/{id}` and `delete/{id}` carry the version the user read. */
export const ResourceKeys = z.object(RowKeys);
