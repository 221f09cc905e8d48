import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
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
    /** argon2id in PHC string form; null for an account created by an external login that has no password yet. */
    passwordHash: text(),
    /** When the user accepted the terms (signup and first external login ask for it). */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /**
     * When the mailbox was proven (docs/api.md#signup-and-e-mail-verification); null until then. Only signup
     * makes an account unverified: an invited account proves its mailbox by the mailed link before it has a
     * password, an external login's provider vouched for the e-mail, and accounts older than the check count
     * as verified (migration 0018).
     */
    emailVerifiedAt: timestamp({ withTimezone: true }).defaultNow(),
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

/**
 * Refresh tokens already swapped (hashes), by the session they were swapped in: one presented again was copied
 * (docs/api.md#authentication), so its session ends. Kept until the token would have expired.
 */
export const userSessionUsedRefresh = pgTable(
  'user_session_used_refresh',
  {
    refreshHash: text().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => userSession.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_session_used_refresh_session').on(t.sessionId),
    index('user_session_used_refresh_expires').on(t.expiresAt),
  ],
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

/** A one-time password-reset token sent by mail: only its SHA-256 is stored; it expires and is used once. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_user').on(t.userId)],
);

/** A one-time e-mail verification token of a signup, like a reset token: only its SHA-256 is stored. */
export const emailVerification = pgTable(
  'email_verification',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_user').on(t.userId)],
);

/**
 * An existing account invited to a property (docs/api.md#property-users): the membership exists only once the
 * account accepts with the mailed token (only its SHA-256 is stored). One pending invitation per account and
 * property; inviting again replaces its token.
 */
export const propertyInvitation = pgTable(
  'property_invitation',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    role: text().$type<StaffRole>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('property_invitation_account').on(t.propertyId, t.userId),
    index('property_invitation_user').on(t.userId),
    check('property_invitation_role', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * A login at an external identity provider linked to a user (spec "external account"): the provider's
 * configured name and its subject identify it; the category is the spec's number (Facebook 1, Instagram 10,
 * LinkedIn 50, booking suite 70, partner 80, Apple 81), null for a generic OpenID Connect provider.
 */
export const externalAccount = pgTable(
  'external_account',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    category: integer(),
    subject: text().notNull(),
    email: text(),
    /** Provider-specific facts kept from the login (e.g. a partner's additionalInfo). */
    info: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('external_account_subject').on(t.provider, t.subject),
    index('external_account_user').on(t.userId),
  ],
);
