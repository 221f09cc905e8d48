import { PropertyKey } from '@venue/contract';
import { dayIn } from '@venue/domain';
import { cityloftTokens } from '@venue/themes/cityloft/tokens.ts';
import { lindenhofTokens } from '@venue/themes/lindenhof/tokens.ts';
import { eq } from 'drizzle-orm';
import { propertyUnits } from '../db/blockQueries.ts';
import type { Database, Db } from '../db/client.ts';
import { addDocument } from '../db/documentQueries.ts';
import * as t from '../db/schema.ts';
import { documentName, storeImage } from '../documents/images.ts';
import { writeBlock } from '../inventory/blocks.ts';
import { writeCongress } from './congress.ts';
import { heroImage, panoramaImage } from './images.ts';
import { addLists } from './lists.ts';
import { demoProperties, tagTranslations } from './properties.ts';
import { withDemoTerms } from './terms.ts';
import { addTagTranslations, addTranslations } from './translations.ts';
import type { ItemRef, PropertySeed } from './types.ts';
import { seedUsers } from './users.ts';

const PREFIX = 'web.engine.configuration.';

/** Writes the demo properties that are not there yet (idempotent: an existing key is left alone). */
export async function seedDemo(database: Database, today: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const seed of demoProperties.map(withDemoTerms)) {
    const wrote = await database.run((db) =>
      db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: t.property.id })
          .from(t.property)
          .where(eq(t.property.key, seed.key));
        const [found] = existing;
        if (found) {
          // Settings added to a seed later reach databases seeded before (existing values are kept).
          await tx
            .insert(t.propertySetting)
            .values(
              Object.entries(seed.settings).map(([key, value]) => ({
                propertyId: found.id,
                key: PREFIX + key,
                value,
              })),
            )
            .onConflictDoNothing();
          // Translations added to a seed later too (a text stored or translated before is kept).
          await addTranslations(tx as unknown as Db, found.id, seed);
          await addLists(tx as unknown as Db, found.id, seed.defaultLanguage);
          return false;
        }
        await writeProperty(tx as unknown as Db, seed, today);
        return true;
      }),
    );
    if (wrote) created.push(seed.key);
  }
  // Every property's tags of a name have the same seeded translations, filled in once all tags exist.
  await database.run((db) => addTagTranslations(db, tagTranslations));
  // Staff accounts are added to databases seeded before they existed too (server/src/seed/users.ts).
  await seedUsers(database);
  return created;
}

/** A demo picture's document fields (the upload's data): named as an upload of `file` is. */
const demoDocument = (propertyId: number, kind: string, file: string, sort: number) => ({
  propertyId,
  kind,
  unitgroupId: null,
  servicetypeId: null,
  name: documentName(file),
  description: '',
  sort,
  i18n: {},
});

const themeTokens = { lindenhof: lindenhofTokens, cityloft: cityloftTokens } as const;

