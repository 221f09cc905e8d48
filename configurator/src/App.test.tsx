import { render, screen } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { createApi } from './api/endpoints.ts';
import { resolvePropertyLocation } from './api/propertyLocation.ts';
import { ApiProvider } from './app/ApiProvider.tsx';
import { readQueryPrefill } from './app/queryPrefill.ts';
import { I18nRoot } from './i18n/I18nRoot.tsx';
import { createI18n } from './i18n/i18n.ts';
import { createAppStore } from './store/createAppStore.ts';
import { StoreProvider } from './store/StoreProvider.tsx';

/** A server answering with fixed JSON per path (unit test only; e2e tests use the real server). */
function fakeServer(routes: Record<string, unknown>): typeof fetch {
  return async (input) => {
    const path = String(input).split('?')[0] ?? '';
    const body = routes[path];
    if (body === undefined)
      return new Response(JSON.stringify({ error: 'error.notfound', message: 'nope', details: [] }), {
        status: 404,
      });
    return new Response(JSON.stringify(body), { status: 200 });
  };
}

function renderApp(pathname: string, routes: Record<string, unknown>) {
  const i18n = createI18n('de');
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => null, language: () => 'de', fetch: fakeServer(routes) }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  render(
    <I18nRoot instance={i18n}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <App location={resolvePropertyLocation(pathname, '', null, null)} prefill={readQueryPrefill('')} />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
}

describe('starting the configurator', () => {
  // First: the app has shown no toast yet (its toast region loads with the first).
  it('shows a toast the store asks for from outside React, once the app is on screen', async () => {
    renderApp('/', { '/api/property/public/list': { items: [], total: 0, pageIndex: 0, pageSize: 100 } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const { createNotifier } = await import('./ui/toasts.ts');
    createNotifier(createI18n('de').t)({ key: 'CART.AVAILABILITY.YANKED', values: { items: 'Seeblick' } });
    expect(await screen.findByText('Nicht mehr verfügbar und entfernt: Seeblick')).toBeInTheDocument();
  });

  it('lists the properties when the address names none', async () => {
    renderApp('/', {
      '/api/property/public/list': {
        items: [{ id: 1, key: 'lindenhof', name: 'Hotel Lindenhof' }],
        total: 1,
        pageIndex: 0,
        pageSize: 100,
        hasMore: false,
      },
    });
    expect(await screen.findByRole('link', { name: 'Hotel Lindenhof' })).toHaveAttribute(
      'href',
      '/lindenhof',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wählen Sie ein Haus');
  });

  it('shows only a closable toast when the login to the property fails', async () => {
    renderApp('/nowhere', {});
    expect(await screen.findByText('Die Anmeldung beim Haus ist fehlgeschlagen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
