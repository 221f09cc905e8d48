import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { allTables } from './schema.ts';

/**
 * A fingerprint of the whole database: the row count and an md5 of the rows of every table.
 * Tests compare it before and after hostile requests to prove nothing was written.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, table] of Object.entries(allTables)) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        digest: sql<string>`coalesce(md5(string_agg(md5(${table}::text), ',' order by md5(${table}::text))), '')`,
      })
      .from(table);
    out[name] = `${row?.count}:${row?.digest}`;
  }
  return out;
}

/** Holding allocations of one unit group's units overlapping a period (tests of the no-overbooking rule). */
export async function holdingAllocations(
  db: Db,
  unitgroupId: number,
  start: string,
  end: string,
): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from unit_allocation a join unit u on u.id = a.unit_id
        where u.unitgroup_id = ${unitgroupId} and a.holds
          and a.period && tsrange(${start}::timestamp, ${end}::timestamp, '[)')`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}
