import type { z } from 'zod';
import type { StaffRoleName } from './staffAuth.ts';

/*
 * docs/api.md#resources: what one base of the property's offer is, declared once. From a declaration the server
 * derives its routes, checks and OpenAPI (server/src/resources/definitions.ts binds it to its table), and the
 * property app derives the base's list and form (property-app/src/forms/resourceForms.ts).
 */

/** A problem of a whole row (fields that only make sense together), as a validation detail. */
export interface RowProblem {
  readonly path: string;
  readonly message: string;
}

/** Bases a foreign key may name: a row of the same property, shown by its name. */
export type RefBase = 'vat' | 'servicetype' | 'service' | 'unitgroup' | 'rateplan';
/** Bases a set of ids may name. */
export type SetBase = 'tag' | 'service';

/** An i18n key of the property app (its English and German texts are in property-app/src/i18n/locales). */
export type TextKey = string;

/** One field of the form: its name, or its name with what its schema cannot say. */
export type FormEntry =
  | string
  | {
      readonly field: string;
      /** The label, when not `offer.field.{field}`. */
      readonly label?: TextKey;
      /** A hint shown below the input. */
      readonly hint?: TextKey;
      /** The labels of a field of fixed numeric values (an enum's are `offer.{field}.{value}`). */
      readonly choices?: readonly { readonly value: number; readonly label: TextKey }[];
    };

/**
 * The base's page in the property app's catalog editor: the form's fields in order and the list's columns. The
 * page's title, one row's name and the lead are `offer.{base}.title`, `.item` and `.lead`.
 */
export interface EditorDeclaration {
  readonly form: readonly FormEntry[];
  readonly columns: readonly string[];
  /** Rows of another base that belong to a row and are edited on its page (a unit group's units). */
  readonly child?: 'unit' | 'serviceoption';
}

/** Whose a row is: a property's (its propertyId), the property itself, or a parent row's (a unit: its group's). */
export type OwnerDeclaration = 'property' | 'self' | { readonly parent: RefBase; readonly field: string };

export interface ResourceDeclaration<
  F extends z.ZodObject = z.ZodObject,
  R extends z.ZodObject = z.ZodObject,
  S extends string = string,
  B extends string = string,
> {
  /** The path segment: /api/staff/{base}/... */
  readonly base: B;
  /** The writable fields, the owner's among them (the body of `add`; `update` sends a part with id and version). */
  readonly fields: F;
  /** A row as the API answers it: the fields with id and version. */
  readonly row: R;
  readonly owner: OwnerDeclaration;
  /** `new`: the fields a new row starts with, before the owner is set. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Who may add, update and delete; everybody who works for the property may read. */
  readonly writeRoles: readonly z.infer<typeof StaffRoleName>[];
  /** Foreign keys to rows that must be of the same property (a service's VAT). */
  readonly refs?: Readonly<Record<string, RefBase>>;
  /** Sets of ids of rows of the same property, answered sorted and written whole (a unit group's tags). */
  readonly sets?: Readonly<Record<string, SetBase>>;
  /** `o.sort` keys; the first is the default order (then id), and the catalog editor's. */
  readonly sortKeys: readonly [S, ...S[]];
  /** The checks of a whole row as it would be stored, run by the server before writing and by the forms. */
  readonly checks?: (row: Record<string, unknown>) => RowProblem[];
  /** Rows come in another way (images by upload, properties by signing up): no `new`/`add`. */
  readonly noAdd?: true;
  /** Rows cannot be deleted here (a property). */
  readonly noDelete?: true;
  /** The catalog editor's page, for the bases staff edit there. */
  readonly editor?: EditorDeclaration;
}

/** Declares a base (the identity: it types the declaration and keeps the schemas' own types). */
export const declareResource = <
  F extends z.ZodObject,
  R extends z.ZodObject,
  S extends string,
  B extends string,
>(
  declaration: ResourceDeclaration<F, R, S, B>,
): ResourceDeclaration<F, R, S, B> => declaration;
