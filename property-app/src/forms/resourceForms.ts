import {
  FIELD_FORMATS,
  type FormEntry,
  type ResourceBase,
  type ResourceDeclaration,
  resourceDeclaration,
} from '@venue/contract';
import { z } from 'zod';

/** An i18n key (resourceForms.test.ts checks that each the pages use has its English and German text). */
type TKey = string;

/*
 * The catalog editor's pages, derived from the declaration of each base of the resource API (contract/src/
 * resources.ts, docs/api.md#resources): its form's fields in order and its list's columns come from the
 * declaration's editor part; how each field is edited comes from its schema (a boolean is a switch, a number
 * within bounds a number field, money in cents a money field, an enum a choice), its relations (a foreign key
 * is a choice of the rows it may name) and whether the base has translations.
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

/** Bases a field of a form may point at: shown by their name. */
export type RefBase = 'vat' | 'servicetype' | 'rateplan';
/** Bases a set of ids may name. */
export type SetBase = 'tag' | 'service';
const REF_BASES: readonly string[] = ['vat', 'servicetype', 'rateplan'] satisfies RefBase[];

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

/** The bases of the catalog editor, in the order of its navigation. */
const EDITED: readonly EditableBase[] = [
  'unitgroup',
  'service',
  'servicetype',
  'servicegroup',
  'timeslicedefinition',
  'rateplan',
  'vat',
  'setup',
  'tag',
  'customeraccount',
  'promocode',
  'bookingreason',
  'paymenttype',
  'documenttemplatecategory',
];

/** A schema without its optional and nullable wrappers, and whether it may be null. */
function unwrapped(schema: z.ZodType): { readonly inner: z.ZodType; readonly nullable: boolean } {
  let inner = schema;
  let nullable = false;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    if (inner instanceof z.ZodNullable) nullable = true;
    inner = inner.unwrap() as z.ZodType;
  }
  return { inner, nullable };
}

function declared(base: string): ResourceDeclaration {
  const d = resourceDeclaration(base);
  if (!d?.editor) throw new Error(`${base}: no catalog editor in its declaration`);
  return d;
}

/** How a declared field is edited, from its schema and the base's relations. */
function kindOf(d: ResourceDeclaration, entry: Exclude<FormEntry, string>): FieldKind {
  const { field } = entry;
  const ref = d.refs?.[field];
  if (ref) {
    if (!REF_BASES.includes(ref)) throw new Error(`${d.base}.${field}: a form cannot choose a ${ref}`);
    return { kind: 'ref', base: ref as RefBase };
  }
  const set = d.sets?.[field];
  if (set) return { kind: 'ids', base: set };
  const schema = d.fields.shape[field] as z.ZodType | undefined;
  if (!schema) throw new Error(`${d.base}.${field}: not a field of the base`);
  const { inner, nullable } = unwrapped(schema);
  const orNull = nullable ? ({ nullable: true } as const) : {};
  if (inner === FIELD_FORMATS.cents) return { kind: 'cents', ...orNull };
  if (inner === FIELD_FORMATS.code) return { kind: 'code' };
  if (inner === FIELD_FORMATS.time) return { kind: 'time' };
  if (inner instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (entry.choices) return { kind: 'choice', choices: entry.choices };
  if (inner instanceof z.ZodEnum)
    return {
      kind: 'choice',
      choices: inner.options.map((value) => ({ value, label: `offer.${field}.${String(value)}` })),
    };
  if (inner instanceof z.ZodNumber)
    return { kind: 'integer', min: inner.minValue ?? 0, max: inner.maxValue ?? 0, ...orNull };
  const translated = 'i18n' in d.fields.shape ? ({ translated: true } as const) : {};
  const multiline = inner === FIELD_FORMATS.multiline ? ({ multiline: true } as const) : {};
  return { kind: 'text', ...translated, ...multiline };
}

function fieldOf(d: ResourceDeclaration, entry: FormEntry): FieldSpec {
  const e = typeof entry === 'string' ? { field: entry } : entry;
  return {
    name: e.field,
    label: e.label ?? `offer.field.${e.field}`,
    ...(e.hint ? { hint: e.hint } : {}),
    ...kindOf(d, e),
  };
}

/** A list's column: numbers and money end-aligned; the switched-off field is the row's state. */
function columnOf(d: ResourceDeclaration, name: string): ListColumn {
  const entry = d.editor?.form.find((e) => (typeof e === 'string' ? e : e.field) === name) ?? name;
  const kind = kindOf(d, typeof entry === 'string' ? { field: entry } : entry).kind;
  return {
    name,
    label: name === 'inactive' ? 'offer.column.state' : `offer.field.${name}`,
    ...(kind === 'cents' || kind === 'integer' ? { align: 'end' as const } : {}),
  };
}

function pageOf(base: EditableBase): OfferBaseSpec {
  const d = declared(base);
  const editor = d.editor as NonNullable<ResourceDeclaration['editor']>;
  const childBase = editor.child;
  const child = childBase ? declared(childBase) : undefined;
  const childOwner = child?.owner;
  return {
    base,
    title: `offer.${base}.title`,
    item: `offer.${base}.item`,
    lead: `offer.${base}.lead`,
    fields: editor.form.map((entry) => fieldOf(d, entry)),
    columns: editor.columns.map((name) => columnOf(d, name)),
    sortKey: d.sortKeys[0],
    ...('inactive' in d.fields.shape ? { inactiveField: 'inactive' as const } : {}),
    ...(childBase && child && typeof childOwner === 'object'
      ? {
          child: {
            base: childBase,
            ownerField: childOwner.field as ChildSpec['ownerField'],
            title: `offer.${childBase}.title`,
            fields: (child.editor?.form ?? []).map((entry) => fieldOf(child, entry)),
          },
        }
      : {}),
  };
}

/** The catalog editor's pages, one per edited base, derived from the bases' declarations. */
export const OFFER_BASES: readonly OfferBaseSpec[] = EDITED.map(pageOf);

export const offerBase = (base: string): OfferBaseSpec | undefined =>
  OFFER_BASES.find((b) => b.base === base);
