import type { PropertyCreateFields } from '@venue/contract';
import type { Db } from './client.ts';
import * as t from './schema.ts';
import * as u from './userSchema.ts';

/** What a new property's default rate plan is called, by the property's language. */
const STANDARD_RATE = { en: 'Standard rate', de: 'Standardrate' } as const;

/**
 * A new, empty property with its creator as owner and a default rate plan (every price is a share of one), in
 * one transaction; null when the key (or the code made from it) is taken.
 */
export async function createProperty(
  db: Db,
  fields: PropertyCreateFields,
  userId: number,
): Promise<{ id: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.property)
      .values({
        key: fields.key,
        code: fields.key.toUpperCase(),
        name: fields.name,
        currency: fields.currency,
        timezone: fields.timezone,
        defaultLanguage: fields.defaultLanguage,
      })
      .onConflictDoNothing()
      .returning({ id: t.property.id });
    if (!row) return null;
    await tx.insert(u.userProperty).values({ userId, propertyId: row.id, role: 'owner' });
    await tx.insert(t.rateplan).values({
      propertyId: row.id,
      code: 'STANDARD',
      name: STANDARD_RATE[fields.defaultLanguage],
      pricePercent: 100,
      isDefault: true,
    });
    return row;
  });
}
