import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../db/inspect.ts';
import { openTestDatabase, TEST_NOW } from '../testing/harness.ts';
import { seedDemo } from './index.ts';
import { withSeededTranslations } from './translations.ts';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.drop());

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.run((db) => db.execute(query))) as unknown as { rows: Record<string, unknown>[] };

describe('seeded translations', () => {
  it('add missing languages and fields but keep what is stored', () => {
    expect(
      withSeededTranslations(
        { en: { name: 'Own name' } },
        { en: { name: 'Seed', description: 'D' }, de: { name: 'X' } },
      ),
    ).toEqual({ en: { name: 'Own name', description: 'D' }, de: { name: 'X' } });
    expect(withSeededTranslations({ en: { name: 'A' } }, { en: { name: 'B' } })).toBeNull();
    expect(withSeededTranslations({}, undefined)).toBeNull();
  });

  it('reach a database seeded before the catalog had translations, once', async () => {
    // A data dir from before: every translation of the catalog tables empty, one hotelier's text kept.
    await rows(sql`update servicetype set i18n = '{}'`);
    await rows(sql`update service set i18n = '{}'`);
    await rows(sql`update service_option set i18n = '{}'`);
    await rows(sql`update servicegroup set i18n = '{}'`);
    await rows(sql`update timeslicedefinition set i18n = '{}'`);
    await rows(sql`update tag set i18n = '{}'`);
    await rows(sql`update vat set i18n = '{}'`);
    await rows(sql`update setup set i18n = '{}'`);
    await rows(sql`update rateplan set i18n = '{}' where code = 'BAR'`);
    await rows(sql`update unitgroup set i18n = '{"en":{"name":"Our single"}}' where code = 'SGL'`);

    expect(await seedDemo(t.database, TEST_NOW)).toEqual([]);
    const types = await rows(sql`select name, i18n from servicetype where code = 'catering' order by id`);
    expect(types.rows.map((r) => r.i18n)).toEqual([
      { en: { name: 'Catering' } },
      { de: { name: 'Verpflegung' } },
    ]);
    const options = await rows(sql`select i18n from service_option where name = 'Glutenfrei'`);
    expect(options.rows[0]?.i18n).toEqual({ en: { name: 'Gluten-free' } });
    const tag = await rows(sql`select i18n from tag where name = 'daylight'`);
    expect(tag.rows[0]?.i18n).toEqual({ de: { name: 'Tageslicht' } });
    // VAT rates and setups have translations since migration 0019.
    const vats = await rows(sql`select name, i18n from vat where value = 19 order by id`);
    expect(vats.rows).toEqual([
      { name: 'MwSt. 19 %', i18n: { en: { name: 'VAT 19 %' } } },
      { name: 'VAT 19 %', i18n: { de: { name: 'MwSt. 19 %' } } },
    ]);
    const setup = await rows(sql`select i18n from setup where name = 'U-Form'`);
    expect(setup.rows[0]?.i18n).toEqual({
      en: { name: 'U-shape', description: 'Tables in a U for up to 30 people.' },
    });
    const rate = await rows(sql`select i18n from rateplan where name = 'Tagesrate'`);
    expect(rate.rows[0]?.i18n).toEqual({ en: { name: 'Daily rate' } });
    const single = await rows(sql`select i18n from unitgroup where code = 'SGL'`);
    expect(single.rows[0]?.i18n).toMatchObject({
      en: { name: 'Our single', description: 'Quiet single room facing the garden.' },
      de: { name: 'Einzelzimmer' },
    });

    const before = await t.database.run((db) => databaseFingerprint(db));
    expect(await seedDemo(t.database, TEST_NOW)).toEqual([]);
    expect(await t.database.run((db) => databaseFingerprint(db))).toEqual(before);
  });
});
