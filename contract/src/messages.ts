import { z } from 'zod';
import { FlagParam, IdParam, listQuery, listResponse } from './common.ts';
import { multilineText } from './text.ts';

/**
 * Spec 3 message categories: what a message is about. The apps show them by the key (`message.category.<key>`
 * in both apps' translations); the server keeps the id.
 */
export const MESSAGE_CATEGORIES = [
  { id: 1, key: 'general' },
  { id: 2, key: 'offer' },
  { id: 3, key: 'arrival' },
  { id: 4, key: 'services' },
  { id: 5, key: 'payment' },
] as const;
export type MessageCategoryKey = (typeof MESSAGE_CATEGORIES)[number]['key'];

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;

/** A new message, from the booker or from staff. */
export const MessageBody = z.strictObject({
  text: multilineText().trim().min(1).max(MESSAGE_MAX_LENGTH),
  category: z
    .number()
    .int()
    .refine((id) => MESSAGE_CATEGORIES.some((c) => c.id === id), 'unknown message category')
    .default(1),
});
export type MessageBody = z.input<typeof MessageBody>;

export const BookingMessage = z.object({
  id: z.number().int(),
  author: z.enum(['booker', 'staff']),
  /** The staff user's name; null for the booker. */
  authorName: z.string().nullable(),
  category: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** When the other side first saw it. */
  readAt: z.string().nullable(),
});
export type BookingMessage = z.infer<typeof BookingMessage>;

/** A booking's conversation, oldest first. */
export const MessageThread = z.object({ items: z.array(BookingMessage) });
export type MessageThread = z.infer<typeof MessageThread>;

export const MessageCategoryList = z.object({
  items: z.array(z.object({ id: z.number().int(), key: z.string() })),
});

/** Spec 3 message overview: the conversations of the user's properties, newest first. */
export const MessageOverviewQuery = listQuery(
  {
    'f.propertyId': IdParam.optional(),
    /** Only conversations with messages from bookers that staff have not read. */
    'f.unread': FlagParam.optional(),
  },
  ['last'],
  50,
);

export const MessageOverviewItem = z.object({
  bookingId: z.number().int(),
  propertyId: z.number().int(),
  bookingcode: z.string(),
  booker: z.object({ firstname: z.string(), lastname: z.string() }),
  messages: z.number().int(),
  /** Messages from the booker no staff user has read yet. */
  unread: z.number().int(),
  last: z.object({ author: z.enum(['booker', 'staff']), text: z.string(), createdAt: z.string() }),
});
export type MessageOverviewItem = z.infer<typeof MessageOverviewItem>;
export const MessageOverviewResponse = listResponse(MessageOverviewItem);
