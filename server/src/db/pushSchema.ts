import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './userSchema.ts';

/**
 * Spec 7 push devices: a staff user's browser that allows Web Push notifications. The token is the push
 * service's endpoint URL; `p256dh` and `auth` are the browser's keys that encrypt each message to it.
 */
export const pushDevice = pgTable(
  'push_device',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    pushdevicetoken: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The app's language when the device was registered: the notifications' language. */
    language: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex().on(t.userId, t.pushdevicetoken)],
);

/** Keys the server makes once at first start and every process shares (the VAPID key pair of Web Push). */
export const serverKey = pgTable('server_key', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
