import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { property } from './schema.ts';

/*
 * Staff accounts of the property app: users with a password, their roles per property, their sessions
 * and the failed-login counters shared by every server process.
 */

/** What a user may do at one property. */
export type StaffRole = 'owner' | 'staff';

/** A staff user. The e-mail is stored lower-cased (the check keeps every writer honest). */
export const appUser = pgTable(
  'app_user',
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    name: text().notNull(),
    /** argon2id in PHC string form. */
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_user_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** The properties a user works for, with the role there. */
export const userProperty = pgTable(
  'user_property',
  {
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id),
    role: text().$type<StaffRole>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    check('user_property_role', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** A staff login: only the SHA-256 of the access token and of the refresh token are stored. */
export const userSession = pgTable(
  'user_session',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    refreshHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_session_user').on(t.userId)],
);

/** Failed-login counters of the rate limiter (one row per limiter key, e.g. an e-mail or a client address). */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    key: text().primaryKey(),
    points: integer().notNull(),
    /** When the window ends; null never expires. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('login_attempt_expires').on(t.expiresAt)],
);
