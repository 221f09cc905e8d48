import { createHttpClient } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { fakeServer } from '../testing/fakeServer.ts';
import { createAppStore } from './createAppStore.ts';

const message = (id: number, text: string) => ({
  id,
  author: 'staff' as const,
  authorName: 'Anna Berger',
  category: 1,
  text,
  createdAt: '2026-11-22T09:30:00Z',
  readAt: null,
});

function storeWith(routes: Record<string, unknown>, seen: Request[] = []) {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => 'tok-1',
      language: () => 'en',
      fetch: fakeServer(routes, { seen }),
    }),
  );
  return createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
}

const categories = { items: [{ id: 1, key: 'general' }] };

describe('the messages of a reopened booking', () => {
  it('reads nothing before a booking is reopened', async () => {
    const seen: Request[] = [];
    const store = storeWith({}, seen);
    await store.getState().loadMessages();
    expect(await store.getState().sendMessage({ category: 1, text: 'Hello' })).toBe(false);
    expect(seen).toEqual([]);
  });

  it('says so when many messages were sent about the booking within the hour (429), and keeps the text', async () => {
    const store = storeWith({
      '/api/booking/messages/tok-a/B-1': new Response(
        JSON.stringify({ error: 'error.ratelimit', message: 'Too many attempts', details: [] }),
        { status: 429, headers: { 'Retry-After': '1200' } },
      ),
    });
    store.setState({ bookingAccess: { token: 'tok-a', code: 'B-1' } });
    expect(await store.getState().sendMessage({ category: 1, text: 'Hello' })).toBe(false);
    expect(store.getState().messagesError).toBe('message.error.tooMany');
  });

  it('reads the conversation of the reopened booking by its token and code, and the categories once', async () => {
    const seen: Request[] = [];
    const store = storeWith(
      {
        '/api/booking/messages/tok%2Fa/B-1': { items: [message(1, 'Welcome')] },
        '/api/messagecategory/list': categories,
      },
      seen,
    );
    store.setState({ bookingAccess: { token: 'tok/a', code: 'B-1' } });
    await store.getState().loadMessages();
    await store.getState().loadMessages();
    expect(store.getState().messages.map((m) => m.text)).toEqual(['Welcome']);
    expect(store.getState().messageCategories).toEqual(categories.items);
    expect(seen.filter((r) => r.url.endsWith('/api/messagecategory/list'))).toHaveLength(1);
    expect(store.getState().messagesLoading).toBe(false);
  });

  it('never shows one booking’s conversation for another, also when reading the other fails', async () => {
    const store = storeWith({
      '/api/booking/messages/tok-a/B-1': { items: [message(1, 'For B-1')] },
      '/api/messagecategory/list': categories,
    });
    store.setState({ bookingAccess: { token: 'tok-a', code: 'B-1' } });
    await store.getState().loadMessages();
    store.setState({ bookingAccess: { token: 'tok-b', code: 'B-2' } });
    await store.getState().loadMessages();
    expect(store.getState().messages).toEqual([]);
    expect(store.getState().messagesError).toBe('message.error.load');
  });
});
