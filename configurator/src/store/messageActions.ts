import { ApiError } from '@venue/api-client';
import type { BookingMessage } from '@venue/contract';
import type { AppState, StoreDeps } from './types.ts';

/*
 * docs/api.md#messages: reading and writing the reopened booking's conversation. Its own chunk, loaded by the
 * messages slice (messagesSlice.ts) when the conversation is first read: a property's first screen has none.
 */

/** Why a message was not sent, as the booker can act on it. */
function sendFailedKey(error: unknown): string {
  // docs/api.md#messages: a deleted booking takes no messages (409 error.booking.state).
  if (error instanceof ApiError && error.status === 409) return 'message.error.closed';
  // docs/api.md#rate-limits: many messages about one booking (or from here) within the hour.
  if (error instanceof ApiError && error.status === 429) return 'message.error.tooMany';
  if (error instanceof ApiError && error.status === 503) return 'error.unavailable';
  return 'message.error.send';
}

/** The conversation's calls, holding which booking's conversation is shown and which answer is the latest. */
export interface MessageActions {
  readonly loadMessages: () => Promise<void>;
  /** Sends (the slice has set `messageSending` already and clears it); false when it was not sent. */
  readonly sendMessage: (message: { readonly category: number; readonly text: string }) => Promise<boolean>;
}

type Set = (partial: Partial<AppState>) => void;

/** The conversation's calls for one store. */
export function messageActions({ api }: StoreDeps, set: Set, get: () => AppState): MessageActions {
  /** The code of the booking the held conversation belongs to. */
  let heldFor: string | null = null;
  /** Each call takes a ticket; an answer older than the last one applied is dropped. */
  let lastTicket = 0;
  let appliedTicket = 0;
  const apply = (ticket: number, code: string, messages: readonly BookingMessage[]) => {
    if (ticket < appliedTicket) return;
    appliedTicket = ticket;
    heldFor = code;
    set({ messages, messagesError: null });
  };

  return {
    loadMessages: async () => {
      const access = get().bookingAccess;
      if (!access) return;
      const ticket = ++lastTicket;
      // Another booking's conversation is never shown for this one.
      if (heldFor !== access.code) set({ messages: [] });
      set({ messagesLoading: true });
      try {
        const [thread, categories] = await Promise.all([
          api.bookingMessages(access),
          get().messageCategories.length > 0 ? null : api.messageCategories(),
        ]);
        if (categories) set({ messageCategories: categories.items });
        apply(ticket, access.code, thread.items);
      } catch (error) {
        console.error('Reading the messages failed', error);
        if (ticket >= appliedTicket) set({ messagesError: 'message.error.load' });
      } finally {
        if (ticket === lastTicket) set({ messagesLoading: false });
      }
    },
    sendMessage: async ({ category, text }) => {
      const access = get().bookingAccess;
      if (!access) return false;
      try {
        const thread = await api.sendBookingMessage(access, { category, text });
        apply(++lastTicket, access.code, thread.items);
        set({ messagesLoading: false });
        return true;
      } catch (error) {
        console.error('Sending the message failed', error);
        set({ messagesError: sendFailedKey(error) });
        return false;
      }
    },
  };
}
