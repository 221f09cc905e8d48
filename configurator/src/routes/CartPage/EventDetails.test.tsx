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

/* docs/pages.md#cart-page: the guest says what the event is: its title, the hotel's reason for it, its purpose. */

const REASONS = {
  en: [
    { id: 3, name: 'Conference', sort: 0 },
    { id: 4, name: 'Training', sort: 1 },
  ],
  de: [
    { id: 3, name: 'Konferenz', sort: 0 },
    { id: 4, name: 'Schulung', sort: 1 },
  ],
};

/** A hall the tests with required details book, so that the cart is not empty. */
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

/** The cart page of a started lindenhof event in `language`, with the property's booking reasons `reasons`. */
async function renderCart(
  language: 'en' | 'de',
  reasons: 'listed' | 'none' = 'listed',
  mandatory: readonly string[] = [],
) {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => language,
      fetch: fakeServer(
        {
          '/api/propertylogin': loginAnswer,
          '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
          '/api/property/css/7': '',
          '/api/calendar/unitgroup/unavailability/list': { calendarentryList: [] },
          '/api/bookingreason/list': listPage(reasons === 'listed' ? REASONS[language] : []),
          '/api/propertysetting/list': listPage(
            mandatory.map((field) => ({ key: `web.engine.configuration.${field}.mandatory`, value: 'true' })),
          ),
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
  // With required details the hall is booked: an empty cart asks for a choice first, not for the event's details.
  const { cart, catalog } = store.getState();
  if (mandatory.length > 0 && cart)
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
            personcount: 12,
            personsperroom: null,
            origin: { kind: 'guest' },
            bookingLineId: null,
          },
        ],
      },
    });
  const location = memoryLocation({ path: '/cart/1' });
  render(
    <I18nRoot instance={createI18n(language)}>
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
  return { store, user: userEvent.setup() };
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('the event’s details on the cart page', { timeout: 30_000 }, () => {
  it('a guest names the event, picks a reason and says what it is for; the cart keeps them', async () => {
    const { store, user } = await renderCart('en');
    const group = within(await screen.findByRole('group', { name: 'Your event' }));
    const reason = await group.findByRole('button', { name: /Reason for the booking/ });
    // Nothing is shown as wrong before the guest has done anything.
    for (const box of group.getAllByRole('textbox')) expect(box).not.toHaveAttribute('aria-invalid');
    expect(reason).toHaveTextContent('No reason given');

    await user.type(group.getByRole('textbox', { name: 'Event title' }), 'Sales kick-off');
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Training' }));
    await user.type(group.getByRole('textbox', { name: 'About the event' }), 'Plan 2027{Enter}and dinner');
    expect(store.getState().cart).toMatchObject({
      eventtitle: 'Sales kick-off',
      bookingreasonId: 4,
      description: 'Plan 2027\nand dinner',
    });
    // "No reason" takes the choice back.
    await user.click(group.getByRole('button', { name: /Reason for the booking/ }));
    await user.click(await screen.findByRole('option', { name: 'No reason given' }));
    expect(store.getState().cart?.bookingreasonId).toBeNull();
    expect(group.queryByText(/required|invalid/i)).toBeNull();
  });

  it('speaks German, with the reasons named in German', async () => {
    const { user } = await renderCart('de');
    const group = within(await screen.findByRole('group', { name: 'Ihre Veranstaltung' }));
    expect(group.getByRole('textbox', { name: 'Titel der Veranstaltung' })).toBeInTheDocument();
    expect(group.getByRole('textbox', { name: 'Zur Veranstaltung' })).toBeInTheDocument();
    await user.click(await group.findByRole('button', { name: /Anlass der Buchung/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Kein Anlass angegeben',
      'Konferenz',
      'Schulung',
    ]);
  });

  it('a property without booking reasons asks for none', async () => {
    await renderCart('en', 'none');
    const group = within(await screen.findByRole('group', { name: 'Your event' }));
    expect(group.getByRole('textbox', { name: 'Event title' })).toBeInTheDocument();
    expect(group.queryByRole('button', { name: /Reason for the booking/ })).toBeNull();
  });

  it('a property that requires them marks them; a send tried names each missing one, and its point leads there', async () => {
    const { user } = await renderCart('en', 'listed', ['eventtitle', 'bookingreason', 'description']);
    const group = within(await screen.findByRole('group', { name: 'Your event' }));
    const title = group.getByRole('textbox', { name: /Event title/ });
    expect(title).toBeRequired();
    // Not wrong before the guest tried to send.
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Request an offer' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(group.getByText('Event title missing')).toBeInTheDocument();
    expect(group.getByText('Description of the event missing')).toBeInTheDocument();
    const points = within(screen.getByRole('region', { name: /Still to do/ }));
    expect(points.getByText(/No event title yet/)).toBeInTheDocument();
    expect(points.getByText(/No reason for the booking yet/)).toBeInTheDocument();
    await user.click(points.getByRole('button', { name: /Enter the title/ }));
    expect(title).toHaveFocus();
    // Given, the point and the error go.
    await user.type(title, 'Sales kick-off');
    expect(points.queryByText(/No event title yet/)).toBeNull();
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('a reason is not required of a property that keeps none', async () => {
    const { user } = await renderCart('en', 'none', ['bookingreason']);
    await screen.findByRole('group', { name: 'Your event' });
    await user.click(screen.getByRole('button', { name: 'Request an offer' }));
    expect(screen.queryByText(/No reason for the booking yet/)).toBeNull();
  });
});
