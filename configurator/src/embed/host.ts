import type { Cart, CartAction, LoadedBooking } from '@venue/domain';
import type { i18n as I18n } from 'i18next';
import { navigate } from 'wouter/use-browser-location';
import { prefillActions } from '../app/queryPrefill.ts';
import { safeSessionStorage } from '../app/safeStorage.ts';
import { askedLanguage } from '../i18n/askedLanguage.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { flushCartStorage } from '../store/createAppStore.ts';
import type { AppState } from '../store/types.ts';
import {
  type ConfiguratorEventName,
  type ConfiguratorEvents,
  type EmbedPrefill,
  type HostCommand,
  isAllowedOrigin,
  message,
  originOf,
  PROTOCOL_VERSION,
  readHostCommand,
} from './protocol.ts';

interface HostDeps {
  readonly store: AppStore;
  /** The mounted app's i18n instance (a language from `init` switches it too). */
  readonly i18n: Promise<I18n>;
}

/**
 * The configurator's side of the embed protocol (PROTOCOL.md), started by main.tsx only when framed.
 * Commands are taken only from the property's `embed.allowedOrigins`; events go only to the verified host origin.
 */
export function connectHost({ store, i18n }: HostDeps): void {
  // The page is as tall as its content, not the viewport (Layout.css.ts): the host sizes the iframe to it.
  document.documentElement.dataset.embedded = '';
  let hostOrigin: string | null = null;
  const settled = ({ status }: AppState) =>
    status === 'ready' || status === 'failed' || status === 'no-property' || status === 'unknown-property';
  const sessionReady = new Promise<void>((resolve) => {
    // The session may be ready before this chunk has loaded.
    if (settled(store.getState())) {
      resolve();
      return;
    }
    const unsubscribe = store.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      resolve();
    });
  });
  const allowed = () => store.getState().settings?.embedAllowedOrigins ?? [];

  const post = <N extends ConfiguratorEventName>(name: N, data: ConfiguratorEvents[N]) => {
    if (hostOrigin) window.parent.postMessage(message('configurator', name, data), hostOrigin);
  };
  // A booking event reads the booking through its view (bookingEvent.ts, a chunk of its own: the record's
  // schema), in the booking's language, else the page's. Events keep their order: each waits for the same chunk.
  const postBooking: PostBooking = (name, booking) => {
    void Promise.all([import('./bookingEvent.ts'), i18n]).then(([{ bookingEventOf }, { language }]) =>
      post(name, bookingEventOf(booking, language)),
    );
  };

  let lastPath = '';
  const reportRoute = () => {
    const base = store.getState().base;
    const path = window.location.pathname.startsWith(base)
      ? window.location.pathname.slice(base.length) || '/'
      : window.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    post('routeChanged', { path });
  };
  let lastHeight = -1;
  const reportHeight = () => {
    // The content's height, not the viewport's: the host sizes the iframe to it, so nothing scrolls inside.
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post('resize', { height });
  };
  const announce = () => {
    rememberHost(hostOrigin);
    post('ready', { version: PROTOCOL_VERSION });
    lastHeight = -1;
    lastPath = '';
    reportHeight();
    reportRoute();
  };

  const apply = async (prefill: EmbedPrefill) => {
    const state = store.getState();
    if (prefill.language) askedLanguage.write(prefill.language);
    if (prefill.language && prefill.language !== state.language) {
      state.setLanguage(prefill.language);
      await (await i18n).changeLanguage(prefill.language);
    }
    const actions: CartAction[] = prefillActions(
      {
        tagIds: prefill.tagIds ?? [],
        people: prefill.people ?? null,
        start: prefill.start ?? null,
        end: prefill.end ?? null,
        settingOverrides: [],
      },
      state.catalog.tags,
    );
    if (prefill.promoCode) actions.push({ type: 'setPromocode', code: prefill.promoCode });
    if (prefill.customerAccount)
      actions.push({ type: 'setCustomerAccountNumber', number: prefill.customerAccount });
    for (const action of actions) store.getState().dispatch(action);
    // The host is told the data is applied once the cart holds it.
    await store.getState().cartReady();
  };

  const run = async (command: HostCommand) => {
    switch (command.type) {
      case 'venue:init':
        await apply(command.data);
        post('inited', { applied: command.data });
        return;
      case 'venue:refresh': {
        const cart = store.getState().cart;
        store.getState().reloadCalendar();
        await Promise.all([
          store.getState().loadCatalog(),
          cart ? store.getState().refreshLists(cart) : null,
        ]);
        await store.getState().loadAvailability();
        return;
      }
      case 'venue:reload':
        flushCartStorage();
        window.location.reload();
        return;
      case 'venue:navigate':
        navigate(`${store.getState().base}${command.data.path}`);
        return;
    }
  };

  window.addEventListener('message', (event: MessageEvent) => {
    const command = readHostCommand(event.data);
    if (!command) return;
    void sessionReady.then(async () => {
      const origin = originOf(event.origin);
      // Only the framing page, from an allowed origin, and always the same one once verified.
      const trusted =
        event.source === window.parent &&
        origin !== null &&
        isAllowedOrigin(origin, allowed()) &&
        (hostOrigin === null || origin === hostOrigin);
      if (!trusted || origin === null) {
        console.warn(`Embed: ignored ${command.type} from ${event.origin}: not the page's allowed host`);
        return;
      }
      if (!hostOrigin) {
        hostOrigin = origin;
        announce();
      }
      try {
        await run(command);
      } catch (error) {
        console.error(`Embed: ${command.type} failed`, error);
      }
    });
  });

  void sessionReady.then(() => {
    // The framing page's origin: the browser's ancestor list where it has one, else the referrer (embed.js asks
    // for the origin as referrer; after a reload the referrer is the frame's own URL, so the origin verified
    // before is remembered for the tab). Always checked against the allowed origins.
    const candidates = [
      originOf(window.location.ancestorOrigins?.[0]),
      originOf(document.referrer),
      rememberedHost(),
    ];
    const parent = candidates.find((origin) => origin && isAllowedOrigin(origin, allowed()));
    if (!hostOrigin && parent) {
      hostOrigin = parent;
      announce();
    }
    new ResizeObserver(reportHeight).observe(document.documentElement);
    // Escape that nothing inside took (react-aria's menus, dialogs and popovers stop it): the host's modal closes.
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) post('escapePressed', {});
    });
    // Booking events start now: a cart restored at start-up is no new item.
    store.subscribe((state, before) => reportBooking(state, before, post, postBooking));
    for (const name of ['popstate', 'pushState', 'replaceState'])
      window.addEventListener(name, () => queueMicrotask(reportRoute));
  });
}

