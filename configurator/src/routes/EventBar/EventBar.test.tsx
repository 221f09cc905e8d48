import { render, screen } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { EventBar } from './EventBar.tsx';

/** The event bar of a logged-in lindenhof session whose settings are `settings`. */
async function renderEventBar(settings: readonly { key: string; value: string }[]) {
  const routes = {
    '/api/propertylogin': loginAnswer,
    '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof', timezone: 'Europe/Berlin' },
    '/api/propertysetting/list': listPage(settings),
  };
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(routes, { emptyLists: true }),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  render(
    <I18nRoot instance={createI18n('de')}>
      <StoreProvider store={store}>
        <EventBar onStart={() => {}} />
      </StoreProvider>
    </I18nRoot>,
  );
  return store;
}

afterEach(() => localStorage.clear());

describe('the event bar', () => {
  it('is shown to a guest of a property that uses it', async () => {
    await renderEventBar([]);
    expect(await screen.findByRole('region', { name: 'Ihre Veranstaltung' })).toBeVisible();
  });

  it('is hidden when the property disables it, and the booking starts without it', async () => {
    const store = await renderEventBar([
      { key: 'web.engine.configuration.eventbar.isDisabled', value: 'true' },
    ]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(store.getState().cart?.started).toBe(true);
  });
});
