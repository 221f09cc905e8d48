import { createHttpClient } from '@venue/api-client';
import { CART_STORAGE_PREFIX } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

/*
 * A server that, like the real one, answers the catalog's texts in the call's App-Language (unit test
 * only; the e2e spec configurator-language.spec.ts goes through the real server).
 */
const texts = {
  de: {
    type: 'Verpflegung',
    service: 'Mittagsbuffet',
    room: 'Einzelzimmer',
    tag: 'Seeblick',
    hotel: 'Seehotel',
  },
  en: { type: 'Catering', service: 'Lunch buffet', room: 'Single room', tag: 'Lake view', hotel: 'Lakeside' },
};
type Language = keyof typeof texts;

function server(state: { serviceAvailable: boolean }, seen: Request[]): typeof fetch {
  return fakeServer(
    (request) => {
      const language: Language = request.headers.get('App-Language') === 'en' ? 'en' : 'de';
      const words = texts[language];
      return {
        '/api/propertylogin': loginAnswer,
        '/api/property/7': { id: 7, key: 'lindenhof', name: words.hotel },
        '/api/propertysetting/list': listPage([]),
        '/api/servicetype/list': listPage([{ id: 1, code: 'catering', name: words.type, sort: 0 }]),
        '/api/portal/search/tag/list': listPage([{ id: 3, name: words.tag }]),
        '/api/property/css/7': '',
        '/api/servicegroup/list': listPage([]),
        '/api/timeslicedefinition/list': listPage([]),
        '/api/herodocument/list': listPage([]),
        '/api/unitgroup/list': listPage([
          {
            id: 11,
            code: 'SGL',
            name: words.room,
            unitgroupcategory: { id: 1 },
            relationList: [],
            tagIds: [],
          },
        ]),
        '/api/service/list': listPage([
          {
            id: 21,
            code: 'LUNCH',
            name: words.service,
            servicetype: { id: 1 },
            serviceOptionList: [],
            rateplanList: [],
            relationList: [],
            servicegroupIds: [],
            available: state.serviceAvailable,
          },
        ]),
      };
    },
    { seen },
  );
}

async function startedStore(state = { serviceAvailable: true }) {
  const seen: Request[] = [];
  const notify = vi.fn();
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      // The store's language is the one every call says.
      language: () => store.getState().language,
      fetch: server(state, seen),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  return { store, seen, notify, state };
}

/** Waits until the reads a language change started have been answered and applied. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  flushCartStorage();
  localStorage.removeItem(`${CART_STORAGE_PREFIX}7`);
});

describe('changing the language', () => {
  it('reads the catalog and the property name again in the new language and back', async () => {
    const { store } = await startedStore();
    expect(store.getState().catalog.servicetypes[0]?.name).toBe('Verpflegung');

    store.getState().setLanguage('en');
    await settled();
    const catalog = store.getState().catalog;
    expect(catalog.servicetypes.map((t) => t.name)).toEqual(['Catering']);
    expect(catalog.services.map((s) => s.name)).toEqual(['Lunch buffet']);
    expect(catalog.unitgroups.map((u) => u.name)).toEqual(['Single room']);
    expect(catalog.tags.map((t) => t.name)).toEqual(['Lake view']);
    expect(store.getState().property?.name).toBe('Lakeside');
    expect(store.getState().property?.currency).toBe('EUR');

    store.getState().setLanguage('de');
    await settled();
    expect(store.getState().catalog.servicetypes.map((t) => t.name)).toEqual(['Verpflegung']);
    expect(store.getState().property?.name).toBe('Seehotel');
  });

  it('keeps the cart and its lines, and takes nothing out of it', async () => {
    const { store, notify, state } = await startedStore();
    const cart = store.getState().cart;
    if (!cart) throw new Error('a cart was expected');
    const line = {
      key: 's1',
      slotIndex: 0,
      serviceId: 21,
      servicetypeId: 1,
      unitgroupLineKey: null,
      itemcount: 1,
      personcount: 10,
      durationcount: 1,
      starttime: null,
      endtime: null,
      description: '',
      optionIds: [],
      origin: { kind: 'guest' },
      bookingLineId: null,
    };
    store.getState().replaceCart({ ...cart, services: [line] } as unknown as typeof cart);
    const before = store.getState().cart;
    // Even if the service were reported unavailable meanwhile, a language change is no reason to yank it:
    // only a change of the cart's dates, people or codes is (the next such refresh will).
    state.serviceAvailable = false;

    store.getState().setLanguage('en');
    await settled();
    expect(store.getState().catalog.services[0]?.name).toBe('Lunch buffet');
    expect(store.getState().cart).toBe(before);
    expect(store.getState().yanked).toEqual([]);
    expect(notify).not.toHaveBeenCalled();

    // A refresh for a changed cart does take it out (and says so).
    store.getState().dispatch({ type: 'setGuests', people: 12 });
    await store.getState().refreshLists(store.getState().cart ?? cart);
    expect(store.getState().cart?.services).toEqual([]);
    expect(notify).toHaveBeenCalled();
  });

  it('says the new language on every call it makes', async () => {
    const { store, seen } = await startedStore();
    const from = seen.length;
    store.getState().setLanguage('en');
    await settled();
    const calls = seen.slice(from);
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining([
        '/api/servicetype/list',
        '/api/unitgroup/list',
        '/api/service/list',
        '/api/property/7',
      ]),
    );
    expect(calls.every((r) => r.headers.get('App-Language') === 'en')).toBe(true);
  });
});
