import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/*
 * The demo properties' small lists (docs/api.md#resources: bookingreason, paymenttype,
 * documenttemplatecategory), the same for every demo property: each row is stored in the property's language
 * with the other language as its translation.
 */

type Texts = { readonly en: string; readonly de: string };

const bookingreasons: readonly Texts[] = [
  { en: 'Conference', de: 'Konferenz' },
  { en: 'Training', de: 'Schulung' },
  { en: 'Team event', de: 'Teamevent' },
  { en: 'Private celebration', de: 'Private Feier' },
];

const paymenttypes: readonly Texts[] = [
  { en: 'Invoice', de: 'Rechnung' },
  { en: 'Card at the desk', de: 'Karte an der Rezeption' },
  { en: 'Cash', de: 'Bar' },
];

const documenttemplatecategories: readonly Texts[] = [
  { en: 'Offers', de: 'Angebote' },
  { en: 'Confirmations', de: 'Bestätigungen' },
  { en: 'Invoices', de: 'Rechnungen' },
];

const rowsIn = (texts: readonly Texts[], propertyId: number, language: 'en' | 'de') => {
  const other = language === 'de' ? 'en' : 'de';
  return texts.map((x, sort) => ({
    propertyId,
    name: x[language],
    sort,
    i18n: { [other]: { name: x[other] } },
  }));
};

/** Adds the lists a property has none of yet (a database seeded before they existed gets them too). */
export async function addLists(db: Db, propertyId: number, language: 'en' | 'de'): Promise<void> {
  for (const [table, texts] of [
    [t.bookingreason, bookingreasons],
    [t.paymenttype, paymenttypes],
    [t.documenttemplatecategory, documenttemplatecategories],
  ] as const) {
    const [any] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.propertyId, propertyId))
      .limit(1);
    if (!any) await db.insert(table).values(rowsIn(texts, propertyId, language));
  }
}
