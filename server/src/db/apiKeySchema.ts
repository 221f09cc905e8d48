import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { property } from './schema.ts';
import { appUser } from './userSchema.ts';

/**
 * docs/integrations.md#api-keys: a machine's key for one property, made by one of its owners. Only the SHA-256 of
 * the key's secret is stored; `publicId` (the `vk_<publicId>` part shown in lists) finds the row. The key acts with
 * its maker's role at the property, and only for the calls its scopes cover. `lastUsedAt` moves at most once a
 * minute; a revoked key stays listed with `revokedAt`.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    createdBy: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    publicId: text().notNull(),
    secretHash: text().notNull(),
    /** contract/src/apiKeys.ts API_KEY_SCOPES. */
    scopes: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_key_public_id').on(t.publicId),
    index('api_key_property').on(t.propertyId),
    check('api_key_scopes', sql`cardinality(${t.scopes}) > 0`),
  ],
);
