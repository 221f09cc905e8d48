import { and, asc, eq, gte } from 'drizzle-orm';
import type { StoredImage } from '../documents/images.ts';
import type { Db } from './client.ts';
import { notifyCatalog } from './resourceQueries.ts';
import { document, documentThumbnail } from './schema.ts';

/** What an uploaded image is for and how it is described (the upload's data). */
interface NewDocument {
  readonly propertyId: number;
  readonly kind: string;
  readonly unitgroupId: number | null;
  readonly servicetypeId: number | null;
  readonly name: string;
  readonly description: string;
  readonly sort: number;
  readonly i18n: Record<string, Record<string, string>>;
}

/** Stores an uploaded image with its thumbnails in one transaction; answers the document without its bytes. */
export async function addDocument(db: Db, doc: NewDocument, image: StoredImage) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(document)
      .values({ ...doc, mime: image.mime, bytes: image.bytes, width: image.width, height: image.height })
      .returning({
        id: document.id,
        version: document.version,
        propertyId: document.propertyId,
        kind: document.kind,
        unitgroupId: document.unitgroupId,
        servicetypeId: document.servicetypeId,
        name: document.name,
        mime: document.mime,
        width: document.width,
        height: document.height,
        description: document.description,
        sort: document.sort,
        i18n: document.i18n,
      });
    if (!row) throw new Error('document insert returned nothing');
    for (const thumbnail of image.thumbnails) {
      await tx
        .insert(documentThumbnail)
        .values({ documentId: row.id, width: thumbnail.width, mime: image.mime, bytes: thumbnail.bytes });
    }
    await notifyCatalog(tx as unknown as Db, doc.propertyId);
    return row;
  });
}

/** The smallest thumbnail at least `width` wide, or null when there is none (the image itself is smaller). */
export async function loadThumbnail(db: Db, documentId: number, width: number) {
  const [row] = await db
    .select({ mime: documentThumbnail.mime, bytes: documentThumbnail.bytes })
    .from(documentThumbnail)
    .where(and(eq(documentThumbnail.documentId, documentId), gte(documentThumbnail.width, width)))
    .orderBy(asc(documentThumbnail.width))
    .limit(1);
  return row ?? null;
}
