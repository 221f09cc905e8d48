import { createHttpClient } from '@venue/api-client';
import type { Service, Servicetype } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { fakeServer, loginAnswer } from '../testing/fakeServer.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

/*
 * Issue 18: choosing a service announces it, and what its card now asks the guest to choose (the options,
 * a required start time, a required description), so a screen-reader guest knows the fields that appeared.
 */

const catering: Servicetype = {
  id: 1,
  code: 'catering',
  name: 'Verpflegung',
  notab: false,
  disableingroupmode: false,
  notassignedtounitgroup: true,
  required: false,
  minadvancebookingdays: 0,
  sort: 1,
};

function service(id: number, name: string, overrides: Partial<Service> = {}): Service {
  return {
    id,
    code: `S${id}`,
    name,
    text: '',
    servicetype: { id: 1 },
    servicegroupIds: [],
    serviceOptionList: [],
    minOption: 0,
    maxOption: 0,
    timeenabled: false,
    timeenabledforuserisrequired: false,
    descriptionenabled: false,
    descriptionenabledforuserisrequired: false,
    sellingmode: { id: 2 },
    minimumsalesforfreerent: null,
    rateplanList: [],
    relationList: [],
    available: true,
    ...overrides,
  };
}

const option = (id: number, name: string): Service['serviceOptionList'][number] => ({
  id,
  name,
  version: 1,
  disabled: false,
  prefillpeople: false,
  required: false,
  minadvancebookingdays: 0,
  notassignedtounitgroup: false,
  disableingroupmode: false,
  headline: null,
  description: null,
  tooltip: null,
  eventbar: false,
  notab: false,
});

const diets = [option(1, 'Vegetarisch'), option(2, 'Vegan'), option(3, 'Glutenfrei')];

async function startedStore(services: Service[]) {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(
        {
          '/api/propertylogin': loginAnswer,
          '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof' },
          '/api/property/css/7': '',
        },
        { emptyLists: true },
      ),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(
      resolvePropertyLocation('/lindenhof', '', null, null),
      readQueryPrefill('?f.start=2026-12-17&f.end=2026-12-17&f.people=12'),
    );
  store.getState().dispatch({ type: 'start' });
  store.setState({ catalog: { ...store.getState().catalog, servicetypes: [catering], services } });
  await store.getState().preloadRelations();
  return store;
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('choosing a service', () => {
  it('comes after the cart changes made before it, even before the cart rules are loaded', async () => {
    const services = [service(5, 'Mittagsbuffet')];
    const started = await startedStore(services);
    // The same cart in a page whose cart rules are not loaded yet (its relations engine is).
    const api = createApi(
      createHttpClient({
        baseUrl: '',
        token: () => null,
        language: () => 'de',
        fetch: fakeServer({}, { emptyLists: true }),
      }),
    );
    const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
    store.setState({ settings: started.getState().settings, catalog: started.getState().catalog });
    store
      .getState()
      .replaceCart(started.getState().cart as NonNullable<ReturnType<typeof started.getState>['cart']>);
    await store.getState().preloadRelations();
    store.getState().dispatch({ type: 'setGuests', people: 30 });
    store.getState().addService(5, 1);
    await store.getState().cartReady();
    await vi.waitFor(() => expect(store.getState().cart?.services).toHaveLength(1));
    expect(store.getState().cart).toMatchObject({ people: 30, services: [{ serviceId: 5 }] });
    expect(store.getState().cart?.services[0]?.personcount).toBe(30);
  });

  it('announces the service and how many of its options to choose', async () => {
    const store = await startedStore([
      service(5, 'Mittagsbuffet', { serviceOptionList: diets, minOption: 1, maxOption: 2 }),
    ]);
    store.getState().addService(5, 1);
    expect(store.getState().announcement).toEqual([
      { key: 'service.added', values: { names: 'Mittagsbuffet' } },
      { key: 'service.chooseOptionsBetween', values: { min: 1, max: 2 } },
    ]);
  });

  it('names a required start time and description, and an exact number of options', async () => {
    const store = await startedStore([
      service(6, 'Abendessen', {
        serviceOptionList: diets,
        minOption: 1,
        maxOption: 1,
        timeenabled: true,
        timeenabledforuserisrequired: true,
        descriptionenabled: true,
        descriptionenabledforuserisrequired: true,
      }),
    ]);
    store.getState().addService(6, 1);
    expect(store.getState().announcement).toEqual([
      { key: 'service.added', values: { names: 'Abendessen' } },
      { key: 'service.chooseOptions', values: { count: 1 } },
      { key: 'service.starttimeToGive' },
      { key: 'service.descriptionToGive' },
    ]);
  });

  it('asks for nothing more when the service has no options and nothing required', async () => {
    const store = await startedStore([service(7, 'Kaffee', { timeenabled: true })]);
    store.getState().addService(7, 1);
    expect(store.getState().announcement).toEqual([{ key: 'service.added', values: { names: 'Kaffee' } }]);
  });
});
