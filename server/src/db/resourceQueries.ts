import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { JoinSet, ParentTable, ResourceDefinition } from '../resources/resource.ts';
import type { Db } from './client.ts';

/*
 * docs/api.md#resources: the SQL of the generic resource pattern, written once for every base. Each write
 * raises the row's version, checks the version the user read in the same statement, and tells every server
 * process (NOTIFY) that the property's catalog changed.
 */

/** The channel on which every process hears that a property's catalog changed (payload: the property id). */
export const CATALOG_CHANNEL = 'venue_catalog';

type Row = Record<string, unknown>;

/** The columns a base answers: all but its hidden ones. */
function answered(r: ResourceDefinition) {
  const hidden = new Set(r.hiddenColumns ?? []);
  return Object.fromEntries(Object.entries(getTableColumns(r.table)).filter(([name]) => !hidden.has(name)));
}

/** The rows with their id sets (the base's joins) set, each sorted; the rows themselves, changed in place. */
async function withJoins(db: Db, r: ResourceDefinition, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((row) => row.id as number);
  for (const [field, join] of Object.entries(r.joins ?? {})) {
    const pairs = ids.length
      ? ((await db
          .select({ owner: join.ownerColumn, other: join.otherColumn })
          .from(join.table)
          .where(inArray(join.ownerColumn, ids))
          .orderBy(asc(join.otherColumn))) as { owner: number; other: number }[])
      : [];
    const byOwner = new Map<number, number[]>();
    for (const p of pairs) byOwner.set(p.owner, [...(byOwner.get(p.owner) ?? []), p.other]);
    for (const row of rows) row[field] = byOwner.get(row.id as number) ?? [];
  }
  return rows;
}

/** The fields of the row's own table, and the id sets (joins) apart. */
function splitJoins(r: ResourceDefinition, fields: Row): { own: Row; sets: [JoinSet, number[]][] } {
  const own: Row = {};
  const sets: [JoinSet, number[]][] = [];
  for (const [key, value] of Object.entries(fields)) {
    const join = r.joins?.[key];
    if (join) sets.push([join, value as number[]]);
    else own[key] = value;
  }
  return { own, sets };
}

/** The table's property name of a column (the key an insert names it by). */
const keyOf = (join: JoinSet, column: JoinSet['ownerColumn']) =>
  Object.entries(getTableColumns(join.table)).find(([, c]) => c === column)?.[0] ?? column.name;

