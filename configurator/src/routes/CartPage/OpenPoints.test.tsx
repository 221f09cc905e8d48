import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import type { Unitgroup } from '@venue/domain';
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
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { CartPage } from './CartPage.tsx';

/*
 * Issue 38: the open points of a three-day meeting say which day they concern and what is missing, one line per
 * gap with a button to its fix, and a meeting room chosen on day 1 is applied to the other days in one step.
 */

const hall: Unitgroup = {
  id: 1,
  code: 'HALL',
  name: 'Plenary hall',
  description: '',
  unitgroupcategory: { id: 2, multiselect: true },
  availabilityoption: { available: true, maxquantity: 1, personsfit: true },
  minPersons: 1,
  maxPersons: 120,
  maxSelectablePersonCount: null,
  minimumSales: null,
  minimumSalesPerPerson: null,
  bookDirectly: true,
  hideifunavailable: false,
  ignorePersoncount: false,
  quantity: 1,
  unitgroupDocumentList: [],
  rateplanList: [],
  relationList: [],
  tagIds: [],
};

/** The cart page of a started three-day lindenhof event (1-3 December 2026), the hall booked on day 1. */
async function renderCart() {
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
          '/api/unitgroup/list': listPage([hall]),
        },
        { emptyLists: true },
      ),
    }),
  );
  const search = '?f.start=2026-12-01&f.end=2026-12-03&f.people=30';
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', search, null, null), readQueryPrefill(search));
  store.getState().dispatch({ type: 'start' });
  await store.getState().preloadRelations();
  const { cart, catalog } = store.getState();
  if (!cart) throw new Error('no cart');
  store.setState({
    catalog: { ...catalog, unitgroups: [hall] },
    cart: {
      ...cart,
      unitgroups: [
        {
          key: 'hall',
          slotIndex: 1,
          unitgroupId: 1,
          itemcount: 1,
          personcount: 30,
          personsperroom: null,
          origin: { kind: 'guest' },
          bookingLineId: null,
        },
      ],
    },
  });
  const location = memoryLocation({ path: '/cart/1', record: true });
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <Router hook={location.hook}>
            <Route path="/cart/:unitgroupindex">
              <CartPage />
            </Route>
          </Router>
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  const points = await screen.findByRole('region', { name: /^Still to do/ });
  return { store, location, points };
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('the open points of a three-day meeting', { timeout: 30_000 }, () => {
  it('name the day and what is missing, one line each, with a button to the fix of that day', async () => {
    const { location, points } = await renderCart();
    expect(within(points).getByRole('heading', { level: 2 })).toHaveTextContent('Still to do: 2 open points');
    const day2 = within(points).getByRole('group', { name: 'Day 2: Wednesday, 2 December 2026' });
    // The level is said in words (and by the mark's shape), not by colour alone.
    expect(within(day2).getByRole('listitem')).toHaveTextContent(/^To fix: No meeting room yet/);
    expect(within(points).queryByRole('group', { name: /^Day 1:/ })).not.toBeInTheDocument();
    // Nothing shouts: the level is said in words for screen readers, not as a big label.
    expect(within(points).queryByText(/^error$/i)).not.toBeInTheDocument();

    const day3 = within(points).getByRole('group', { name: 'Day 3: Thursday, 3 December 2026' });
    await userEvent.click(
      within(day3).getByRole('button', { name: 'Choose a room – Day 3: Thursday, 3 December 2026' }),
    );
    expect(location.history?.at(-1)).toBe('/unitgroup/3/2');
  });

  it('apply the hall of day 1 to the other days in one step and say so', async () => {
    const { store, points } = await renderCart();
    expect(within(points).getByText('Plenary hall is also free on the 2 other days without a meeting room.'));
    await userEvent.click(within(points).getByRole('button', { name: 'Apply Plenary hall to all days' }));
    expect(store.getState().cart?.unitgroups.map((line) => [line.slotIndex, line.unitgroupId])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(store.getState().announcement).toEqual([
      { key: 'cart.points.appliedToDays', values: { name: 'Plenary hall', count: 2 } },
    ]);
    // Every day has its room now: nothing is left to do, and the offer is gone with the gaps.
    expect(screen.queryByRole('region', { name: /^Still to do/ })).not.toBeInTheDocument();
  });
});
