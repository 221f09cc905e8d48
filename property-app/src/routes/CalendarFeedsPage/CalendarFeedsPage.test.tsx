import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

const property = {
  id: 1,
  version: 1,
  key: 'lindenhof',
  code: 'LH',
  currency: 'EUR',
  name: 'Seehotel Lindenhof',
  defaultLanguage: 'de',
  timezone: 'Europe/Berlin',
  address: {},
  i18n: {},
  themeTokens: null,
};

/** A published link (export) or a calendar read in (import), named by its unit when the unit list is empty. */
const feed = (id: number, direction: 'export' | 'import', name: string) => ({
  id,
  version: 1,
  direction,
  name,
  unitgroupId: null,
  unitId: null,
  url: direction === 'import' ? 'https://channel.example/ical/1.ics' : null,
  lastFetchedAt: null,
  lastError: null,
  blocks: 0,
  createdAt: '2026-11-28T09:00:00Z',
});

function openFeeds() {
  let feeds = [feed(1, 'export', 'SGL-1'), feed(2, 'export', 'SGL-2'), feed(3, 'import', 'DBL-1')];
  const removed: number[] = [];
  const app = startApp('/app/calendar-feeds', (method, path) => {
    const route = path.split('?')[0] ?? '';
    if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
    if (method === 'GET' && route === '/api/staff/unitgroup/list')
      return jsonResponse(200, { items: [], total: 0, pageIndex: 0, pageSize: 500, hasMore: false });
    if (method === 'GET' && route === '/api/staff/property/1/calendarfeeds')
      return jsonResponse(200, { items: feeds });
    const remove = /^\/api\/staff\/property\/1\/calendarfeeds\/(\d+)$/.exec(route);
    if (method === 'DELETE' && remove) {
      removed.push(Number(remove[1]));
      feeds = feeds.filter((f) => f.id !== Number(remove[1]));
      return jsonResponse(204, null);
    }
    return null;
  });
  return { ...app, removed };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Calendar sync' })).toBeInTheDocument();
  return user;
}

describe('revoking a published calendar link asks first', () => {
  it('names the link; Cancel keeps it and gives focus back to its Revoke button @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { removed } = openFeeds();
    const user = await signIn();
    const revoke = await screen.findByRole('button', { name: 'Revoke the published calendar of SGL-1' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the calendar link of SGL-1?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(removed).toEqual([]);
  });

  it('revokes on confirming and moves focus to the next feed’s button, and from the last to the previous @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { removed } = openFeeds();
    const user = await signIn();
    (await screen.findByRole('button', { name: 'Revoke the published calendar of SGL-1' })).focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Revoke the published calendar of SGL-2' })).toHaveFocus(),
    );
    expect(removed).toEqual([1]);
    // The import, last in the list, is removed (its own words); focus goes to the link above it.
    screen.getByRole('button', { name: 'Remove the calendar read into DBL-1' }).focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Remove the calendar read into DBL-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove calendar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Revoke the published calendar of SGL-2' })).toHaveFocus(),
    );
    expect(removed).toEqual([1, 3]);
  });
});