/** Replaces the row's set in the join table with `ids` (each once). */
async function replaceSet(db: Db, join: JoinSet, ownerId: number, ids: readonly number[]): Promise<void> {
  await db.delete(join.table).where(eq(join.ownerColumn, ownerId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await db.insert(join.table).values(
      unique.map((id) => ({
        [keyOf(join, join.ownerColumn)]: ownerId,
        [keyOf(join, join.otherColumn)]: id,
      })),
    );
}

/** The property of the row's owner: its own property, or its parent's. */
async function ownerPropertyOf(db: Db, r: ResourceDefinition, ownerId: number): Promise<number | null> {
  if (r.owner.kind !== 'parent') return ownerId;
  return rowProperty(db, r.owner.parent, ownerId);
}

/** The property a row of `parent` belongs to; null when there is no such row. */
export async function rowProperty(db: Db, parent: ParentTable, id: number): Promise<number | null> {
  const [row] = await db
    .select({ propertyId: parent.propertyId })
    .from(parent.table)
    .where(eq(parent.id, id))
    .limit(1);
  return (row?.propertyId as number | undefined) ?? null;
}

/** The row and the property it belongs to, or null. */
export async function readResource(
  db: Db,
  r: ResourceDefinition,
  id: number,
): Promise<{ row: Row; propertyId: number } | null> {
  const [row] = (await db
    .select(answered(r))
    .from(r.table)
    .where(and(eq(r.table.id, id), r.only))
    .limit(1)) as Row[];
  if (!row) return null;
  const propertyId = await ownerPropertyOf(db, r, row[r.owner.field] as number);
  return propertyId === null ? null : { row: (await withJoins(db, r, [row]))[0] as Row, propertyId };
}

/** The condition that keeps a list within `propertyIds`. */
function scope(r: ResourceDefinition, propertyIds: readonly number[]): SQL {
  if (r.owner.kind !== 'parent') return inArray(r.owner.column, [...propertyIds]);
  const { parent } = r.owner;
  return inArray(
    r.owner.column,
    // A subquery of the parent's ids within the properties.
    sql`(select ${parent.id} from ${parent.table} where ${inArray(parent.propertyId, [...propertyIds])})`,
  );
}

export interface ResourcePage {
  readonly items: Row[];
  readonly total: number | null;
}

/** One page of a base's rows within `propertyIds`, filtered and sorted. */
export async function listResources(
  db: Db,
  r: ResourceDefinition,
  query: {
    readonly propertyIds: readonly number[];
    readonly where: readonly (SQL | undefined)[];
    readonly sort: PgColumn;
    readonly descending: boolean;
    readonly pageIndex: number;
    readonly pageSize: number;
    readonly count: boolean;
  },
): Promise<ResourcePage> {
  if (query.propertyIds.length === 0) return { items: [], total: query.count ? 0 : null };
  const where = and(scope(r, query.propertyIds), r.only, ...query.where);
  const order = query.descending ? desc(query.sort) : asc(query.sort);
  const items = (await db
    .select(answered(r))
    .from(r.table)
    .where(where)
    .orderBy(order, asc(r.table.id))
    .limit(query.pageSize + 1)
    .offset(query.pageIndex * query.pageSize)) as Row[];
  await withJoins(db, r, items);
  if (!query.count) return { items, total: null };
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(r.table).where(where);
  return { items, total: Number(counted?.n ?? 0) };
}

/** Tells every server process that the property's catalog changed (delivered when the transaction commits). */
export async function notifyCatalog(db: Db, propertyId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${String(propertyId)})`);
}

/** Inserts a row (fields already validated and checked) at version 1. */
export async function addResource(
  db: Db,
  r: ResourceDefinition,
  fields: Row,
  propertyId: number,
): Promise<Row> {
  const { own, sets } = splitJoins(r, fields);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = (await tx
      .insert(r.table)
      .values({ ...own, version: 1 } as never)
      .returning(answered(r))) as Row[];
    for (const [join, ids] of sets) await replaceSet(t, join, (row as Row).id as number, ids);
    await notifyCatalog(t, propertyId);
    return (await withJoins(t, r, [row as Row]))[0] as Row;
  });
}

/**
 * Writes the changed fields when the row is still at `version` and raises it; null when the row changed
 * meanwhile (or is gone), and nothing is written. A changed id set replaces the stored one in the same
 * transaction, after the row's update: of two writes of the same version only the one whose update went through
 * (the other waits for its lock, then finds the version raised) touches the set.
 */
export async function updateResource(
  db: Db,
  r: ResourceDefinition,
  id: number,
  version: number,
  changes: Row,
  propertyId: number,
): Promise<Row | null> {
  const { own, sets } = splitJoins(r, changes);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = (await tx
      .update(r.table)
      .set({ ...own, version: sql`${r.table.version} + 1` } as never)
      .where(and(eq(r.table.id, id), eq(r.table.version, version), r.only))
      .returning(answered(r))) as Row[];
    if (!row) return null;
    for (const [join, ids] of sets) await replaceSet(t, join, id, ids);
    await notifyCatalog(t, propertyId);
    return (await withJoins(t, r, [row]))[0] as Row;
  });
}

/** What still points at the row: one entry per kind of reference with its count (none: it may go). */
export async function referencesTo(
  db: Db,
  r: ResourceDefinition,
  id: number,
): Promise<{ what: string; count: number }[]> {
  const found: { what: string; count: number }[] = [];
  for (const ref of r.references ?? []) {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(ref.table).where(ref.where(id));
    const count = Number(counted?.n ?? 0);
    if (count > 0) found.push({ what: ref.what, count });
  }
  return found;
}

/**
 * Deletes the row at `version` with the rows that belong to it, unless something still points at it. Answers
 * 'deleted', 'stale' (changed meanwhile or gone) or the references that keep it; the check and the delete run in
 * one transaction with the row locked, so a booking made meanwhile is seen.
 */
export async function deleteResource(
  db: Db,
  r: ResourceDefinition,
  id: number,
  version: number,
  propertyId: number,
): Promise<'deleted' | 'stale' | { what: string; count: number }[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [locked] = await t
      .select({ id: r.table.id })
      .from(r.table)
      .where(and(eq(r.table.id, id), eq(r.table.version, version), r.only))
      .for('update');
    if (!locked) return 'stale';
    const refs = await referencesTo(t, r, id);
    if (refs.length) return refs;
    for (const rows of r.cascade ?? []) await t.delete(rows.table).where(rows.where(id));
    await t.delete(r.table).where(eq(r.table.id, id));
    await notifyCatalog(t, propertyId);
    return 'deleted';
  });
}
