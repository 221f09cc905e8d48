import type { ResourceBase } from '@venue/contract';
import { SellingMode, UnitgroupCategory } from '@venue/domain';
import { tKey } from '../i18n/tKey.ts';

/** An i18n key (written with tKey so keys.test.ts finds it). */
type TKey = string;

/*
 * The catalog editor's pages, one declaration per base of the resource API (docs/api.md#resources): which
 * fields the form shows and how, which columns the list has, and which rows belong to a row (a unit group's
 * units, a service's options). The server's zod schemas (RESOURCE_SCHEMAS) validate; this says only how to show.
 */

/** How a field is edited. */
export type FieldKind =
  /** One line of text; `translated` shows one input per language side by side. */
  | { readonly kind: 'text'; readonly translated?: true; readonly multiline?: true }
  /** A code: letters, digits, - and _. */
  | { readonly kind: 'code' }
  /** Money in cents, edited in the property's currency; `nullable`: may be left empty (no minimum). */
  | { readonly kind: 'cents'; readonly nullable?: true }
  /** A whole number between min and max; `nullable`: empty means none. */
  | { readonly kind: 'integer'; readonly min: number; readonly max: number; readonly nullable?: true }
  | { readonly kind: 'boolean' }
  /** One of fixed values, each with its label. */
  | {
      readonly kind: 'choice';
      readonly choices: readonly { readonly value: number | string; readonly label: TKey }[];
    }
  /** A row of another base of the same property (a VAT rate, a service type). */
  | { readonly kind: 'ref'; readonly base: RefBase }
  /** A clock time, HH:mm. */
  | { readonly kind: 'time' }
  /** A set of rows of another base of the same property (a unit group's tags), chosen by ticking them. */
  | { readonly kind: 'ids'; readonly base: SetBase };

/** Bases a field may point at: shown by their name. */
export type RefBase = 'vat' | 'servicetype' | 'rateplan';
/** Bases a set of ids may name. */
export type SetBase = 'tag' | 'service';

export type FieldSpec = FieldKind & {
  readonly name: string;
  /** The label; the hint is `offer.hint.{name}` when `hint` is set. */
  readonly label: TKey;
  readonly hint?: TKey;
};

export interface ListColumn {
  readonly name: string;
  readonly label: TKey;
  readonly align?: 'end';
}

/** Rows of another base that belong to a row, edited on its page (their owner field names the row). */
export interface ChildSpec {
  readonly base: 'unit' | 'serviceoption';
  readonly ownerField: 'unitgroupId' | 'serviceId';
  readonly title: TKey;
  readonly fields: readonly FieldSpec[];
}

export interface OfferBaseSpec {
  readonly base: EditableBase;
  /** The page title (plural) and what one row is called (the form's heading, the messages). */
  readonly title: TKey;
  readonly item: TKey;
  readonly lead: TKey;
  readonly fields: readonly FieldSpec[];
  readonly columns: readonly ListColumn[];
  /** The list's order (`sort`: the rows' own position field, which guests see too). */
  readonly sortKey: string;
  /** The field a row is switched off with (kept for the bookings that name it, no longer offered). */
  readonly inactiveField?: 'inactive';
  readonly child?: ChildSpec;
}

export type EditableBase = Extract<
  ResourceBase,
  | 'unitgroup'
  | 'service'
  | 'servicetype'
  | 'servicegroup'
  | 'timeslicedefinition'
  | 'rateplan'
  | 'vat'
  | 'setup'
  | 'tag'
  | 'customeraccount'
  | 'promocode'
  | 'bookingreason'
  | 'paymenttype'
  | 'documenttemplatecategory'
>;

const name = (translated = true): FieldSpec =>
  translated
    ? { name: 'name', label: tKey('offer.field.name'), kind: 'text', translated: true }
    : { name: 'name', label: tKey('offer.field.name'), kind: 'text' };
const code: FieldSpec = {
  name: 'code',
  label: tKey('offer.field.code'),
  hint: tKey('offer.hint.code'),
  kind: 'code',
};
const bool = (field: string, hint?: TKey): FieldSpec => ({
  name: field,
  label: tKey(`offer.field.${field}`),
  kind: 'boolean',
  ...(hint ? { hint } : {}),
});
const price: FieldSpec = {
  name: 'price',
  label: tKey('offer.field.price'),
  hint: tKey('offer.hint.price'),
  kind: 'cents',
};
const vat: FieldSpec = { name: 'vatId', label: tKey('offer.field.vatId'), kind: 'ref', base: 'vat' };
const inactive = bool('inactive', tKey('offer.hint.inactive'));
/** The row's place in its list (guests see that order too): smaller first. */
const position: FieldSpec = {
  name: 'sort',
  label: tKey('offer.field.sort'),
  hint: tKey('offer.hint.sort'),
  kind: 'integer',
  min: 0,
  max: 100_000,
};
const rateplan: FieldSpec = {
  name: 'rateplanId',
  label: tKey('offer.field.rateplanId'),
  kind: 'ref',
  base: 'rateplan',
};
const nameColumn: ListColumn = { name: 'name', label: tKey('offer.field.name') };
const priceColumn: ListColumn = { name: 'price', label: tKey('offer.field.price'), align: 'end' };
const stateColumn: ListColumn = { name: 'inactive', label: tKey('offer.column.state') };

