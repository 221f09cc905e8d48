import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { booking } from './schema.ts';
import { appUser } from './userSchema.ts';

/**
 * docs/rules.md#booking-lifecycle: a booking's history, one row per thing that happened to it (who did what,
 * when, from which state to which), written in the same transaction as the change itself.
 */
export const bookingEvent = pgTable(
  'booking_event',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    /** guest, booker, staff or system (the lifecycle's actors). */
    actor: text().notNull(),
    /** The staff user who acted; null for the guest, the booker and the system. */
    userId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    /** The lifecycle action (request, reserve, sendOffer, confirm, pay, edit, lapse, cancel, clear, delete). */
    action: text().notNull(),
    fromState: integer(),
    toState: integer().notNull(),
    /** The booking's version after the change. */
    version: integer().notNull(),
    /** What else the action carried, e.g. the option date of an offer. */
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('booking_event_booking').on(t.bookingId, t.at)],
);

/** Which version of a booking a staff user last opened: a booking changed since then is unseen in the inbox. */
export const bookingSeen = pgTable(
  'booking_seen',
  {
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookingId] })],
);
