import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App.tsx';
import { createApi } from '../../api/endpoints.ts';
import type { PickupInformation } from '../../api/pickup.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, loginAnswer } from '../../testing/fakeServer.ts';

/*
 * docs/pages.md#group-code, issue 41: a group may hold one room type at two rates (a block per rate plan: the
 * non-refundable one paid when booking, the flexible one held by a card). The attendee chooses the block in a radio
 * group; each option names the room type, the negotiated price and the rate, so two blocks of one room type can be
 * told apart, and choosing one shows that block's nights.
 */

const CODE = 'SUMMIT2027';
const information: PickupInformation = {
  eventName: 'Berlin Summit',
  pickupCode: CODE,
  blocks: [
    {
      id: 21,
      unitgroupId: 3,
      unitgroupName: 'Studio',
      rateplanId: 11,
      rateplanName: 'Non-refundable rate',
      unitPrice: 9900,
      currency: 'EUR',
      nights: [
        { night: '2027-01-14', units: 4, remaining: 4 },
        { night: '2027-01-15', units: 4, remaining: 3 },
      ],
      releasedNights: [],
    },
    {
      id: 22,
      unitgroupId: 3,
      unitgroupName: 'Studio',
      rateplanId: 10,
      rateplanName: 'Flexible rate',
      unitPrice: 11500,
      currency: 'EUR',
      nights: [
        { night: '2027-01-14', units: 2, remaining: 1 },
        { night: '2027-01-15', units: 2, remaining: 0 },
      ],
      releasedNights: [],
    },
  ],
};

const inGerman: PickupInformation = {
  ...information,
  blocks: information.blocks.map((b) => ({
    ...b,
    rateplanName: b.rateplanId === 11 ? 'Nicht stornierbare Rate' : 'Flexible Rate',
  })),
};

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The whole configurator at the attendee's link, with a fake of our API. */
function openGroupLink(language: 'en' | 'de') {
  const link = `/lindenhof/group/${CODE}?lang=${language}`;
  window.history.replaceState(null, '', link);
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => language,
      fetch: async (input, init) => {
        const request = new Request(`http://test${String(input)}`, init);
        const path = new URL(request.url).pathname;
        if (path === '/api/bookingguest/pickup/unavailability') {
          // The flexible block's second night has no room left.
          const { blockId } = (await request.json()) as { blockId: number };
          return new Response(
            JSON.stringify({
              blockId,
              nights: blockId === 22 ? [{ night: '2027-01-15', reason: 'soldOut' }] : [],
            }),
          );
        }
        return fakeServer(
          {
            '/api/propertylogin': loginAnswer,
            '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
            // The room type and rate named in the call's language, as the server names them.
            [`/api/bookingunitgroup/pickup/information/${CODE}`]: language === 'de' ? inGerman : information,
          },
          { emptyLists: true },
        )(input, init);
      },
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  const url = new URL(link, 'http://test');
  render(
    <I18nRoot instance={createI18n(language)}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <App
            location={resolvePropertyLocation(url.pathname, '', null, null)}
            prefill={readQueryPrefill(url.search)}
          />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
}

describe('the attendee’s page of a group with a block per rate', () => {
  it('names each block’s rate in the choice, and the block chosen shows its own nights', async () => {
    const user = userEvent.setup();
    openGroupLink('en');
    await screen.findByRole('heading', { level: 1, name: 'Berlin Summit' });
    const choice = screen.getByRole('radiogroup', { name: 'Room type and rate' });
    const nonRefundable = within(choice).getByRole('radio', {
      name: 'Studio, €99.00 per night (Non-refundable rate)',
    });
    const flexible = within(choice).getByRole('radio', { name: 'Studio, €115.00 per night (Flexible rate)' });
    expect(nonRefundable).toBeChecked();
    expect(await screen.findByText('3 rooms left, €99.00 per night')).toBeVisible();

    await user.click(flexible);
    expect(flexible).toBeChecked();
    expect(await screen.findByText('1 room left, €115.00 per night')).toBeVisible();
    expect(await screen.findByText('Sold out')).toBeVisible();
    expect(screen.queryByText('3 rooms left, €99.00 per night')).toBeNull();
  });

  it('says the rate in German too', async () => {
    openGroupLink('de');
    await screen.findByRole('heading', { level: 1, name: 'Berlin Summit' });
    const choice = screen.getByRole('radiogroup', { name: 'Zimmerart und Rate' });
    expect(
      within(choice).getByRole('radio', { name: /^Studio, 99,00\s€ pro Nacht \(Nicht stornierbare Rate\)$/ }),
    ).toBeChecked();
    expect(
      within(choice).getByRole('radio', { name: /^Studio, 115,00\s€ pro Nacht \(Flexible Rate\)$/ }),
    ).not.toBeChecked();
  });
});
