import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import type { BookingMessage } from '@venue/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, loginAnswer } from '../../testing/fakeServer.ts';
import { BookingMessages } from './BookingMessages.tsx';

const THREAD = '/api/booking/messages/tok-abc/B-1001';

const staffAnswer: BookingMessage = {
  id: 1,
  author: 'staff',
  authorName: 'Anna Berger',
  category: 3,
  text: 'Welcome!\nCheck-in is from <b>3 pm</b>.',
  createdAt: '2026-11-22T09:30:00Z',
  readAt: null,
};

/**
 * The conversation of a reopened lindenhof booking: a server holding `thread`, answering a booker's POST
 * with the thread plus the new message (or with `failSend`'s status).
 */
async function renderMessages(
  options: { thread?: BookingMessage[]; failSend?: number; language?: 'en' | 'de' } = {},
) {
  const thread = [...(options.thread ?? [])];
  const posted: unknown[] = [];
  const routes = {
    '/api/propertylogin': loginAnswer,
    '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
    '/api/messagecategory/list': {
      items: [
        { id: 1, key: 'general' },
        { id: 2, key: 'offer' },
        { id: 3, key: 'arrival' },
        { id: 4, key: 'services' },
        { id: 5, key: 'payment' },
      ],
    },
  };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(`http://test${String(input)}`, init);
    if (new URL(request.url).pathname !== THREAD)
      return fakeServer(routes, { emptyLists: true })(input, init);
    if (request.method === 'GET') return json(200, { items: thread });
    const body = (await request.json()) as { text: string; category: number };
    posted.push(body);
    if (options.failSend)
      return json(options.failSend, { error: 'error.booking.state', message: 'no', details: [] });
    thread.push({
      id: thread.length + 1,
      author: 'booker',
      authorName: null,
      category: body.category,
      text: body.text.trim(),
      createdAt: '2026-11-22T10:00:00Z',
      readAt: null,
    });
    return json(201, { items: thread });
  };
  const language = options.language ?? 'en';
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => store.getState().token, language: () => language, fetch }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  store.setState({ bookingAccess: { token: 'tok-abc', code: 'B-1001' } });
  render(
    <I18nRoot instance={createI18n(language)}>
      <StoreProvider store={store}>
        <BookingMessages />
      </StoreProvider>
    </I18nRoot>,
  );
  const region = await screen.findByRole('region', {
    name: language === 'en' ? 'Messages to the property' : 'Nachrichten an das Haus',
  });
  return { store, region, posted, thread };
}

afterEach(() => localStorage.clear());

describe('the booker’s messages to the property', () => {
  it('an empty conversation says so; a message written with its topic appears, and the form clears', async () => {
    const user = userEvent.setup();
    const { region, posted } = await renderMessages();
    expect(await within(region).findByText(/No messages yet/)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: /Topic/ }));
    await user.click(await screen.findByRole('option', { name: 'Arrival' }));
    const box = within(region).getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'We arrive late.{Enter}Around 10 pm.');
    expect(within(region).getByText('29 of 4,000 characters')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Send message' }));

    const list = await within(region).findByRole('list', { name: 'Messages to the property' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('You');
    expect(item).toHaveTextContent('Topic: Arrival');
    expect(within(item).getByText(/We arrive late\.\s+Around 10 pm\./).textContent).toBe(
      'We arrive late.\nAround 10 pm.',
    );
    expect(posted).toEqual([{ category: 3, text: 'We arrive late.\nAround 10 pm.' }]);
    expect(box).toHaveValue('');
    expect(within(region).getByRole('status')).toHaveTextContent('Message sent');
  });

  it('an empty or blank text is refused by the form without asking the server', async () => {
    const user = userEvent.setup();
    const { region, posted } = await renderMessages();
    await user.type(within(region).getByRole('textbox', { name: 'Your message' }), '   ');
    await user.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(await within(region).findByText('Please fill in this field.')).toBeVisible();
    expect(posted).toEqual([]);
  });

  it('a message the server refuses keeps its text and says why', async () => {
    const user = userEvent.setup();
    const { region, posted } = await renderMessages({ failSend: 409 });
    const box = within(region).getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Is parking free?');
    await user.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'This booking takes no more messages.',
    );
    expect(posted).toHaveLength(1);
    expect(box).toHaveValue('Is parking free?');
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('staff answers show the staff member with the property, as plain text, after a refresh', async () => {
    const user = userEvent.setup();
    const { region, thread } = await renderMessages();
    expect(await within(region).findByText(/No messages yet/)).toBeVisible();
    thread.push(staffAnswer);
    await user.click(within(region).getByRole('button', { name: 'Refresh messages' }));
    const item = await within(region).findByRole('listitem');
    expect(item).toHaveTextContent('Anna Berger, Seehotel Lindenhof');
    expect(item).toHaveTextContent('Topic: Arrival');
    // Never HTML: the tags are shown as the staff member typed them.
    expect(item).toHaveTextContent('Check-in is from <b>3 pm</b>.');
    expect(item.querySelector('b')).toBeNull();
    expect(item.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T09:30:00Z');
  });

  it('staff answers also come in when the window gets the focus back', async () => {
    const { region, thread } = await renderMessages();
    expect(await within(region).findByText(/No messages yet/)).toBeVisible();
    thread.push(staffAnswer);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(region).findByText('Anna Berger, Seehotel Lindenhof')).toBeVisible();
  });

  it('near the length limit the count is read out, once per step', async () => {
    const { region } = await renderMessages();
    const box = within(region).getByRole('textbox', { name: 'Your message' });
    const live = region.querySelector('[aria-live="polite"]');
    fireEvent.change(box, { target: { value: 'x'.repeat(3000) } });
    expect(live).toHaveTextContent('');
    fireEvent.change(box, { target: { value: 'x'.repeat(3850) } });
    expect(live).toHaveTextContent('150 characters left');
    fireEvent.change(box, { target: { value: 'x'.repeat(3860) } });
    expect(live).toHaveTextContent('150 characters left');
    expect(within(region).getByText('3,860 of 4,000 characters')).toBeVisible();
    expect(box).toHaveAttribute('maxLength', '4000');
  });

  it('speaks German', async () => {
    const { region } = await renderMessages({ language: 'de', thread: [staffAnswer] });
    const item = await within(region).findByRole('listitem');
    expect(item).toHaveTextContent('Thema: Anreise');
    expect(within(region).getByRole('textbox', { name: 'Ihre Nachricht' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
    expect(within(region).getByText('0 von 4.000 Zeichen')).toBeVisible();
  });
});
