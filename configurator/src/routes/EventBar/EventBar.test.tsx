import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { EventBar } from './EventBar.tsx';

/** The event bar of a logged-in lindenhof session whose settings are `settings`. */
async function renderEventBar(settings: readonly { key: string; value: string }[], seen: Request[] = []) {
  const routes = (request: Request) => ({
    '/api/propertylogin': loginAnswer,
    '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof', timezone: 'Europe/Berlin' },
    '/api/propertysetting/list': listPage(settings),
    '/api/calendar/unitgroup/unavailability/list': { calendarentryList: [] },
    // The property knows one promo code, in any case.
    '/api/promocode/check': {
      valid: new URL(request.url).searchParams.get('f.code')?.toUpperCase() === 'SPRING20',
    },
  });
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(routes, { emptyLists: true, seen }),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  render(
    <I18nRoot instance={createI18n('de')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <EventBar onStart={() => {}} />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return store;
}

afterEach(() => {
  // A cart write still pending (the store writes when idle) must not reach the next test.
  flushCartStorage();
  localStorage.clear();
});

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

  it('asks for a mandatory promo code next to the start, which waits for a code the server knows', async () => {
    const seen: Request[] = [];
    const store = await renderEventBar(
      [
        { key: 'web.engine.configuration.promocode.mandatory', value: 'true' },
        { key: 'web.engine.configuration.autostart', value: 'false' },
      ],
      seen,
    );
    const start = screen.getByRole('button', { name: "Los geht's" });
    const field = screen.getByRole('textbox', { name: 'Aktionscode' });
    // Disabled, and why: next to it and as its description; the field says what is missing.
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Zum Starten bitte vervollständigen: Aktionscode.');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(
      'Für eine Buchung hier ist ein Aktionscode nötig. Bitte füllen Sie dieses Feld aus.',
    );

    // An unknown code is named when the guest is done with the field; the cart keeps none.
    await userEvent.type(field, 'WINTER{Enter}');
    expect(await screen.findByText('Dieser Aktionscode ist ungültig. Bitte prüfen Sie ihn.')).toBeVisible();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Dieser Aktionscode ist ungültig/);
    // Also announced: the guest may have left the field already.
    expect(store.getState().announcement).toEqual([{ key: 'CART.PROMOCODE.REJECTED' }]);
    expect(start).toBeDisabled();
    expect(store.getState().cart?.promocode).toBeNull();

    // A known one goes into the cart (the cart page's field), and the start opens.
    await userEvent.clear(field);
    await userEvent.type(field, 'spring20');
    await waitFor(() => expect(start).toBeEnabled());
    expect(store.getState().cart?.promocode).toBe('spring20');
    expect(field).toHaveAccessibleDescription(
      'Aktionscode angenommen. Die Preise zeigen den Tarif zu diesem Code.',
    );
    expect(start).not.toHaveAttribute('aria-describedby');
    expect(store.getState().announcement).toEqual([{ key: 'eventbar.promocodeAccepted' }]);
    // The unit group list is asked with the code, so the cards show the rate it unlocks.
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            request.url.includes('/api/unitgroup/list') &&
            new URL(request.url).searchParams.get('f.configPromocode') === 'spring20',
        ),
      ).toBe(true),
    );
  });

  it('asks for no code when the property does not make one mandatory', async () => {
    await renderEventBar([]);
    expect(screen.queryByRole('textbox', { name: 'Aktionscode' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Kundennummer' })).toBeNull();
  });
});
