// @postgres: a migration's SQL
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';

// Migration 0013: the shared tags become each property's own, and nothing that named a tag loses it.
const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations folder as it was before 0013. */
function before0013(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx < 13);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

it('gives every property its own copy of the tags it had, on its unit groups and bookings', async () => {
  const client = await PGlite.create(undefined, { extensions: { btree_gist } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before0013() });
  await client.exec(`
    insert into property (key, code, name, currency, timezone, default_language) values
      ('a', 'A', 'A', 'EUR', 'Europe/Berlin', 'de'), ('b', 'B', 'B', 'EUR', 'Europe/Berlin', 'en');
    insert into vat (property_id, name, value) values (1, 'v', 19), (2, 'v', 19);
    insert into tag (name, i18n) values ('lake', '{"de":{"name":"See"}}'), ('step', '{}'), ('unused', '{}');
    insert into property_tag values (1, 1), (1, 2), (2, 2);
    insert into unitgroup (property_id, code, name, category, price, vat_id) values
      (1, 'U1', 'u1', 2, 100, 1), (2, 'U2', 'u2', 2, 100, 2);
    -- B's unit group carries "lake" though only A listed it.
    insert into unitgroup_tag values (1, 1), (1, 2), (2, 2), (2, 1);
    insert into booking (property_id, internal_id, token_hash, state, currency, total, start_at, end_at, data) values
      (1, 'X1', 'h1', 1, 'EUR', 0, now(), now(), '{"tags":[{"id":2,"name":"step"}]}'),
      (2, 'X2', 'h2', 1, 'EUR', 0, now(), now(), '{"tags":[{"id":2,"name":"step"},{"id":99}],"x":1}'),
      (2, 'X3', 'h3', 1, 'EUR', 0, now(), now(), '{}');
  `);
  await migrate(db, { migrationsFolder: migrations });
  const rows = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;

  const tags = await rows('select id, property_id as "propertyId", name, i18n from tag order by id');
  expect(tags).toEqual([
    { id: 1, propertyId: 1, name: 'lake', i18n: { de: { name: 'See' } } },
    { id: 2, propertyId: 1, name: 'step', i18n: {} },
    { id: 4, propertyId: 2, name: 'lake', i18n: { de: { name: 'See' } } },
    { id: 5, propertyId: 2, name: 'step', i18n: {} },
  ]);
  expect(await rows('select unitgroup_id as "u", tag_id as "t" from unitgroup_tag order by 1, 2')).toEqual([
    { u: 1, t: 1 },
    { u: 1, t: 2 },
    { u: 2, t: 4 },
    { u: 2, t: 5 },
  ]);
  expect(await rows('select data from booking order by id')).toEqual([
    // Migration 0020 gives every booking its (empty) payment ledger.
    { data: { tags: [{ id: 2, name: 'step' }], payments: [] } },
    { data: { x: 1, tags: [{ id: 5, name: 'step' }, { id: 99 }], payments: [] } },
    { data: { payments: [] } },
  ]);
  await client.close();
});
