import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { ApiProvider } from '../app/ApiProvider.tsx';
import { createClients } from '../app/createClients.ts';
import { I18nRoot } from '../i18n/I18nRoot.tsx';
import { createI18n } from '../i18n/instance.ts';
import { type AppStore, createAppStore, SESSION_STORAGE_KEY } from '../store/createAppStore.ts';
import { StoreProvider } from '../store/StoreProvider.tsx';
import { fakeStaffServer } from '../testing/fakeServer.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { read: (k: string) => items.get(k) ?? null, write: (k: string, v: string) => void items.set(k, v) };
};

/** The app at `path`, in `language`, signed in (a stored session) or not. */
function start(path: string, { signedIn, language }: { signedIn: boolean; language: 'en' | 'de' }) {
  const server = fakeStaffServer();
  if (signedIn)
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: server.storedSession(), version: 0 }),
    );
  window.history.replaceState(null, '', path);
  let store: AppStore;
  const clients = createClients(() => store.getState(), server.fetch);
  store = createAppStore(
    { ...clients, preferences: memory() },
    { storage: sessionStorage, browserLanguage: language },
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
}

beforeEach(() => sessionStorage.clear());

describe('the skip link', () => {
  it('is the first Tab stop of a signed-in page; Enter moves focus past header and menu into the main view', async () => {
    start('/app/dashboard', { signedIn: true, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(main).not.toHaveFocus();
  });

  it('leads past the language picker to the sign-in form on the login page, in German', async () => {
    start('/app/login', { signedIn: false, language: 'de' });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    // From the page's top, as when the browser opens it (after the first test's keys the heading took focus).
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Zum Inhalt' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('main')).getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
  });
});
