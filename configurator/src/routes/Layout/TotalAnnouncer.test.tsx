import { act, render, screen } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import type { Cart } from '@venue/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import type { AppState } from '../../store/types.ts';
import { fakeServer } from '../../testing/fakeServer.ts';
import { TotalAnnouncer } from './TotalAnnouncer.tsx';

// The domain's pricing is tested in domain/; here a cart costs €12 a person.
vi.mock('./cartTotals.ts', () => ({
  totalsOf: (state: AppState) => (state.cart ? [{ amount: state.cart.people * 1200, currency: 'EUR' }] : []),
}));

const cartFor = (people: number) => ({ started: true, people }) as unknown as Cart;

function renderAnnouncer(language: 'de' | 'en') {
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => null, language: () => language, fetch: fakeServer({}) }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  store.setState({ cart: cartFor(10) });
  const i18n = createI18n(language);
  render(
    <I18nRoot instance={i18n}>
      <StoreProvider store={store}>
        <TotalAnnouncer />
      </StoreProvider>
    </I18nRoot>,
  );
  return { store, i18n, region: screen.getByRole('status') };
}

/** Lets `ms` pass, with the pricing loaded and React updated. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the total live region', () => {
  it('is silent about the cart the guest opened with, and says a new total once the changes pause', async () => {
    const { store, region } = renderAnnouncer('de');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await wait(2000);
    expect(region).toHaveTextContent(/^$/);

    // Three presses 300 ms apart: nothing while they go on, then the total after the last one, once.
    const said: string[] = [];
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    for (const people of [11, 12, 13]) {
      act(() => store.setState({ cart: cartFor(people) }));
      await wait(300);
    }
    expect(region).toHaveTextContent(/^$/);
    await wait(1000);
    expect(region).toHaveTextContent(/^Die Summe beträgt jetzt 156,00\s€\.$/);
    await wait(2000);
    expect(said).toHaveLength(1);
  });

  it('says nothing new when the total is back where it was announced or only the language changes', async () => {
    const { store, i18n, region } = renderAnnouncer('en');
    act(() => store.setState({ cart: cartFor(11) }));
    await wait(1000);
    expect(region).toHaveTextContent('The total is now €132.00.');
    act(() => store.setState({ cart: cartFor(12) }));
    await wait(200);
    act(() => store.setState({ cart: cartFor(11) }));
    await wait(1000);
    expect(region).toHaveTextContent('The total is now €132.00.');
    await act(async () => {
      await i18n.changeLanguage('de');
      store.setState({ catalog: { ...store.getState().catalog } });
    });
    await wait(1000);
    expect(region).toHaveTextContent(/^Die Summe beträgt jetzt 132,00\s€\.$/);
  });
});
