import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, loginAnswer } from '../../testing/fakeServer.ts';
import { CartPage } from './CartPage.tsx';
import { ReturnToCart } from './ReturnToCart.tsx';

/*
 * Issue 18: a send the open points block takes the guest to their list, whose heading names how many there are;
 * a point's button leads to its fix, and a page of a fix offers the way back until the cart is shown again.
 */

/** The cart page of a started lindenhof event (an empty cart: nothing chosen yet), in English, at `path`. */
async function renderCart(
  path = '/cart/1',
  before: (store: ReturnType<typeof createAppStore>) => void = () => {},
) {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'en',
      fetch: fakeServer(
        {
          '/api/propertylogin': loginAnswer,
          '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
          '/api/property/css/7': '',
          '/api/calendar/unitgroup/unavailability/list': { calendarentryList: [] },
        },
        { emptyLists: true },
      ),
    }),
  );
  const search = '?f.start=2026-12-01&f.end=2026-12-01&f.people=12';
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', search, null, null), readQueryPrefill(search));
  store.getState().dispatch({ type: 'start' });
  before(store);
  const location = memoryLocation({ path, record: true });
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <Router hook={location.hook}>
            <Route path="/cart/:unitgroupindex">
              <CartPage />
            </Route>
            <Route path="/service/:unitgroupindex/:servicecode">
              <ReturnToCart />
            </Route>
          </Router>
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return { store, location, user: userEvent.setup() };
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('a blocked send', { timeout: 30_000 }, () => {
  it('moves the focus to the open points, whose heading names how many there are, form fields included', async () => {
    const { user } = await renderCart();
    const send = await screen.findByRole('button', { name: 'Request an offer' });
    const before = within(screen.getByRole('region', { name: /^Still to do/ })).getAllByRole(
      'listitem',
    ).length;
    send.focus();
    await user.keyboard('{Enter}');
    const points = screen.getByRole('region', { name: /^Still to do/ });
    const count = within(points).getAllByRole('listitem').length;
    // The booker form's missing fields have joined the readiness points.
    expect(count).toBeGreaterThan(before);
    expect(within(points).getByRole('button', { name: 'Go to “First name”' })).toBeVisible();
    expect(screen.getByRole('heading', { name: `Still to do: ${count} open points` })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads from a field point to its field on the page', async () => {
    const { user } = await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Request an offer' }));
    await user.click(screen.getByRole('button', { name: 'Go to “First name”' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
  });
});

describe('the way back to the cart', () => {
  it('is offered on the page of a fix, leads to the cart in one step, and ends once the cart is shown', async () => {
    const { store, location, user } = await renderCart('/service/1/catering', (s) =>
      s.getState().setReturnTo('/cart/1'),
    );
    await user.click(screen.getByRole('link', { name: 'Back to summary' }));
    expect(location.history?.at(-1)).toBe('/cart/1');
    expect(await screen.findByRole('button', { name: 'Request an offer' })).toBeVisible();
    expect(store.getState().returnTo).toBeNull();
  });
});