async function writeProperty(db: Db, seed: PropertySeed, today: Date): Promise<void> {
  const [property] = await db
    .insert(t.property)
    .values({
      // A reserved key (`app`: the property app's path) would hide the property's configurator.
      key: PropertyKey.parse(seed.key),
      code: seed.code,
      name: seed.name,
      currency: seed.currency,
      timezone: seed.timezone,
      defaultLanguage: seed.defaultLanguage,
      themeTokens: seed.theme ? (themeTokens[seed.theme] as unknown as Record<string, unknown>) : null,
      i18n: seed.i18n,
      address: seed.address,
    })
    .returning({ id: t.property.id });
  if (!property) throw new Error('property insert returned nothing');
  const propertyId = property.id;

  await db
    .insert(t.propertySetting)
    .values(Object.entries(seed.settings).map(([key, value]) => ({ propertyId, key: PREFIX + key, value })));

  const vatIds = new Map<string, number>();
  for (const v of seed.vats) {
    const [row] = await db
      .insert(t.vat)
      .values({ propertyId, name: v.name, value: v.value, ...(v.i18n ? { i18n: v.i18n } : {}) })
      .returning();
    if (row) vatIds.set(v.key, row.id);
  }
  const vatId = (key: string) => must(vatIds.get(key), `vat ${key}`);

  const rateplanIds = new Map<string, number>();
  for (const r of seed.rateplans) {
    const [row] = await db
      .insert(t.rateplan)
      .values({
        propertyId,
        code: r.code,
        name: r.name,
        pricePercent: r.pricePercent,
        isDefault: r.isDefault ?? false,
        restricted: r.restricted ?? false,
        ...r.policy,
        ...(r.i18n ? { i18n: r.i18n } : {}),
      })
      .returning();
    if (row) rateplanIds.set(r.code, row.id);
  }

  const tagIds = new Map<string, number>();
  for (const name of seed.tags) {
    const [row] = await db
      .insert(t.tag)
      .values({ propertyId, name, i18n: tagTranslations[name] ?? {} })
      .returning({ id: t.tag.id });
    if (row) tagIds.set(name, row.id);
  }
  await addLists(db, propertyId, seed.defaultLanguage);

  if (seed.timeslices.length > 0) {
    await db.insert(t.timeslicedefinition).values(
      seed.timeslices.map((s, sort) => ({
        propertyId,
        name: s.name,
        starttime: s.starttime,
        endtime: s.endtime,
        checkintime: s.checkintime ?? s.starttime,
        checkouttime: s.checkouttime ?? s.endtime,
        overnight: s.overnight ?? false,
        sort,
        i18n: s.i18n ?? {},
      })),
    );
  }

  // The demo pictures are stored as uploads are (WebP with thumbnails); sharp makes them side by side.
  const unitgroupPictures = await Promise.all(
    seed.unitgroups.map((_, sort) =>
      heroImage(seed.colours.sky, seed.colours.ground, sort + 7, 320).then(storeImage),
    ),
  );
  const unitgroupIds = new Map<string, number>();
  const unitIds = new Map<string, number[]>();
  for (const [sort, u] of seed.unitgroups.entries()) {
    const [row] = await db
      .insert(t.unitgroup)
      .values({
        propertyId,
        code: u.code,
        name: u.name,
        description: u.description,
        category: u.category,
        multiselect: u.multiselect ?? false,
        minPersons: u.minPersons,
        maxPersons: u.maxPersons,
        maxSelectablePersonCount: u.maxSelectablePersonCount ?? null,
        minimumSales: u.minimumSales ?? null,
        minimumSalesPerPerson: u.minimumSalesPerPerson ?? null,
        bookDirectly: u.bookDirectly ?? false,
        hideifunavailable: u.hideifunavailable ?? false,
        ignorePersoncount: u.ignorePersoncount ?? false,
        price: u.price,
        vatId: vatId(u.vat),
        sort,
        i18n: u.i18n ?? {},
      })
      .returning();
    if (!row) continue;
    unitgroupIds.set(u.code, row.id);
    const units = await db
      .insert(t.unit)
      .values(
        Array.from({ length: u.units }, (_, i) => ({ unitgroupId: row.id, name: `${u.code}-${i + 1}` })),
      )
      .returning({ id: t.unit.id });
    unitIds.set(
      u.code,
      units.map((x) => x.id),
    );
    for (const tagName of u.tags ?? []) {
      await db
        .insert(t.unitgroupTag)
        .values({ unitgroupId: row.id, tagId: must(tagIds.get(tagName), tagName) });
    }
    await addDocument(
      db,
      { ...demoDocument(propertyId, 'unitgroup', `${u.code.toLowerCase()}.png`, sort), unitgroupId: row.id },
      must(unitgroupPictures[sort], u.code),
    );
  }

  const servicetypeIds = new Map<string, number>();
  for (const [sort, s] of seed.servicetypes.entries()) {
    const [row] = await db
      .insert(t.servicetype)
      .values({
        propertyId,
        code: s.code,
        name: s.name,
        notab: s.notab ?? false,
        disableingroupmode: s.disableingroupmode ?? false,
        notassignedtounitgroup: s.notassignedtounitgroup ?? false,
        required: s.required ?? false,
        minadvancebookingdays: s.minadvancebookingdays ?? 0,
        sort,
        i18n: s.i18n ?? {},
      })
      .returning();
    if (row) servicetypeIds.set(s.code, row.id);
  }

  const servicegroupIds = new Map<string, number>();
  for (const g of seed.servicegroups) {
    const [row] = await db
      .insert(t.servicegroup)
      .values({
        propertyId,
        name: g.name,
        required: g.required ?? false,
        multiselect: g.multiselect ?? true,
        i18n: g.i18n ?? {},
      })
      .returning();
    if (row) servicegroupIds.set(g.key, row.id);
  }

  const serviceIds = new Map<string, number>();
  for (const [sort, s] of seed.services.entries()) {
    const [row] = await db
      .insert(t.service)
      .values({
        propertyId,
        code: s.code,
        name: s.name,
        text: s.text ?? '',
        servicetypeId: must(servicetypeIds.get(s.type), s.type),
        minOption: s.minOption ?? 0,
        maxOption: s.maxOption ?? 0,
        timeenabled: s.timeenabled ?? false,
        timeenabledforuserisrequired: s.timeenabledforuserisrequired ?? false,
        descriptionenabled: s.descriptionenabled ?? false,
        descriptionenabledforuserisrequired: s.descriptionenabledforuserisrequired ?? false,
        sellingmode: s.sellingmode,
        minimumsalesforfreerent: s.minimumsalesforfreerent ?? null,
        price: s.price,
        vatId: vatId(s.vat),
        onRequest: s.onRequest ?? false,
        sort,
        i18n: s.i18n ?? {},
      })
      .returning();
    if (!row) continue;
    serviceIds.set(s.code, row.id);
    if (s.options?.length) {
      await db.insert(t.serviceOption).values(
        s.options.map((o, i) => ({
          serviceId: row.id,
          name: o.name,
          required: o.required ?? false,
          prefillpeople: o.prefillpeople ?? false,
          sort: i,
          i18n: o.i18n ?? {},
        })),
      );
    }
    for (const g of s.groups ?? []) {
      await db
        .insert(t.servicegroupService)
        .values({ servicegroupId: must(servicegroupIds.get(g), g), serviceId: row.id });
    }
  }

  const resolve = (ref: ItemRef) =>
    'service' in ref
      ? { serviceId: must(serviceIds.get(ref.service), ref.service), unitgroupId: null }
      : { serviceId: null, unitgroupId: must(unitgroupIds.get(ref.unitgroup), ref.unitgroup) };
  for (const r of seed.relations) {
    const owner = resolve(r.owner);
    const related = resolve(r.related);
    await db.insert(t.relation).values({
      propertyId,
      ownerServiceId: owner.serviceId,
      ownerUnitgroupId: owner.unitgroupId,
      type: r.type,
      groupKey: r.groupKey ?? null,
      relatedServiceId: related.serviceId,
      relatedUnitgroupId: related.unitgroupId,
    });
  }

  for (const a of seed.customeraccounts) {
    await db.insert(t.customeraccount).values({
      propertyId,
      number: a.number,
      name: a.name,
      rateplanId: must(rateplanIds.get(a.rateplan), a.rateplan),
    });
  }
  for (const p of seed.promocodes) {
    await db
      .insert(t.promocode)
      .values({ propertyId, code: p.code, rateplanId: must(rateplanIds.get(p.rateplan), p.rateplan) });
  }
  for (const s of seed.setups) {
    await db
      .insert(t.setup)
      .values({ propertyId, name: s.name, description: s.description, ...(s.i18n ? { i18n: s.i18n } : {}) });
  }

  const [hero1, hero2, panorama] = await Promise.all(
    [
      heroImage(seed.colours.sky, seed.colours.ground, 1),
      heroImage(seed.colours.ground, seed.colours.sky, 2),
      panoramaImage(seed.colours.sky, seed.colours.ground),
    ].map((made) => made.then(storeImage)),
  );
  await addDocument(db, demoDocument(propertyId, 'hero', 'hero-1.png', 0), must(hero1, 'hero 1'));
  await addDocument(db, demoDocument(propertyId, 'hero', 'hero-2.png', 1), must(hero2, 'hero 2'));
  await addDocument(db, demoDocument(propertyId, 'panorama', 'panorama.png', 2), must(panorama, 'panorama'));

  // Real blocks (docs/api.md#blocks-and-unavailability): category blocked 4, made by the system.
  const units = await propertyUnits(db, propertyId);
  for (const b of seed.blocks) {
    const unitId = must(unitIds.get(b.unitgroup)?.[b.unitIndex], `${b.unitgroup} unit ${b.unitIndex}`);
    const from = dayIn(today, 'UTC').add({ days: b.fromDay }).toString();
    const to = dayIn(today, 'UTC')
      .add({ days: b.fromDay + b.days })
      .toString();
    await writeBlock(db, {
      propertyId,
      currency: seed.currency,
      units: units.filter((u) => u.id === unitId),
      data: { reason: b.reason, note: b.note, from, to, fromTime: null, toTime: null },
      event: { actor: 'system', at: today },
    });
  }
  if (seed.congress) {
    await writeCongress(
      db,
      propertyId,
      seed.currency,
      seed.congress,
      {
        unitgroup: must(unitgroupIds.get(seed.congress.unitgroup), seed.congress.unitgroup),
        rateplan: must(rateplanIds.get(seed.congress.rateplan), seed.congress.rateplan),
      },
      today,
    );
  }
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed data refers to unknown ${what}`);
  return value;
}
