import type { BookingMessage } from '@venue/contract';

/** A message category as the server lists it; its label is `message.category.<key>`. */
export interface MessageCategory {
  readonly id: number;
  readonly key: string;
}

/** docs/api.md#messages: the reopened booking's conversation with the property, from the booker's side. */
export interface MessagesSlice {
  /** The conversation of the booking in `bookingAccess`, oldest first. */
  readonly messages: readonly BookingMessage[];
  readonly messageCategories: readonly MessageCategory[];
  readonly messagesLoading: boolean;
  readonly messageSending: boolean;
  /** The i18n key of the last failure (reading or sending); null once a call succeeds. */
  readonly messagesError: string | null;
  /** Reads the conversation (and, the first time, the categories) again. */
  readonly loadMessages: () => Promise<void>;
  /** Writes to the property; false when it was not sent (the caller keeps the text). */
  readonly sendMessage: (message: { readonly category: number; readonly text: string }) => Promise<boolean>;
}
