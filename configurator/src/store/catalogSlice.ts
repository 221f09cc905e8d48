import type { Cart, Catalog } from '@venue/domain';
import { listFilters } from '../api/listFilters.ts';
import type { CatalogSlice } from './state/catalog.ts';
import type { SliceCreator } from './types.ts';

const emptyCatalog: Catalog = {
  unitgroups: [],
  services: [],
  servicetypes: [],
  servicegroups: [],
  timeslicedefinitions: [],
  tags: [],
};

/** docs/rules.md#yanking: a list that fails to load is logged and treated as empty. */
async function orEmpty<T>(what: string, load: Promise<readonly T[]>): Promise<readonly T[]> {
  try {
    return await load;
  } catch (error) {
    console.error(`Loading ${what} failed`, error);
    return [];
  }
}

/**
 * The availability requests' body for the cart (availabilityBody.ts): the domain's request builder and its line
 * builder are not needed before the cart holds a unit group, so they are a chunk of their own, not part of the
 * first screen's JavaScript (docs/performance.md).
 */
async function availabilityBody(cart: Cart, catalog: Catalog) {
  const { availabilityBody: body } = await import('./availabilityBody.ts');
  return body(cart, catalog);
}

/** Creates the catalog slice. */
export const createCatalogSlice: SliceCreator<CatalogSlice> = ({ api }) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let catalogGeneration = 0;
  // The newest availability read: an answer to an older cart (a room added, then its rate chosen) is dropped.
  let availabilityGeneration = 0;
  // Whether a list read for a changed cart is still due to be checked for unavailable items: a newer
  // read (a language change too) takes the check over, so a superseded refresh still yanks.
  let yankDue = false;
  // The newest scheduled refresh: only its end makes the page no longer busy.
  let refreshTicket = 0;
  // The time slices came with the page (primeCatalog): the first list read does not ask for them again.
  let slicesFresh = false;

  return (set, get) => {
    /** Reads unit groups and services for the cart; only the newest read is applied. */
    async function readLists(cart: Cart): Promise<void> {
      const mine = ++generation;
      const fresh = slicesFresh;
      slicesFresh = false;
      set({ listsLoading: true });
      const filters = listFilters(cart);
      const [unitgroups, services, slices] = await Promise.all([
        orEmpty('unit groups', api.unitgroups(filters)),
        orEmpty('services', api.services(filters)),
        // A failed read keeps the time slices known so far: only a list without the cart's slice yanks it.
        fresh
          ? null
          : api.timeslicedefinitions().catch((error: unknown) => {
              console.error('Loading time slices failed', error);
              return null;
            }),
      ]);
      // A newer refresh started meanwhile: its answer wins.
      if (mine !== generation) return;
      const timeslicedefinitions = slices ?? get().catalog.timeslicedefinitions;
      set({ catalog: { ...get().catalog, unitgroups, services, timeslicedefinitions }, listsLoading: false });
      if (!yankDue) return;
      yankDue = false;
      get().afterListsRefreshed();
      await get().loadAvailability();
    }
    return {
      catalog: emptyCatalog,
      heroes: [],
      listsLoading: false,
      listsRefreshing: false,
      availability: [],
      calendarGeneration: 0,
      reloadCalendar: () => set({ calendarGeneration: get().calendarGeneration + 1 }),
      pageCalendar: null,
      primeCalendar: (read) => set({ pageCalendar: read }),
      loadCatalog: async (propertyId = get().property?.id ?? 0) => {
        const mine = ++catalogGeneration;
        const [servicetypes, servicegroups, timeslicedefinitions, tags, heroes] = await Promise.all([
          orEmpty('service types', api.servicetypes()),
          orEmpty('service groups', api.servicegroups()),
          orEmpty('time slices', api.timeslicedefinitions()),
          orEmpty('tags', api.tags(propertyId)),
          orEmpty('hero documents', api.heroes()),
        ]);
        // Two quick language changes: the later read wins.
        if (mine !== catalogGeneration) return;
        set({
          catalog: { ...get().catalog, servicetypes, servicegroups, timeslicedefinitions, tags },
          heroes,
        });
      },
      primeCatalog: ({ servicetypes, servicegroups, timeslicedefinitions, tags, heroes }) => {
        ++catalogGeneration;
        slicesFresh = true;
        set({
          catalog: { ...get().catalog, servicetypes, servicegroups, timeslicedefinitions, tags },
          heroes,
        });
      },
      primeLists: ({ unitgroups, services, availability }) => {
        // An older read still under way is for an older cart: it is dropped.
        ++generation;
        ++availabilityGeneration;
        set({ catalog: { ...get().catalog, unitgroups, services }, availability });
      },
      readCartLists: async (cart) => {
        const filters = listFilters(cart);
        const [unitgroups, services] = await Promise.all([api.unitgroups(filters), api.services(filters)]);
        const body = await availabilityBody(cart, { ...get().catalog, unitgroups, services });
        const availability = body.length === 0 ? [] : await api.availability(body);
        return { filters: JSON.stringify(filters), unitgroups, services, availability };
      },
      refreshLists: async (cart) => {
        yankDue = true;
        await readLists(cart);
      },
      reloadCatalogTexts: async () => {
        const cart = get().cart;
        await Promise.all([get().loadCatalog(), cart ? readLists(cart) : undefined]);
      },
      loadAvailability: async () => {
        const mine = ++availabilityGeneration;
        const cart = get().cart;
        if (!cart) return;
        const body = await availabilityBody(cart, get().catalog);
        if (body.length === 0) {
          if (mine === availabilityGeneration) set({ availability: [] });
          return;
        }
        try {
          const availability = await api.availability(body);
          if (mine === availabilityGeneration) set({ availability });
        } catch (error) {
          if (mine !== availabilityGeneration) return;
          console.error('Loading availability failed', error);
        }
      },
      scheduleRefresh: () => {
        clearTimeout(timer);
        const mine = ++refreshTicket;
        if (!get().listsRefreshing) set({ listsRefreshing: true });
        timer = setTimeout(async () => {
          const cart = get().cart;
          try {
            if (cart) await get().refreshLists(cart);
          } finally {
            // A refresh asked for meanwhile keeps the page busy until it is in.
            if (mine === refreshTicket) set({ listsRefreshing: false });
          }
        }, get().settings?.refreshListsDebounce ?? 100);
      },
    };
  };
};
