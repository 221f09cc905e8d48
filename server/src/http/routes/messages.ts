import {
  type BookingMessage,
  ErrorKey,
  IdParam,
  MESSAGE_CATEGORIES,
  MessageBody,
  MessageCategoryList,
  type MessageOverviewItem,
  MessageOverviewQuery,
  MessageOverviewResponse,
  MessageThread,
  TokenAndIdParams,
} from '@venue/contract';
import { BookingState } from '@venue/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type Author, insertMessage, messageOverview, readThread } from '../../db/messageQueries.ts';
import { bookingById } from '../../db/paymentQueries.ts';
import { notFound, Refused } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { bookingByTokenAndCode, clientOf, rateLimited } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { requireProperty, staffAuth, staffOf } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

/** Paths under /api that carry a staff token (or none) instead of a property login. */
export const isMessagePath = (path: string): boolean =>
  path.startsWith('/api/messageoverview/') || path === '/api/messagecategory/list';

const BookingParam = z.strictObject({ bookingId: IdParam });

type ThreadRow = Awaited<ReturnType<typeof readThread>>[number];
const toMessage = (row: ThreadRow): BookingMessage => ({
  id: row.id,
  author: row.author,
  authorName: row.author === 'staff' ? (row.authorName ?? null) : null,
  category: row.category,
  text: row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * A booking's conversation (docs/api.md#messages): the booker by token and code, staff of its property by id.
 * Reading a thread marks the other side's messages read; a deleted booking takes no new messages.
 */
export function messageRoutes(deps: AppDeps) {
  const thread = async (bookingId: number, reader: Author) => {
    const rows = await deps.database.run((db) => readThread(db, bookingId, reader, deps.now()));
    return { items: rows.map(toMessage) };
  };
  const write = async (
    database: Database,
    row: { id: number; state: number },
    author: Author,
    userId: number | null,
    body: z.output<typeof MessageBody>,
  ) => {
    if (row.state === BookingState.Deleted)
      throw new Refused(ErrorKey.bookingState, 'A deleted booking takes no messages');
    const stored = await database.run((db) =>
      insertMessage(db, {
        bookingId: row.id,
        author,
        userId,
        category: body.category,
        body: body.text,
        at: deps.now(),
      }),
    );
    return stored.id;
  };

  return (
    new Hono<AppEnv>()
      .get(
        '/messagecategory/list',
        doc('messages', 'The categories a message can have', MessageCategoryList),
        (c) => c.json({ items: MESSAGE_CATEGORIES.map((m) => ({ ...m })) }),
      )
      // The booker, from the reopened booking (a property session plus the booking's token and code).
      .get(
        '/booking/messages/:token/:id',
        doc('messages', 'The booker’s messages of a booking (by its token and number)', MessageThread),
        validParams(TokenAndIdParams),
        async (c) => {
          const { token, id } = c.req.valid('param');
          const row = await bookingByTokenAndCode(deps, c, token, id);
          return c.json(await thread(row.id, 'booker'));
        },
      )
      .post(
        '/booking/messages/:token/:id',
        doc('messages', 'The booker writes to the property: the thread', {
          status: 201,
          schema: MessageThread,
        }),
        validParams(TokenAndIdParams),
        validJson(MessageBody),
        async (c) => {
          const { token, id } = c.req.valid('param');
          const row = await bookingByTokenAndCode(deps, c, token, id);
          // docs/api.md#limits: per client and per booking, so nobody floods a hotel's inbox.
          const wait = await deps.bookerMessages.take(String(row.id), clientOf(c));
          if (wait !== null) throw rateLimited(wait);
          await write(deps.database, row, 'booker', null, c.req.valid('json'));
          return c.json(await thread(row.id, 'booker'), 201);
        },
      )
      // Staff of the booking's property.
      .use('/staff/messages/*', staffAuth(deps))
      .get(
        '/staff/messages/:bookingId',
        doc('messages', 'A booking’s messages, for staff', MessageThread),
        validParams(BookingParam),
        async (c) => {
          const staff = staffOf(c);
          const row = await deps.database.run((db) => bookingById(db, c.req.valid('param').bookingId));
          if (!row) throw notFound('No such booking');
          requireProperty(staff, row.propertyId);
          return c.json(await thread(row.id, 'staff'));
        },
      )
      .post(
        '/staff/messages/:bookingId',
        doc('messages', 'Staff write to the booker: the thread', { status: 201, schema: MessageThread }),
        validParams(BookingParam),
        validJson(MessageBody),
        async (c) => {
          const staff = staffOf(c);
          const row = await deps.database.run((db) => bookingById(db, c.req.valid('param').bookingId));
          if (!row) throw notFound('No such booking');
          requireProperty(staff, row.propertyId);
          await write(deps.database, row, 'staff', staff.userId, c.req.valid('json'));
          return c.json(await thread(row.id, 'staff'), 201);
        },
      )
      .use('/messageoverview/*', staffAuth(deps))
      .get(
        '/messageoverview/list',
        doc('messages', 'The staff’s bookings with messages, newest first', MessageOverviewResponse),
        validQuery(MessageOverviewQuery),
        async (c) => {
          const staff = staffOf(c);
          const q = c.req.valid('query');
          if (q['f.propertyId'] !== undefined) requireProperty(staff, q['f.propertyId']);
          const ids = q['f.propertyId'] !== undefined ? [q['f.propertyId']] : [...staff.roles.keys()];
          const page = await deps.database.run((db) =>
            messageOverview(
              db,
              ids,
              { unread: q['f.unread'] ?? false },
              {
                index: q.pageIndex,
                size: q.pageSize,
                count: !q.lazy,
                ascending: q.sortKey === 'last' && !q.descending,
              },
            ),
          );
          return c.json({
            items: page.items.map(
              (r): MessageOverviewItem => ({
                bookingId: r.bookingId,
                propertyId: r.propertyId,
                bookingcode: r.bookingcode,
                booker: { firstname: r.booker?.firstname ?? '', lastname: r.booker?.lastname ?? '' },
                messages: r.messages,
                unread: r.unread,
                last: {
                  author: r.lastAuthor,
                  text: r.lastBody.slice(0, 200),
                  createdAt: r.lastAt.toISOString(),
                },
              }),
            ),
            total: page.total,
            pageIndex: q.pageIndex,
            pageSize: q.pageSize,
            hasMore: page.hasMore,
          });
        },
      )
  );
}
