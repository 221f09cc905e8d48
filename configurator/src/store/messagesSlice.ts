import type { MessageActions } from './messageActions.ts';
import type { MessagesSlice } from './state/messages.ts';
import type { SliceCreator } from './types.ts';

/**
 * Creates the messages slice. Its calls live in their own chunk (messageActions.ts), loaded when the conversation
 * is first read; a failed load is said like a failed call.
 */
export const createMessagesSlice: SliceCreator<MessagesSlice> = (deps) => (set, get) => {
  let actions: Promise<MessageActions> | null = null;
  const loaded = () => {
    actions ??= import('./messageActions.ts').then(
      (m) => m.messageActions(deps, set, get),
      (error: unknown) => {
        actions = null;
        throw error;
      },
    );
    return actions;
  };
  return {
    messages: [],
    messageCategories: [],
    messagesLoading: false,
    messageSending: false,
    messagesError: null,
    loadMessages: async () => {
      if (!get().bookingAccess) return;
      try {
        await (await loaded()).loadMessages();
      } catch (error) {
        console.error('Loading the messages failed', error);
        set({ messagesError: 'message.error.load' });
      }
    },
    sendMessage: async (message) => {
      if (!get().bookingAccess || get().messageSending) return false;
      set({ messageSending: true });
      try {
        return await (await loaded()).sendMessage(message);
      } catch (error) {
        console.error('Sending the message failed', error);
        set({ messagesError: 'message.error.send' });
        return false;
      } finally {
        set({ messageSending: false });
      }
    },
  };
};
