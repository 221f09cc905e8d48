import { render } from '@testing-library/react';
import { createHttpClient } from '@venue/api-client';
import { expect } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { ApiProvider } from '../app/ApiProvider.tsx';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { I18nRoot } from '../i18n/I18nRoot.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { PaymentDialog } from '../payments/PaymentDialog.tsx';
import { createAppStore } from '../store/createAppStore.ts';
import { StoreProvider } from '../store/StoreProvider.tsx';
import { fakeServer, loginAnswer } from './fakeServer.ts';
import { TEST_BOOKING_TOKEN } from './loadedBooking.ts';

/** The path the booking B-42 is read by (with the test token). */
export const BOOKING_PATH = `/api/booking/byTokenAndInternalIdOrExternalId/${TEST_BOOKING_TOKEN}/B-42`;

/** A JSON answer of the fake API. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The fake API's payment part: an answer for a path, or undefined for the login and property around it. */
export type PaymentRoutes = (
  path: string,
  request: Request,
) => Promise<Response | undefined> | Response | undefined;

/**
 * The payment dialog over the reopened booking B-42 (property lindenhof), with a fake API whose booking and payment
 * paths `routes` answers (docs/pages.md#payment-dialog). `onClose` is the dialog's close.
 */
export async function renderPaymentDialog(routes: PaymentRoutes, onClose: () => void = () => {}) {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(`http://test${String(input)}`, init);
    const answer = await routes(new URL(request.url).pathname, request);
    if (answer) return answer;
    return fakeServer(
      {
        '/api/propertylogin': loginAnswer,
        '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
      },
      { emptyLists: true },
    )(input, init);
  };
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => store.getState().token, language: () => 'en', fetch }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  expect(await store.getState().openExistingBooking({ token: TEST_BOOKING_TOKEN, code: 'B-42' })).toBeNull();
  render(
    <I18nRoot instance={createI18n('en')}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <PaymentDialog onClose={onClose} />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return { store };
}
