import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { ApiProvider } from './app/ApiProvider.tsx';
import { createClients } from './app/createClients.ts';
import { I18nRoot } from './i18n/I18nRoot.tsx';
import { createI18n } from './i18n/instance.ts';
import { type AppStore, createAppStore, SESSION_STORAGE_KEY } from './store/createAppStore.ts';
import { StoreProvider } from './store/StoreProvider.tsx';
import { fakeStaffServer } from './testing/fakeServer.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { read: (k: string) => items.get(k) ?? null, write: (k: string, v: string) => void items.set(k, v) };
};

function start(path: string, server = fakeStaffServer()) {
  window.history.replaceState(null, '', path);
  let store: AppStore;
  const clients = createClients(() => store.getState(), server.fetch);
  store = createAppStore(
    { ...clients, preferences: memory() },
    { storage: sessionStorage, browserLanguage: 'en' },
  );
  render(
    <I18nRoot instance={createI18n(store.getState().language)}>
      <ApiProvider api={clients.api}>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return { server, state: () => store.getState() };
}

async function signIn(password = 'Demo-Stay-2026!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => sessionStorage.clear());

describe('the property app', () => {
  it('sends a guest from a deep link to the login page and back to that page with its parameters', async () => {
    start('/app/dashboard?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/app/dashboard?x=1');
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/app/dashboard?x=1');
    expect(document.title).toBe('Dashboard – Property app');
  });

  it('a login link that points elsewhere leads to the dashboard, not away', async () => {
    start('/app/login?next=https%3A%2F%2Fevil.example%2Fapp%2F');
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(window.location.pathname).toBe('/app/dashboard');
  });

  it('a wrong password says so and keeps the user on the login page', async () => {
    start('/app/login');
    await signIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is wrong.',
    );
    expect(window.location.pathname).toBe('/app/login');
  });

  it('sends a logged-in user from the login page to the dashboard', async () => {
    const server = fakeStaffServer();
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: server.storedSession(), version: 0 }),
    );
    start('/app/login', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/dashboard');
  });

  it('an expired token is refreshed once and the page loads; the new pair is kept @wcag-2.2.1', async () => {
    const server = fakeStaffServer();
    const stored = server.storedSession();
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: stored, version: 0 }));
    server.expireAccessTokens();
    const { state } = start('/app/dashboard', server);
    const table = await screen.findByRole('table', { name: /Seehotel Lindenhof/ });
    expect(within(table).getByRole('row', { name: /New 3 1/ })).toBeInTheDocument();
    expect(server.calls.filter((c) => c === 'POST /api/login')).toHaveLength(1);
    expect(state().refreshToken).not.toBe(stored.refreshToken);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain(state().refreshToken ?? 'none');
  });

  it('a session the server no longer accepts leads to the login page with a message', async () => {
    const server = fakeStaffServer();
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { token: 'gone', refreshToken: 'gone' }, version: 0 }),
    );
    start('/app/dashboard', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
  });

  it('logging out asks first; Cancel keeps the session, confirming ends it', async () => {
    start('/app/login');
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'User menu: Lindenhof Owner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/app/dashboard');

    await user.click(screen.getByRole('button', { name: 'User menu: Lindenhof Owner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/login');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('access');
  });

  it('a user of several properties can switch the current one; it is listed first', async () => {
    start('/app/login');
    const user = await signIn();
    await screen.findByRole('table', { name: /Seehotel Lindenhof/ });
    // Narrow window (jsdom): the menu is in the drawer.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: /Property/ }));
    await user.click(await screen.findByRole('option', { name: 'Workspace' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Main menu' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Workspace',
        'Seehotel Lindenhof',
        'Notifications',
      ]),
    );
  });
});
