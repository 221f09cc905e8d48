import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { DayOverview } from './DayOverview.tsx';
import { useCartFigures } from './useCartFigures.ts';

/** The overview as the cart page renders it: with the cart's readiness. */
function Overview() {
  return <DayOverview issues={useCartFigures()?.issues ?? []} />;
}

const setting = (key: string, value: string) => ({ key: `web.engine.configuration.${key}`, value });

/** The overview of a started three-day lindenhof event (1-3 December, 30 people), in English. */
async function renderOverview(
  settings: { key: string; value: string }[] = [],
  before: (store: ReturnType<typeof createAppStore>) => void = () => {},
) {
  const routes: Record<string, unknown> = {
    '/api/propertylogin': loginAnswer,
    '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
    '/api/propertysetting/list': listPage([setting('multislot.enabled', 'true'), ...settings]),
  };
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'en',
      fetch: fakeServer(routes, { emptyLists: true }),
    }),
  );
  const search = '?f.start=2026-12-01&f.end=2026-12-03&f.people=30';
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', search, null, null), readQueryPrefill(search));
  store.getState().dispatch({ type: 'start' });
  before(store);
  render(
    <I18nRoot instance={createI18n('en')}>
      <StoreProvider store={store}>
        <Router hook={memoryLocation({ path: '/cart/1' }).hook}>
          <Overview />
        </Router>
      </StoreProvider>
    </I18nRoot>,
  );
  return { store, days: await screen.findByRole('region', { name: 'Your days' }) };
}

afterEach(() => localStorage.clear());

/** A meeting room line on day 1. */
const bookedRoom = {
  key: 'hall',
  slotIndex: 1,
  unitgroupId: 1,
  itemcount: 1,
  personcount: 30,
  personsperroom: null,
  origin: { kind: 'guest' as const },
  bookingLineId: null,
};

// Every slot renders two time selects with a full day of options: slow in jsdom.
describe('the multi-day overview', { timeout: 30_000 }, () => {
  it('each day takes its own number of people, and a day without people says so at its field', async () => {
    const { store, days } = await renderOverview();
    expect(within(days).getAllByRole('listitem')).toHaveLength(3);
    const day2 = within(days).getByRole('textbox', { name: /^People – Day 2:/ });
    await userEvent.clear(day2);
    await userEvent.type(day2, '45{Enter}');
    expect(store.getState().cart?.slots.map((s) => s.people)).toEqual([30, 45, 30]);

    // Readiness speaks once something is booked (before, it only asks for a first choice).
    const cart = store.getState().cart;
    if (cart) store.setState({ cart: { ...cart, unitgroups: [bookedRoom] } });
    const day3 = within(days).getByRole('textbox', { name: /^People – Day 3:/ });
    await userEvent.clear(day3);
    await userEvent.type(day3, '0{Enter}');
    expect(day3).toHaveAttribute('aria-invalid', 'true');
    expect(day3).toHaveAccessibleDescription(/No participants/);
    expect(within(days).getByRole('textbox', { name: /^People – Day 2:/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('a day people alert is not red before the guest changes the field, but is said in its description', async () => {
    // The guest arrives on the cart with nobody on day 3 (e.g. from a reopened cart).
    const { days } = await renderOverview([], (store) => {
      const cart = store.getState().cart;
      if (cart)
        store.setState({
          cart: {
            ...cart,
            unitgroups: [bookedRoom],
            slots: cart.slots.map((slot) => (slot.index === 3 ? { ...slot, people: 0 } : slot)),
          },
        });
    });
    const day3 = within(days).getByRole('textbox', { name: /^People – Day 3:/ });
    expect(day3).not.toHaveAttribute('aria-invalid');
    expect(day3).toHaveAccessibleDescription(/No participants/);
    // Once the guest has been in the field and left it still without people, it is in error.
    await userEvent.click(day3);
    await userEvent.tab();
    expect(day3).toHaveAttribute('aria-invalid', 'true');
    expect(day3).toHaveAccessibleDescription(/No participants/);
  });

  it('an evening session is added to a day, gets its own times and can be removed again', async () => {
    const { store, days } = await renderOverview();
    await userEvent.click(within(days).getByRole('button', { name: /^Add evening session – Day 1:/ }));
    const evening = within(days).getByRole('region', { name: /^Day 1: .*, session 2$/ });
    expect(within(evening).getByText('All day · 30 people')).toBeInTheDocument();

    await userEvent.click(
      within(evening).getByRole('button', { name: /^Change times of Day 1: .*, session 2$/ }),
    );
    // The time selects are loaded when first asked for.
    await userEvent.click(await within(evening).findByRole('button', { name: /From/ }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('option', { name: '19:00' }));
    await userEvent.click(within(evening).getByRole('button', { name: /To/ }));
    await userEvent.click(await screen.findByRole('option', { name: '22:00' }));
    expect(store.getState().cart?.slots[1]).toMatchObject({ starttime: '19:00:00', endtime: '22:00:00' });
    expect(within(evening).getByText('19:00–22:00 · 30 people')).toBeInTheDocument();

    // Spec: a slot is removed only when it is not the last of a day before the final day.
    expect(within(days).queryByRole('button', { name: /^Remove Day 2:/ })).not.toBeInTheDocument();
    expect(within(days).getByRole('button', { name: /^Remove Day 3:/ })).toBeInTheDocument();
    await userEvent.click(within(evening).getByRole('button', { name: /^Remove Day 1: .*, session 2$/ }));
    expect(store.getState().cart?.slots).toHaveLength(3);
    expect(within(days).queryByRole('region', { name: /session 2/ })).not.toBeInTheDocument();
  });

  it('the last day can be duplicated unless the property hides it', async () => {
    const { store, days } = await renderOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate last day' }));
    expect(within(days).getAllByRole('listitem')).toHaveLength(4);
    expect(store.getState().cart?.enddate).toBe('2026-12-04');
  });

  it('has no duplicate button when the property setting hides it', async () => {
    await renderOverview([setting('duplicateDay.isHidden', 'true')]);
    expect(screen.queryByRole('button', { name: 'Duplicate last day' })).not.toBeInTheDocument();
  });
});
