import { createHttpClient } from '@venue/api-client';
import { CART_STORAGE_PREFIX } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

/*
 * A guest chooses a room and at once its rate: two availability reads are under way, for the room without a rate
 * and for the room at that rate. The older one may be answered last; its price (the default rate's) must not
 * replace the chosen rate's, or the cart charges what the guest did not choose.
 */

const catalogRoutes = {
  '/api/propertylogin': loginAnswer,
  '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel' },
  '/api/propertysetting/list': listPage([]),
  '/api/property/css/7': '',
  '/api/unitgroup/list': listPage([
    { id: 11, code: 'STUDIO', name: 'Studio', unitgroupcategory: { id: 1 }, relationList: [], tagIds: [] },
  ]),
};

/** An availability answer for the studio at a rate and its price. */
const answer = (rateplanId: number, price: number) => [
  {
    unitgroupId: 11,
    available: true,
    availabilities: [
      { available: true, price, currency: 'EUR', rateplan: { id: rateplanId }, maxquantity: 12 },
    ],
  },
];

async function startedStore() {
  const pending: { rateplan: number | null; answer: (body: unknown) => void }[] = [];
  const catalog = fakeServer(catalogRoutes, { emptyLists: true });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).startsWith('/api/unitgroup/availability')) {
      const [request] = JSON.parse(String(init?.body)) as {
        availabilities: { rateplan: { id: number } | null }[];
      }[];
      return new Promise<Response>((resolve) =>
        pending.push({
          rateplan: request?.availabilities[0]?.rateplan?.id ?? null,
          answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
        }),
      );
    }
    return catalog(input, init);
  };
  const api = createApi(
    createHttpClient({ baseUrl: '', token: () => store.getState().token, language: () => 'en', fetch }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: vi.fn() });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  return { store, pending };
}

/** Lets the answered reads be applied. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  flushCartStorage();
  localStorage.removeItem(`${CART_STORAGE_PREFIX}7`);
});

describe('the availability of the cart’s rooms', () => {
  it('is the newest read’s, even when an older read is answered after it', async () => {
    const { store, pending } = await startedStore();
    const cart = store.getState().cart;
    if (!cart) throw new Error('a cart was expected');
    const line = {
      key: 'u1',
      slotIndex: 0,
      unitgroupId: 11,
      itemcount: 1,
      personcount: 2,
      personsperroom: null,
      origin: { kind: 'guest' },
      bookingLineId: null,
      rateplanId: null,
    } as const;
    store.getState().replaceCart({ ...cart, unitgroups: [line] });
    const first = store.getState().loadAvailability();
    store.getState().replaceCart({ ...cart, unitgroups: [{ ...line, rateplanId: 3 }] });
    const second = store.getState().loadAvailability();
    await settled();
    expect(pending.map((read) => read.rateplan)).toEqual([null, 3]);

    // The chosen rate's answer first, then the older read's (the default rate, 129.00 €).
    pending[1]?.answer(answer(3, 11610));
    await second;
    pending[0]?.answer(answer(2, 12900));
    await first;
    expect(store.getState().availability[0]?.availabilities[0]?.price).toBe(11610);
  });
});
