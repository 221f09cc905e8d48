import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { booking } from './schema.ts';
import { appUser } from './userSchema.ts';

/**
 * The conversation of a booking (docs/api.md#messages): the booker writes from the reopened booking, the
 * property's staff answer from the booking's page. `readAt` is when the other side first saw it.
 */
export const bookingMessage = pgTable(
  'booking_message',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    /** booker or staff. */
    author: text().$type<'booker' | 'staff'>().notNull(),
    /** The staff user who wrote it; null for the booker. */
    userId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    /** The message category (api/messages.ts MESSAGE_CATEGORIES). */
    category: integer().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('booking_message_booking').on(t.bookingId, t.createdAt),
    check('booking_message_author', sql`${t.author} in ('booker', 'staff')`),
  ],
);
