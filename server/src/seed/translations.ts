import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { I18nSeed, PropertySeed } from './types.ts';

type Stored = Record<string, Record<string, string>>;

/**
 * The seeded translations laid under the stored ones: a language and field already stored wins (a hotelier's
 * text is never overwritten), missing ones are added. Null when nothing would change.
 */
export function withSeededTranslations(stored: Stored, seeded: I18nSeed | undefined): Stored | null {
  if (!seeded) return null;
  let changed = false;
  const merged: Stored = { ...stored };
  for (const [language, fields] of Object.entries(seeded)) {
    const own = stored[language] ?? {};
    const missing = Object.entries(fields).filter(([field]) => own[field] === undefined);
    if (missing.length === 0) continue;
    changed = true;
    merged[language] = { ...own, ...Object.fromEntries(missing) };
  }
  return changed ? merged : null;
}

/** Rows of one table with the key the seed names them by (code, or name where the table has no code). */
type Keyed = { id: number; key: string; i18n: Stored };

async function fill(
  rows: readonly Keyed[],
  seeded: ReadonlyMap<string, I18nSeed | undefined>,
  write: (id: number, i18n: Stored) => Promise<unknown>,
): Promise<void> {
  for (const row of rows) {
    const merged = withSeededTranslations(row.i18n, seeded.get(row.key));
    if (merged) await write(row.id, merged);
  }
}

/**
 * Adds the seed's translations to a property seeded before they existed (the catalog rows are matched by
 * code; groups, time slices, VAT rates, setups and options by their stored name). Idempotent: a second run
 * writes nothing.
 */
export async function addTranslations(db: Db, propertyId: number, seed: PropertySeed): Promise<void> {
  const [property] = await db
    .select({ id: t.property.id, key: t.property.key, i18n: t.property.i18n })
    .from(t.property)
    .where(eq(t.property.id, propertyId));
  if (property)
    await fill([property], new Map([[property.key, seed.i18n]]), (id, i18n) =>
      db.update(t.property).set({ i18n }).where(eq(t.property.id, id)),
    );

  await fill(
    await db
      .select({ id: t.unitgroup.id, key: t.unitgroup.code, i18n: t.unitgroup.i18n })
      .from(t.unitgroup)
      .where(eq(t.unitgroup.propertyId, propertyId)),
    new Map(seed.unitgroups.map((u) => [u.code, u.i18n])),
    (id, i18n) => db.update(t.unitgroup).set({ i18n }).where(eq(t.unitgroup.id, id)),
  );
  await fill(
    await db
      .select({ id: t.servicetype.id, key: t.servicetype.code, i18n: t.servicetype.i18n })
      .from(t.servicetype)
      .where(eq(t.servicetype.propertyId, propertyId)),
    new Map(seed.servicetypes.map((s) => [s.code, s.i18n])),
    (id, i18n) => db.update(t.servicetype).set({ i18n }).where(eq(t.servicetype.id, id)),
  );
  await fill(
    await db
      .select({ id: t.servicegroup.id, key: t.servicegroup.name, i18n: t.servicegroup.i18n })
      .from(t.servicegroup)
      .where(eq(t.servicegroup.propertyId, propertyId)),
    new Map(seed.servicegroups.map((g) => [g.name, g.i18n])),
    (id, i18n) => db.update(t.servicegroup).set({ i18n }).where(eq(t.servicegroup.id, id)),
  );
  await fill(
    await db
      .select({
        id: t.timeslicedefinition.id,
        key: t.timeslicedefinition.name,
        i18n: t.timeslicedefinition.i18n,
      })
      .from(t.timeslicedefinition)
      .where(eq(t.timeslicedefinition.propertyId, propertyId)),
    new Map(seed.timeslices.map((s) => [s.name, s.i18n])),
    (id, i18n) => db.update(t.timeslicedefinition).set({ i18n }).where(eq(t.timeslicedefinition.id, id)),
  );
  await fill(
    await db
      .select({ id: t.rateplan.id, key: t.rateplan.code, i18n: t.rateplan.i18n })
      .from(t.rateplan)
      .where(eq(t.rateplan.propertyId, propertyId)),
    new Map(seed.rateplans.map((r) => [r.code, r.i18n])),
    (id, i18n) => db.update(t.rateplan).set({ i18n }).where(eq(t.rateplan.id, id)),
  );
  // VAT rates and setups (translated since migration 0019) by their stored name.
  await fill(
    await db
      .select({ id: t.vat.id, key: t.vat.name, i18n: t.vat.i18n })
      .from(t.vat)
      .where(eq(t.vat.propertyId, propertyId)),
    new Map(seed.vats.map((v) => [v.name, v.i18n])),
    (id, i18n) => db.update(t.vat).set({ i18n }).where(eq(t.vat.id, id)),
  );
  await fill(
    await db
      .select({ id: t.setup.id, key: t.setup.name, i18n: t.setup.i18n })
      .from(t.setup)
      .where(eq(t.setup.propertyId, propertyId)),
    new Map(seed.setups.map((s) => [s.name, s.i18n])),
    (id, i18n) => db.update(t.setup).set({ i18n }).where(eq(t.setup.id, id)),
  );
  const services = await db
    .select({ id: t.service.id, key: t.service.code, i18n: t.service.i18n })
    .from(t.service)
    .where(eq(t.service.propertyId, propertyId));
  await fill(services, new Map(seed.services.map((s) => [s.code, s.i18n])), (id, i18n) =>
    db.update(t.service).set({ i18n }).where(eq(t.service.id, id)),
  );
  // Options are keyed by their service's code and their own name.
  const codeOf = new Map(services.map((s) => [s.id, s.key]));
  const options = services.length
    ? await db
        .select({
          id: t.serviceOption.id,
          serviceId: t.serviceOption.serviceId,
          name: t.serviceOption.name,
          i18n: t.serviceOption.i18n,
        })
        .from(t.serviceOption)
        .where(
          inArray(
            t.serviceOption.serviceId,
            services.map((s) => s.id),
          ),
        )
    : [];
  await fill(
    options.map((o) => ({ id: o.id, key: `${codeOf.get(o.serviceId)}/${o.name}`, i18n: o.i18n })),
    new Map(seed.services.flatMap((s) => (s.options ?? []).map((o) => [`${s.code}/${o.name}`, o.i18n]))),
    (id, i18n) => db.update(t.serviceOption).set({ i18n }).where(eq(t.serviceOption.id, id)),
  );
}

/** Adds the tags' seeded translations (by name: every property's tag of a name gets the same). */
export async function addTagTranslations(
  db: Db,
  translations: Readonly<Record<string, I18nSeed>>,
): Promise<void> {
  await fill(
    await db.select({ id: t.tag.id, key: t.tag.name, i18n: t.tag.i18n }).from(t.tag),
    new Map(Object.entries(translations)),
    (id, i18n) => db.update(t.tag).set({ i18n }).where(eq(t.tag.id, id)),
  );
}