type Post = <N extends ConfiguratorEventName>(name: N, data: ConfiguratorEvents[N]) => void;
type PostBooking = (
  name: 'offerRequested' | 'reservationCreated' | 'paymentSucceeded' | 'paymentFailed',
  booking: LoadedBooking,
) => void;

/**
 * The booking events for the host's analytics (PROTOCOL.md): the cart started, lines in and out, and a booking
 * once the server accepted it (its answer read through the booking's view), and a payment's final outcome.
 * Never personal data.
 */
function reportBooking(state: AppState, before: AppState, post: Post, postBooking: PostBooking): void {
  const cart = state.cart;
  const old = before.cart;
  if (cart && old) {
    const currency = cart.currency;
    if (cart.started && !old.started) post('cartStarted', { currency });
    const lines = (c: Cart) => [
      ...c.unitgroups.map((l) => ({
        key: l.key,
        kind: 'unitgroup' as const,
        id: l.unitgroupId,
        itemcount: l.itemcount,
      })),
      ...c.services.map((l) => ({
        key: l.key,
        kind: 'service' as const,
        id: l.serviceId,
        itemcount: l.itemcount,
      })),
    ];
    const now = lines(cart);
    const then = lines(old);
    const codeOf = (kind: 'unitgroup' | 'service', id: number) =>
      (kind === 'unitgroup' ? state.catalog.unitgroups : state.catalog.services).find(
        (item) => item.id === id,
      )?.code ?? null;
    for (const { kind, id, itemcount, key } of now)
      if (!then.some((line) => line.key === key))
        post('itemAdded', { kind, id, code: codeOf(kind, id), itemcount, currency });
    for (const { kind, id, itemcount, key } of then)
      if (!now.some((line) => line.key === key))
        post('itemRemoved', { kind, id, code: codeOf(kind, id), itemcount, currency });
  }
  const sent = state.sentBooking;
  if (sent && sent !== before.sentBooking)
    postBooking(sent.kind === 'offer' ? 'offerRequested' : 'reservationCreated', sent.booking);
  // A payment only once its outcome is final and the server's re-read booking confirms it (never on cancel).
  const paid = state.settledPayment;
  if (paid && paid !== before.settledPayment)
    postBooking(paid.outcome === 'succeeded' ? 'paymentSucceeded' : 'paymentFailed', paid.booking);
}

const HOST_KEY = 'venue_embed_host';

/** The host origin verified before a reload (sessionStorage may be blocked in a frame: then nothing). */
function rememberedHost(): string | null {
  try {
    return safeSessionStorage.getItem(HOST_KEY);
  } catch {
    return null;
  }
}

function rememberHost(origin: string | null): void {
  try {
    if (origin) safeSessionStorage.setItem(HOST_KEY, origin);
  } catch {
    // Storage blocked: a reload then relies on the ancestor origins or the host's next command.
  }
}
