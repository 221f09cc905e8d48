import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

/** Every catalog row of one property, loaded in a handful of queries (the catalog is small and cached). */
export async function loadCatalogRows(db: Db, propertyId: number) {
  const [property] = await db.select().from(t.property).where(eq(t.property.id, propertyId));
  if (!property) return null;
  const unitgroups = await db
    .select()
    .from(t.unitgroup)
    .where(eq(t.unitgroup.propertyId, propertyId))
    .orderBy(asc(t.unitgroup.sort), asc(t.unitgroup.id));
  const ugIds = unitgroups.map((u) => u.id);
  const services = await db
    .select()
    .from(t.service)
    .where(eq(t.service.propertyId, propertyId))
    .orderBy(asc(t.service.sort), asc(t.service.id));
  const serviceIds = services.map((s) => s.id);
  const none = [-1];
  const documentRows = await db
    .select({
      id: t.document.id,
      kind: t.document.kind,
      name: t.document.name,
      unitgroupId: t.document.unitgroupId,
      servicetypeId: t.document.servicetypeId,
      sort: t.document.sort,
      width: t.document.width,
      height: t.document.height,
      description: t.document.description,
      i18n: t.document.i18n,
    })
    .from(t.document)
    .where(eq(t.document.propertyId, propertyId))
    .orderBy(asc(t.document.sort), asc(t.document.id));
  // Each image's thumbnail widths, narrowest first (docs/api.md#documents: the responsive sources).
  const thumbnails = await db
    .select({ documentId: t.documentThumbnail.documentId, width: t.documentThumbnail.width })
    .from(t.documentThumbnail)
    .where(
      inArray(t.documentThumbnail.documentId, documentRows.length ? documentRows.map((d) => d.id) : none),
    )
    .orderBy(asc(t.documentThumbnail.width));
  const documents = documentRows.map((d) => ({
    ...d,
    thumbnails: thumbnails.filter((th) => th.documentId === d.id).map((th) => th.width),
  }));
  return {
    property,
    settings: await db
      .select()
      .from(t.propertySetting)
      .where(eq(t.propertySetting.propertyId, propertyId))
      .orderBy(asc(t.propertySetting.id)),
    vats: await db.select().from(t.vat).where(eq(t.vat.propertyId, propertyId)),
    rateplans: await db.select().from(t.rateplan).where(eq(t.rateplan.propertyId, propertyId)),
    tags: await db
      .select({ id: t.tag.id, name: t.tag.name, i18n: t.tag.i18n })
      .from(t.tag)
      .where(eq(t.tag.propertyId, propertyId))
      .orderBy(asc(t.tag.id)),
    /**
     * The booking reasons: the active ones a new booking may name and guests choose from; a deactivated one stays
     * valid on the bookings that name it (docs/api.md#bookings).
     */
    bookingreasons: await db
      .select({
        id: t.bookingreason.id,
        name: t.bookingreason.name,
        sort: t.bookingreason.sort,
        inactive: t.bookingreason.inactive,
        i18n: t.bookingreason.i18n,
      })
      .from(t.bookingreason)
      .where(eq(t.bookingreason.propertyId, propertyId))
      .orderBy(asc(t.bookingreason.sort), asc(t.bookingreason.id)),
    timeslices: await db
      .select()
      .from(t.timeslicedefinition)
      .where(eq(t.timeslicedefinition.propertyId, propertyId))
      .orderBy(asc(t.timeslicedefinition.sort), asc(t.timeslicedefinition.id)),
    servicetypes: await db
      .select()
      .from(t.servicetype)
      .where(eq(t.servicetype.propertyId, propertyId))
      .orderBy(asc(t.servicetype.sort), asc(t.servicetype.id)),
    servicegroups: await db
      .select()
      .from(t.servicegroup)
      .where(eq(t.servicegroup.propertyId, propertyId))
      .orderBy(asc(t.servicegroup.id)),
    unitgroups,
    units: await db
      .select()
      .from(t.unit)
      .where(inArray(t.unit.unitgroupId, ugIds.length ? ugIds : none))
      .orderBy(asc(t.unit.id)),
    unitgroupTags: await db
      .select()
      .from(t.unitgroupTag)
      .where(inArray(t.unitgroupTag.unitgroupId, ugIds.length ? ugIds : none)),
    services,
    serviceOptions: await db
      .select()
      .from(t.serviceOption)
      .where(inArray(t.serviceOption.serviceId, serviceIds.length ? serviceIds : none))
      .orderBy(asc(t.serviceOption.sort), asc(t.serviceOption.id)),
    servicegroupServices: await db
      .select()
      .from(t.servicegroupService)
      .where(inArray(t.servicegroupService.serviceId, serviceIds.length ? serviceIds : none)),
    relations: await db.select().from(t.relation).where(eq(t.relation.propertyId, propertyId)),
    documents,
    customeraccounts: await db
      .select()
      .from(t.customeraccount)
      .where(eq(t.customeraccount.propertyId, propertyId)),
    promocodes: await db.select().from(t.promocode).where(eq(t.promocode.propertyId, propertyId)),
    setups: await db
      .select()
      .from(t.setup)
      .where(eq(t.setup.propertyId, propertyId))
      .orderBy(asc(t.setup.id)),
  };
}
export type CatalogRows = NonNullable<Awaited<ReturnType<typeof loadCatalogRows>>>;

/** Public list of properties for the properties page, with their translations (localised by the route). */
export function listProperties(db: Db) {
  return db
    .select({
      id: t.property.id,
      key: t.property.key,
      name: t.property.name,
      defaultLanguage: t.property.defaultLanguage,
      i18n: t.property.i18n,
    })
    .from(t.property)
    .orderBy(asc(t.property.id));
}

/** Finds a property by key, id or code (property login). */
export async function findProperty(db: Db, by: { key: string } | { id: number } | { code: string }) {
  const where =
    'key' in by
      ? eq(t.property.key, by.key)
      : 'id' in by
        ? eq(t.property.id, by.id)
        : eq(t.property.code, by.code);
  const [row] = await db
    .select({ id: t.property.id, key: t.property.key, currency: t.property.currency })
    .from(t.property)
    .where(where);
  return row ?? null;
}

/** The bytes of a document. */
export async function loadDocument(db: Db, id: number) {
  const [row] = await db.select().from(t.document).where(eq(t.document.id, id));
  return row ?? null;
}

/**
 * The tags of the other properties whose names this property has not (the portal tag search's
 * `f.excludePropertyAssigned`): the first of each name.
 */
export async function listOtherTags(db: Db, propertyId: number) {
  const rows = await db
    .select({ id: t.tag.id, name: t.tag.name, i18n: t.tag.i18n })
    .from(t.tag)
    .where(
      and(
        ne(t.tag.propertyId, propertyId),
        notInArray(
          t.tag.name,
          db.select({ name: t.tag.name }).from(t.tag).where(eq(t.tag.propertyId, propertyId)),
        ),
      ),
    )
    .orderBy(asc(t.tag.id));
  return rows.filter((row, i) => rows.findIndex((r) => r.name === row.name) === i);
}
