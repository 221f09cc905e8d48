import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '@venue/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ExtraRoute, errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

const base = '/api/staff/property/1/apikeys';
/** Lindenhof as the API answers it: its time zone is Berlin's. */
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
const channel: ApiKey = {
  id: 3,
  name: 'Channel manager',
  prefix: 'vk_0123456789ab',
  scopes: ['bookings:read', 'catalog:read'],
  createdAt: '2026-11-01T08:00:00.000Z',
  // 10:05 in Berlin.
  lastUsedAt: '2026-11-30T09:05:00.000Z',
  revokedAt: null,
};
const WHOLE_KEY = 'vk_fedcba987654_c2VjcmV0LXNob3duLW9uY2UtQWJDZGVmZ2hpamtsbW5vcA';

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
  return user;
}

/** The fake server's keys of property 1, in the contract's shapes; `bodies` are the writes sent. */
function keyRoutes(start: ApiKey[], answer?: (method: string, rest: string) => Response | null) {
  let keys = start;
  const bodies: [string, Record<string, unknown>][] = [];
  const route: ExtraRoute = (method, path, body) => {
    const [p] = path.split('?');
    if (method === 'GET' && p === '/api/staff/property/1') return jsonResponse(200, property);
    if (!p?.startsWith(base)) return null;
    const rest = p.slice(base.length);
    if (method !== 'GET') bodies.push([`${method} ${rest || '/'}`, body]);
    const special = answer?.(method, rest);
    if (special) return special;
    if (method === 'GET' && rest === '') return jsonResponse(200, { keys });
    if (method === 'POST' && rest === '') {
      const made: ApiKey = {
        ...channel,
        id: 9,
        name: String(body.name),
        prefix: 'vk_fedcba987654',
        scopes: body.scopes as ApiKey['scopes'],
        lastUsedAt: null,
      };
      keys = [made, ...keys];
      return jsonResponse(201, { ...made, key: WHOLE_KEY });
    }
    const revoke = /^\/(\d+)\/revoke$/.exec(rest);
    if (method === 'POST' && revoke) {
      const id = Number(revoke[1]);
      keys = keys.map((k) => (k.id === id ? { ...k, revokedAt: '2026-11-30T10:00:00.000Z' } : k));
      return jsonResponse(
        200,
        keys.find((k) => k.id === id),
      );
    }
    return null;
  };
  return { route, bodies };
}

describe('the API keys page', () => {
  it('an owner creates a key: the form names what is missing, the key is shown once and gone after leaving', async () => {
    const server = keyRoutes([channel], (method, rest) =>
      method === 'POST' && rest === '' && server.bodies.length === 1
        ? errorResponse(500, 'error.internal')
        : null,
    );
    startApp('/app/apikeys', server.route);
    const user = await signIn();
    const form = await screen.findByRole('form', { name: 'Create API key' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });

    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Please give the key a name.'));
    expect(within(form).getByRole('group', { name: /What the key may do/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one.'),
    );
    expect(server.bodies).toEqual([]);

    await user.type(name, 'Night audit');
    await user.click(within(form).getByRole('checkbox', { name: 'Read bookings' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Change the catalog' }));
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(await within(form).findByText('That did not work. Please try again.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));

    const keyHeading = await screen.findByRole('heading', { name: 'The new API key' });
    await waitFor(() => expect(keyHeading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue(WHOLE_KEY);
    expect(server.bodies[1]).toEqual([
      'POST /',
      { name: 'Night audit', scopes: ['bookings:read', 'catalog:write'] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Key copied.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(WHOLE_KEY);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Night audit');
    expect(rows[0]).toHaveTextContent('May: Read bookings, Change the catalog');
    expect(rows[0]).toHaveTextContent('Never used');

    // Away and back through the Settings page's link: the key is not shown again, only its beginning.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Main menu' })).getByRole('link', {
        name: 'Settings',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(await screen.findByRole('link', { name: 'API keys' }));
    expect(await screen.findByText('Key vk_fedcba987654…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
    expect(screen.queryByText(WHOLE_KEY)).not.toBeInTheDocument();
  });

  it('lists scopes and times in the property’s zone; revoking asks first and the key then shows as revoked', async () => {
    const server = keyRoutes([channel]);
    startApp('/app/apikeys', server.route);
    const user = await signIn();
    const [row] = await screen.findAllByRole('listitem');
    expect(row).toHaveTextContent('May: Read bookings, Read the catalog');
    expect(row).toHaveTextContent('Last used 30 Nov 2026, 10:05');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Revoke Channel manager' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the key Channel manager?' });
    expect(dialog).toHaveTextContent('Every call made with it is refused from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key Channel manager revoked.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Revoked 30 Nov 2026, 11:00: it no longer works')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Channel manager' })).not.toBeInTheDocument();
    expect(server.bodies).toEqual([['POST /3/revoke', {}]]);
  });
});
