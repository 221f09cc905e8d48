import { render, screen } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import { defaultSettings, PLAIN_POLICY, type RatePolicy, type Rateplan, type Settings } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { RateChoice } from './RateChoice.tsx';

/*
 * docs/rules.md#rate-policies: a rate's terms say what will be collected under the property's payment settings. At
 * Seehotel Lindenhof offers are paid online: a request pays nothing now, but a deposit when the offer is accepted.
 */

const rate = (id: number, name: string, policy: RatePolicy): Rateplan => ({
  id,
  name,
  price: 10_000,
  currency: 'EUR',
  vat: { id: 1, name: 'VAT', value: 7 },
  onRequest: false,
  policy,
});
const rates = [
  rate(1, 'Day rate', { ...PLAIN_POLICY, freeCancellationDays: 14 }),
  rate(2, 'Guaranteed rate', { ...PLAIN_POLICY, guarantee: true, freeCancellationDays: 14 }),
];
const lindenhof: Settings = {
  ...defaultSettings,
  paymentEnabled: true,
  onlineOfferPaymentEnabled: true,
  configuratorPaymentEnabled: false,
  configuratorPaymentDepositInPercent: 30,
};

function renderChoice(settings: Settings, origin: 'request' | 'reservation', language: 'en' | 'de' = 'en') {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => null,
      language: () => language,
      fetch: async () => new Response('{}'),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  store.setState({ settings });
  return render(
    <I18nRoot instance={createI18n(language)}>
      <StoreProvider store={store}>
        <RateChoice rates={rates} chosenId={1} unitLabel="per day" origin={origin} onChange={() => {}} />
      </StoreProvider>
    </I18nRoot>,
  );
}

describe('the terms of the rate choice', () => {
  it('say a request pays the offer’s deposit when it is accepted (offers paid online)', () => {
    const { container } = renderChoice(lindenhof, 'request');
    const text = container.textContent ?? '';
    expect(text).toContain(
      "Nothing to pay now; a deposit of 30 % is paid when you accept the hotel's offer. Free cancellation until 14 days before arrival.",
    );
    expect(text).not.toContain('Nothing to pay now. ');
    expect(text).not.toContain('A card guarantees the booking');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('say it in German', () => {
    const { container } = renderChoice(lindenhof, 'request', 'de');
    expect(container.textContent).toContain(
      'Jetzt nichts zu bezahlen; wenn Sie das Angebot des Hotels annehmen, wird eine Anzahlung von 30 % fällig.',
    );
  });

  it('say nothing to pay now and no card held when the property takes no payments', () => {
    const { container } = renderChoice({ ...lindenhof, paymentEnabled: false }, 'reservation');
    const text = container.textContent ?? '';
    expect(text).toContain('Nothing to pay now. Free cancellation');
    expect(text).not.toContain('card');
  });

  it('say a card held when reserving at a guarantee rate', () => {
    const { container } = renderChoice(lindenhof, 'reservation');
    expect(container.textContent).toContain('A card guarantees the booking; nothing is charged now.');
  });
});