const sellingModes = [
  { value: SellingMode.Unit, label: tKey('offer.sellingmode.unit') },
  { value: SellingMode.Personcount, label: tKey('offer.sellingmode.personcount') },
  { value: SellingMode.Itemcount, label: tKey('offer.sellingmode.itemcount') },
  { value: SellingMode.PersoncountXItemcount, label: tKey('offer.sellingmode.personcountXItemcount') },
  { value: SellingMode.Durationcount, label: tKey('offer.sellingmode.durationcount') },
  { value: SellingMode.PersoncountXNightcount, label: tKey('offer.sellingmode.personcountXNightcount') },
] as const;

const time = (field: string): FieldSpec => ({
  name: field,
  label: tKey(`offer.field.${field}`),
  kind: 'time',
});

export const OFFER_BASES: readonly OfferBaseSpec[] = [
  {
    base: 'unitgroup',
    title: tKey('offer.unitgroup.title'),
    item: tKey('offer.unitgroup.item'),
    lead: tKey('offer.unitgroup.lead'),
    fields: [
      name(),
      {
        name: 'description',
        label: tKey('offer.field.description'),
        kind: 'text',
        translated: true,
        multiline: true,
      },
      code,
      {
        name: 'category',
        label: tKey('offer.field.category'),
        kind: 'choice',
        choices: [
          { value: UnitgroupCategory.Room, label: tKey('offer.category.room') },
          { value: UnitgroupCategory.Meeting, label: tKey('offer.category.meeting') },
        ],
      },
      price,
      vat,
      { name: 'minPersons', label: tKey('offer.field.minPersons'), kind: 'integer', min: 0, max: 10_000 },
      { name: 'maxPersons', label: tKey('offer.field.maxPersons'), kind: 'integer', min: 0, max: 10_000 },
      {
        name: 'maxSelectablePersonCount',
        label: tKey('offer.field.maxSelectablePersonCount'),
        hint: tKey('offer.hint.emptyIsNone'),
        kind: 'integer',
        min: 0,
        max: 10_000,
        nullable: true,
      },
      {
        name: 'minimumSales',
        label: tKey('offer.field.minimumSales'),
        hint: tKey('offer.hint.emptyIsNone'),
        kind: 'cents',
        nullable: true,
      },
      {
        name: 'minimumSalesPerPerson',
        label: tKey('offer.field.minimumSalesPerPerson'),
        hint: tKey('offer.hint.emptyIsNone'),
        kind: 'cents',
        nullable: true,
      },
      bool('multiselect', tKey('offer.hint.multiselect')),
      bool('bookDirectly', tKey('offer.hint.bookDirectly')),
      bool('onRequest', tKey('offer.hint.onRequest')),
      bool('hideifunavailable'),
      bool('ignorePersoncount'),
      {
        name: 'tagIds',
        label: tKey('offer.field.tagIds'),
        hint: tKey('offer.hint.tagIds'),
        kind: 'ids',
        base: 'tag',
      },
      position,
      inactive,
    ],
    columns: [
      nameColumn,
      { name: 'category', label: tKey('offer.field.category') },
      { name: 'maxPersons', label: tKey('offer.field.maxPersons'), align: 'end' },
      priceColumn,
      stateColumn,
    ],
    sortKey: 'sort',
    inactiveField: 'inactive',
    child: {
      base: 'unit',
      ownerField: 'unitgroupId',
      title: tKey('offer.unit.title'),
      fields: [{ name: 'name', label: tKey('offer.unit.name'), kind: 'text' }],
    },
  },
  {
    base: 'service',
    title: tKey('offer.service.title'),
    item: tKey('offer.service.item'),
    lead: tKey('offer.service.lead'),
    fields: [
      name(),
      { name: 'text', label: tKey('offer.field.text'), kind: 'text', translated: true, multiline: true },
      code,
      { name: 'servicetypeId', label: tKey('offer.field.servicetypeId'), kind: 'ref', base: 'servicetype' },
      { name: 'sellingmode', label: tKey('offer.field.sellingmode'), kind: 'choice', choices: sellingModes },
      price,
      vat,
      {
        name: 'minimumsalesforfreerent',
        label: tKey('offer.field.minimumsalesforfreerent'),
        hint: tKey('offer.hint.emptyIsNone'),
        kind: 'cents',
        nullable: true,
      },
      { name: 'minOption', label: tKey('offer.field.minOption'), kind: 'integer', min: 0, max: 100 },
      { name: 'maxOption', label: tKey('offer.field.maxOption'), kind: 'integer', min: 0, max: 100 },
      bool('timeenabled'),
      bool('timeenabledforuserisrequired'),
      bool('descriptionenabled'),
      bool('descriptionenabledforuserisrequired'),
      bool('onRequest', tKey('offer.hint.onRequest')),
      bool('disabled', tKey('offer.hint.disabled')),
      position,
      inactive,
    ],
    columns: [
      nameColumn,
      { name: 'servicetypeId', label: tKey('offer.field.servicetypeId') },
      { name: 'sellingmode', label: tKey('offer.field.sellingmode') },
      priceColumn,
      stateColumn,
    ],
    sortKey: 'sort',
    inactiveField: 'inactive',
    child: {
      base: 'serviceoption',
      ownerField: 'serviceId',
      title: tKey('offer.serviceoption.title'),
      fields: [{ name: 'name', label: tKey('offer.serviceoption.name'), kind: 'text', translated: true }],
    },
  },
  {
    base: 'servicetype',
    title: tKey('offer.servicetype.title'),
    item: tKey('offer.servicetype.item'),
    lead: tKey('offer.servicetype.lead'),
    fields: [
      name(),
      code,
      bool('required', tKey('offer.hint.typeRequired')),
      bool('notab', tKey('offer.hint.notab')),
      bool('disableingroupmode'),
      bool('notassignedtounitgroup'),
      {
        name: 'minadvancebookingdays',
        label: tKey('offer.field.minadvancebookingdays'),
        hint: tKey('offer.hint.minadvancebookingdays'),
        kind: 'integer',
        min: 0,
        max: 3650,
      },
      position,
    ],
    columns: [nameColumn, { name: 'code', label: tKey('offer.field.code') }],
    sortKey: 'sort',
  },
  {
    base: 'servicegroup',
    title: tKey('offer.servicegroup.title'),
    item: tKey('offer.servicegroup.item'),
    lead: tKey('offer.servicegroup.lead'),
    fields: [
      name(),
      bool('required', tKey('offer.hint.groupRequired')),
      bool('multiselect', tKey('offer.hint.groupMultiselect')),
      {
        name: 'serviceIds',
        label: tKey('offer.field.serviceIds'),
        hint: tKey('offer.hint.serviceIds'),
        kind: 'ids',
        base: 'service',
      },
    ],
    columns: [nameColumn],
    sortKey: 'name',
  },
  {
    base: 'timeslicedefinition',
    title: tKey('offer.timeslicedefinition.title'),
    item: tKey('offer.timeslicedefinition.item'),
    lead: tKey('offer.timeslicedefinition.lead'),
    fields: [
      name(),
      time('starttime'),
      time('endtime'),
      time('checkintime'),
      time('checkouttime'),
      bool('overnight', tKey('offer.hint.overnight')),
      position,
    ],
    columns: [
      nameColumn,
      { name: 'starttime', label: tKey('offer.field.starttime') },
      { name: 'endtime', label: tKey('offer.field.endtime') },
    ],
    sortKey: 'sort',
  },
  {
    base: 'rateplan',
    title: tKey('offer.rateplan.title'),
    item: tKey('offer.rateplan.item'),
    lead: tKey('offer.rateplan.lead'),
    fields: [
      name(),
      code,
      {
        name: 'pricePercent',
        label: tKey('offer.field.pricePercent'),
        hint: tKey('offer.hint.pricePercent'),
        kind: 'integer',
        min: 0,
        max: 1000,
      },
      bool('isDefault', tKey('offer.hint.isDefault')),
      // docs/rules.md#rate-policies: who may book the rate, and its terms.
      bool('restricted', tKey('offer.hint.restricted')),
      {
        name: 'prepayment',
        label: tKey('offer.field.prepayment'),
        kind: 'choice',
        choices: [
          { value: 'none', label: tKey('offer.prepayment.none') },
          { value: 'deposit', label: tKey('offer.prepayment.deposit') },
          { value: 'full', label: tKey('offer.prepayment.full') },
        ],
      },
      {
        name: 'depositPercent',
        label: tKey('offer.field.depositPercent'),
        hint: tKey('offer.hint.depositPercent'),
        kind: 'integer',
        min: 1,
        max: 100,
        nullable: true,
      },
      bool('guarantee', tKey('offer.hint.guarantee')),
      bool('refundable', tKey('offer.hint.refundable')),
      {
        name: 'freeCancellationDays',
        label: tKey('offer.field.freeCancellationDays'),
        hint: tKey('offer.hint.freeCancellationDays'),
        kind: 'integer',
        min: 0,
        max: 365,
        nullable: true,
      },
      {
        name: 'cancellationFee',
        label: tKey('offer.field.cancellationFee'),
        kind: 'choice',
        choices: [
          { value: 'percent', label: tKey('offer.cancellationFee.percent') },
          { value: 'firstNight', label: tKey('offer.cancellationFee.firstNight') },
        ],
      },
      {
        name: 'cancellationFeePercent',
        label: tKey('offer.field.cancellationFeePercent'),
        hint: tKey('offer.hint.cancellationFeePercent'),
        kind: 'integer',
        min: 0,
        max: 100,
      },
    ],
    columns: [nameColumn, { name: 'pricePercent', label: tKey('offer.field.pricePercent'), align: 'end' }],
    sortKey: 'name',
  },
  {
    base: 'vat',
    title: tKey('offer.vat.title'),
    item: tKey('offer.vat.item'),
    lead: tKey('offer.vat.lead'),
    fields: [name(), { name: 'value', label: tKey('offer.field.value'), kind: 'integer', min: 0, max: 100 }],
    columns: [nameColumn, { name: 'value', label: tKey('offer.field.value'), align: 'end' }],
    sortKey: 'name',
  },
  {
    base: 'setup',
    title: tKey('offer.setup.title'),
    item: tKey('offer.setup.item'),
    lead: tKey('offer.setup.lead'),
    fields: [
      name(),
      {
        name: 'description',
        label: tKey('offer.field.description'),
        kind: 'text',
        translated: true,
        multiline: true,
      },
      bool('issetup', tKey('offer.hint.issetup')),
    ],
    columns: [nameColumn],
    sortKey: 'name',
  },
  {
    base: 'tag',
    title: tKey('offer.tag.title'),
    item: tKey('offer.tag.item'),
    lead: tKey('offer.tag.lead'),
    fields: [name()],
    columns: [nameColumn],
    sortKey: 'name',
  },
  {
    base: 'customeraccount',
    title: tKey('offer.customeraccount.title'),
    item: tKey('offer.customeraccount.item'),
    lead: tKey('offer.customeraccount.lead'),
    fields: [
      {
        name: 'number',
        label: tKey('offer.field.number'),
        hint: tKey('offer.hint.number'),
        kind: 'text',
      },
      name(false),
      rateplan,
    ],
    columns: [
      { name: 'number', label: tKey('offer.field.number') },
      nameColumn,
      { name: 'rateplanId', label: tKey('offer.field.rateplanId') },
    ],
    sortKey: 'number',
  },
  {
    base: 'promocode',
    title: tKey('offer.promocode.title'),
    item: tKey('offer.promocode.item'),
    lead: tKey('offer.promocode.lead'),
    fields: [code, rateplan],
    columns: [
      { name: 'code', label: tKey('offer.field.code') },
      { name: 'rateplanId', label: tKey('offer.field.rateplanId') },
    ],
    sortKey: 'code',
  },
  {
    base: 'bookingreason',
    title: tKey('offer.bookingreason.title'),
    item: tKey('offer.bookingreason.item'),
    lead: tKey('offer.bookingreason.lead'),
    fields: [name(), position, inactive],
    columns: [nameColumn, stateColumn],
    sortKey: 'sort',
    inactiveField: 'inactive',
  },
  {
    base: 'paymenttype',
    title: tKey('offer.paymenttype.title'),
    item: tKey('offer.paymenttype.item'),
    lead: tKey('offer.paymenttype.lead'),
    fields: [name(), position, inactive],
    columns: [nameColumn, stateColumn],
    sortKey: 'sort',
    inactiveField: 'inactive',
  },
  {
    base: 'documenttemplatecategory',
    title: tKey('offer.documenttemplatecategory.title'),
    item: tKey('offer.documenttemplatecategory.item'),
    lead: tKey('offer.documenttemplatecategory.lead'),
    fields: [name(), position],
    columns: [nameColumn],
    sortKey: 'sort',
  },
];

export const offerBase = (base: string): OfferBaseSpec | undefined =>
  OFFER_BASES.find((b) => b.base === base);
