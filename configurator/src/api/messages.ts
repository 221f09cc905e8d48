import type { HttpClient } from '@venue/api-client';
import type { MessageBody } from '@venue/contract';
import type { BookingAccess } from './existingBooking.ts';

/*
 * docs/api.md#messages, the booker's side: the conversation of a reopened booking. Answers are parsed with
 * the server's zod schemas; the schemas are loaded with the first message call, so zod stays out of the
 * guest's first bundle (messages only exist once a booking has been reopened).
 */

const contract = () => import('./messageContract.ts');
const path = (a: BookingAccess) =>
  `/api/booking/messages/${encodeURIComponent(a.token)}/${encodeURIComponent(a.code)}`;

/** The calls; merged into the configurator's Api. */
export function messageCalls(http: HttpClient) {
  return {
    /** The booking's conversation, oldest first; reading it marks the staff's messages read. */
    bookingMessages: async (a: BookingAccess) => http.get(path(a), (await contract()).MessageThread),
    /** Writes to the property; answers the whole conversation with the new message. */
    sendBookingMessage: async (a: BookingAccess, body: MessageBody) =>
      http.post(path(a), body, (await contract()).MessageThread),
    /** The categories a message can have (their labels are `message.category.<key>`). */
    messageCategories: async () =>
      http.get('/api/messagecategory/list', (await contract()).MessageCategoryList),
  };
}
