import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { booking } from './schema.ts';

/**
 * docs/api.md#mails: one mail about a booking, written in the transaction that changed the booking and sent by
 * the `mail-send` job queue. It names what to send, never the rendered text: the worker renders it when it runs.
 */
export const bookingMail = pgTable(
  'booking_mail',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    /** What the mail says: received, offer, confirmed, canceled, lapsed (booker); newRequest... (property). */
    kind: text().notNull(),
    /** Who gets it: the booker, or the property's staff users. */
    recipient: text().$type<'booker' | 'property'>().notNull(),
    /** The mail's language key (en, de). */
    language: text().notNull(),
    status: text().$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    /** Sending attempts so far. */
    attempts: integer().notNull().default(0),
    /** Why the last attempt failed, as the mail server said it (never a credential). */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('booking_mail_booking').on(t.bookingId),
    index('booking_mail_queued').on(t.status, t.createdAt),
    check('booking_mail_status', sql`${t.status} in ('queued', 'sent', 'failed')`),
    check('booking_mail_recipient', sql`${t.recipient} in ('booker', 'property')`),
  ],
);

/**
 * docs/api.md#mails: what a booker's mails need to carry the link that reopens the booking. The booking stores
 * only the token's hash; the token is kept here sealed (AES-256-GCM with MAIL_LINK_KEY, a key outside the
 * database), so a copy of the database alone opens no booking. `pendingToken` holds the plain token from the
 * booking's creation until the first mail job seals it (seconds).
 */
export const bookingLink = pgTable('booking_link', {
  bookingId: integer()
    .primaryKey()
    .references(() => booking.id, { onDelete: 'cascade' }),
  /** The language the booking was made in (the App-Language of its creation); null: the property's. */
  language: text(),
  pendingToken: text(),
  sealedToken: text(),
});
