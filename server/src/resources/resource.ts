import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { StaffRole } from '../db/userSchema.ts';

/** A catalog table the pattern can serve: an id and a version (docs/api.md#resources). */
export type ResourceTable = PgTable & { readonly id: PgColumn; readonly version: PgColumn };

/** A row's parent table, by which a row without its own property column belongs to a property. */
export interface ParentTable {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly propertyId: PgColumn;
}

/**
 * Whose a row is: a property's own (its `propertyId`), or a parent row's (a unit is its unit group's, an
 * option its service's), which is the property's. Staff reach only rows of properties they work for.
 */
export type ResourceOwner =
  | { readonly kind: 'property'; readonly field: 'propertyId'; readonly column: PgColumn }
  /** The property itself: its own id. */
  | { readonly kind: 'self'; readonly field: 'id'; readonly column: PgColumn }
  | {
      readonly kind: 'parent';
      readonly field: string;
      readonly column: PgColumn;
      readonly parent: ParentTable;
    };

/** A list filter `f.{name}`: its query parameter and the condition it adds. */
export interface ResourceFilter {
  readonly param: z.ZodType;
  readonly where: (value: never) => SQL | undefined;
}

/** Rows of a table that belong to or point at a resource's row (by the row's id). */
export interface RowsOf {
  readonly table: PgTable;
  readonly where: (id: number) => SQL;
}

/**
 * A set of ids a row answers and takes as one field (a unit group's tags): kept in a join table of
 * (`ownerColumn`: the row's id, `otherColumn`: an id of `other`), each a row of the same property. The row answers
 * it sorted; `add` and `update` replace the whole set in the row's own transaction, raising the row's version.
 */
export interface JoinSet {
  readonly table: PgTable;
  readonly ownerColumn: PgColumn;
  readonly otherColumn: PgColumn;
  readonly other: ParentTable;
}

/** Rows that point at a resource's row, and what the error detail calls them ('booking', 'block', ...). */
export interface Reference extends RowsOf {
  readonly what: string;
}

/**
 * One base of the generic resource pattern, declared once: the table, the writable fields (zod, shared with the
 * client), the owner, the defaults of `new`, list filters and sort keys, who may write, which other rows its
 * foreign keys must be of the same property, and what a delete must not orphan.
 */
export interface ResourceDefinition {
  /** The path segment: /api/staff/{base}/... */
  readonly base: string;
  readonly table: ResourceTable;
  /** The writable fields, the owner's field among them (the body of `add`). */
  readonly fields: z.ZodObject;
  readonly owner: ResourceOwner;
  /** `new`: the fields a new row starts with, before the owner (propertyId or parent) is set. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** `f.*` filters besides the owner's (f.propertyId or f.{parent field}). */
  readonly filters: Readonly<Record<string, ResourceFilter>>;
  /** `o.sort` keys; the first is the default order (then id). */
  readonly sortKeys: Readonly<Record<string, PgColumn>>;
  /** Who may add, update and delete; everybody who works for the property may read. */
  readonly writeRoles: readonly StaffRole[];
  /** Foreign key fields whose row must belong to the same property (a service's VAT, type, ...). */
  readonly sameProperty?: Readonly<Record<string, ParentTable>>;
  /** Sets of ids answered and written as fields (`tagIds`), kept in join tables; see JoinSet. */
  readonly joins?: Readonly<Record<string, JoinSet>>;
  /** Rows that must not be orphaned: a delete is refused while any points here. */
  readonly references?: readonly Reference[];
  /** Rows that belong to this one and go with it (options with their service, join rows). */
  readonly cascade?: readonly RowsOf[];
  /** Columns never answered (an image's bytes: they are served by their own URL). */
  readonly hiddenColumns?: readonly string[];
  /** Rows come in another way (documents: by upload; properties: by signing up), so the base has no `new`/`add`. */
  readonly noAdd?: true;
  /** Rows cannot be deleted here (a property). */
  readonly noDelete?: true;
  /**
   * A view of part of the table (hero images: the documents of kind hero): only these rows are listed, read,
   * changed and deleted through this base; the fields must not be able to move a row out of it.
   */
  readonly only?: SQL;
}

/** A list filter `f.{name}` of a reference list: its query parameter and which rows it keeps. */
export interface ReferenceFilter {
  readonly param: z.ZodType;
  readonly keeps: (value: never) => (row: ReferenceRow) => boolean;
}

/** A row of a reference list: the same for every property, never changed (version 1). */
export type ReferenceRow = Readonly<Record<string, unknown>> & { readonly id: number; readonly version: 1 };

/**
 * A read-only base of the pattern (docs/api.md#resources): a list that is the same for every property (languages,
 * countries, ...), served from where the server keeps it; staff read it with `list` and `{id}` only.
 */
export interface ReferenceDefinition {
  readonly base: string;
  readonly rows: readonly ReferenceRow[];
  readonly filters: Readonly<Record<string, ReferenceFilter>>;
  /** `o.sort` keys; the first is the default order. */
  readonly sortKeys: readonly [string, ...string[]];
}
