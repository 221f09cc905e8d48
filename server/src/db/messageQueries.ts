import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LIVE_CHANNEL } from '../live/channel.ts';
import { MESSAGE_ACTION } from '../mail/bookingMailKinds.ts';
import type { Db } from './client.ts';
import { queueBookingMails } from './mailQueries.ts';
import { bookingMessage as m } from './messageSchema.ts';
import { booking } from './schema.ts';
import { appUser } from './userSchema.ts';
import { queueWebhooks } from './webhookQueries.ts';

export type Author = 'booker' | 'staff';

/**
 * Stores a message and tells every server process (docs/api.md#live-changes) in the same transaction: staff see
 * it arrive live, a booker's message becomes a push notification and a `message.received` webhook.
 */
export async function insertMessage(
  db: Db,
  values: {
    bookingId: number;
    author: Author;
    userId: number | null;
    category: number;
    body: string;
    at: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(m)
      .values({
        bookingId: values.bookingId,
        author: values.author,
        userId: values.userId,
        category: values.category,
        body: values.body,
        createdAt: values.at,
      })
      .returning();
    if (!row) throw new Error('message not stored');
    // docs/api.md#messages: the hotel's answer mails the booker, queued with the message (same transaction).
    await queueBookingMails(tx, {
      action: MESSAGE_ACTION,
      actor: values.author,
      fromState: null,
      toState: 0,
      bookingId: values.bookingId,
      at: values.at,
    });
    // docs/integrations.md#events: a message from the booker's side is news to the hotel's systems.
    if (values.author !== 'staff')
      await queueWebhooks(tx, {
        bookingId: values.bookingId,
        at: values.at,
        types: ['message.received'],
        extra: {
          message: {
            id: row.id,
            author: row.author,
            category: row.category,
            body: row.body,
            createdAt: row.createdAt.toISOString(),
          },
        },
      });
    await tx.execute(sql`
      select pg_notify(${LIVE_CHANNEL}, json_build_object(
        'kind', 'message', 'bookingId', ${booking.id}, 'propertyId', ${booking.propertyId},
        'messageId', ${row.id}::int, 'author', ${values.author}::text
      )::text)
      from ${booking} where ${booking.id} = ${values.bookingId}`);
    return row;
  });
}

/**
 * A booking's messages, oldest first, after marking those of the other side read (the reader is `reader`).
 */
export async function readThread(db: Db, bookingId: number, reader: Author, at: Date) {
  const other: Author = reader === 'booker' ? 'staff' : 'booker';
  await db
    .update(m)
    .set({ readAt: at })
    .where(and(eq(m.bookingId, bookingId), eq(m.author, other), isNull(m.readAt)));
  return db
    .select({
      id: m.id,
      author: m.author,
      authorName: appUser.name,
      category: m.category,
      body: m.body,
      createdAt: m.createdAt,
      readAt: m.readAt,
    })
    .from(m)
    .leftJoin(appUser, eq(appUser.id, m.userId))
    .where(eq(m.bookingId, bookingId))
    .orderBy(asc(m.createdAt), asc(m.id));
}

/** The conversations of some properties, the newest last message first, with unread counts for staff. */
export async function messageOverview(
  db: Db,
  propertyIds: readonly number[],
  filter: { unread: boolean },
  page: { index: number; size: number; count: boolean; ascending: boolean },
) {
  if (propertyIds.length === 0) return { items: [], total: 0, hasMore: false };
  const unread = sql<number>`count(*) filter (where ${m.author} = 'booker' and ${m.readAt} is null)`.mapWith(
    Number,
  );
  const lastAt = sql<Date>`max(${m.createdAt})`;
  const threads = db
    .select({
      bookingId: m.bookingId,
      messages: count().as('messages'),
      unread: unread.as('unread'),
      lastAt: lastAt.as('last_at'),
      lastId: sql<number>`max(${m.id})`.as('last_id'),
    })
    .from(m)
    .innerJoin(booking, eq(booking.id, m.bookingId))
    .where(inArray(booking.propertyId, [...propertyIds]))
    .groupBy(m.bookingId)
    .as('threads');
  const where = filter.unread ? sql`${threads.unread} > 0` : undefined;
  const rows = await db
    .select({
      bookingId: threads.bookingId,
      propertyId: booking.propertyId,
      bookingcode: booking.internalId,
      booker: sql<Record<string, string> | null>`${booking.data}->'booker'`,
      messages: threads.messages,
      unread: threads.unread,
      lastAuthor: m.author,
      lastBody: m.body,
      lastAt: m.createdAt,
    })
    .from(threads)
    .innerJoin(booking, eq(booking.id, threads.bookingId))
    .innerJoin(m, eq(m.id, threads.lastId))
    .where(where)
    .orderBy(page.ascending ? asc(threads.lastAt) : desc(threads.lastAt), desc(threads.bookingId))
    .limit(page.size + 1)
    .offset(page.index * page.size);
  let total: number | null = null;
  if (page.count) {
    const [counted] = await db.select({ n: count() }).from(threads).where(where);
    total = counted?.n ?? 0;
  }
  return { items: rows.slice(0, page.size), total, hasMore: rows.length > page.size };
}
