/*
 * embed.js (PROTOCOL.md): the host page's side of the embed, no framework. Built by the configurator's build
 * (embedBuild.ts) into one small script the server serves at /embed.js.
 */
import type {
  ConfiguratorEvents,
  EmbedHandle,
  EmbedOptions,
  HostCommands,
  ModalHandle,
  ModalOptions,
  VenueBookingApi,
} from './embed.d.ts';
import { ga4Event } from './ga4.ts';
import { type ConfiguratorEvent, message, NAMESPACE, readConfiguratorEvent } from './protocol.ts';

type Handler = (data: unknown) => void;

// The origin embed.js came from: the booking server, unless the host names another.
const scriptOrigin = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL(src).origin : window.location.origin;
})();

const german = () => /^de\b/i.test(document.documentElement.lang);

function frame(options: EmbedOptions): EmbedHandle {
  const base = new URL(options.origin ?? scriptOrigin);
  const origin = base.origin;
  const iframe = document.createElement('iframe');
  iframe.src = `${origin}/${encodeURIComponent(options.property)}${options.prefill?.language ? `?lang=${options.prefill.language}` : ''}`;
  iframe.title = options.title ?? (german() ? 'Buchung' : 'Booking');
  // The configurator reads the host's origin from the referrer (and checks it against its allowed origins).
  iframe.referrerPolicy = 'origin';
  iframe.allow = 'payment';
  iframe.setAttribute('scrolling', 'no');
  iframe.style.cssText = 'display:block;width:100%;height:600px;border:0;overflow:hidden';
  const handlers = new Map<string, Set<Handler>>();
  let queue: [string, unknown][] | null = [];
  const post = (name: string, data: unknown) =>
    iframe.contentWindow?.postMessage(message('host', name, data ?? {}), origin);
  const emit = (name: string, data: unknown) => {
    for (const handler of handlers.get(name) ?? []) handler(data);
  };
  // GA4 e-commerce events for the host's Tag Manager, only while the visitor consents (asked at every event).
  let consent = options.analytics?.consent;
  const consented = () => {
    try {
      return typeof consent === 'function' ? consent() === true : consent === true;
    } catch {
      return false;
    }
  };
  const track = (received: ConfiguratorEvent) => {
    if (!options.analytics?.dataLayer || !consented()) return;
    const name = received.type.slice(NAMESPACE.length) as keyof ConfiguratorEvents;
    const event = ga4Event(name, received.data as never);
    if (!event) return;
    const host = window as unknown as { dataLayer?: unknown[] };
    // GTM's rule: clear the previous ecommerce object before pushing the next.
    host.dataLayer ??= [];
    host.dataLayer.push({ ecommerce: null }, event);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const received = readConfiguratorEvent(event.data);
    if (!received) return;
    const name = received.type.slice(NAMESPACE.length);
    if (received.type === 'venue:resize') iframe.style.height = `${received.data.height}px`;
    if (received.type === 'venue:ready' && queue) {
      const waiting = queue;
      queue = null;
      if (options.prefill) post('init', options.prefill);
      for (const [command, data] of waiting) post(command, data);
    }
    emit(name, received.data);
    track(received);
  };
  window.addEventListener('message', onMessage);
  // A reload of the configurator announces itself again; commands wait for it meanwhile.
  iframe.addEventListener('load', () => {
    queue ??= [];
  });
  return {
    iframe,
    send<N extends keyof HostCommands>(name: N, data?: HostCommands[N]) {
      if (queue) queue.push([name, data]);
      else post(name, data);
    },
    on<N extends keyof ConfiguratorEvents>(name: N, handler: (data: ConfiguratorEvents[N]) => void) {
      const set = handlers.get(name) ?? new Set<Handler>();
      handlers.set(name, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
    setConsent(granted: boolean) {
      consent = granted;
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}

function embed(options: EmbedOptions & { readonly target: Element | string }): EmbedHandle {
  const target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
  if (!target) throw new Error(`VenueBooking.embed: no element matches ${String(options.target)}`);
  const handle = frame(options);
  target.append(handle.iframe);
  return handle;
}

function modal(options: ModalOptions): ModalHandle {
  const handle = frame(options);
  const { iframe } = handle;
  iframe.style.height = '80vh';
  const backdrop = document.createElement('div');
  backdrop.style.cssText =
    'position:fixed;inset:0;z-index:2147483000;display:none;align-items:flex-start;justify-content:center;background:rgba(0,0,0,.5);overflow:auto;padding:16px;box-sizing:border-box';
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', iframe.title);
  dialog.style.cssText =
    'position:relative;width:100%;max-width:1200px;background:#fff;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.3)';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', german() ? 'Schließen' : 'Close');
  close.style.cssText =
    'position:absolute;top:-12px;right:-12px;width:36px;height:36px;border-radius:50%;border:0;background:#fff;color:#111;font:24px/1 sans-serif;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3);z-index:1';
  // Focus stays in the dialog: Tab past either end comes back to the other end.
  const guard = (to: () => HTMLElement) => {
    const sentinel = document.createElement('span');
    sentinel.tabIndex = 0;
    sentinel.addEventListener('focus', () => to().focus());
    return sentinel;
  };
  dialog.append(
    guard(() => iframe),
    close,
    iframe,
    guard(() => close),
  );
  backdrop.append(dialog);
  let returnTo: HTMLElement | null = null;
  let hidden: Element[] = [];
  let overflow = '';

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeDialog();
    }
  };
  function open(): void {
    if (backdrop.style.display !== 'none') return;
    if (!backdrop.isConnected) document.body.append(backdrop);
    returnTo = document.activeElement as HTMLElement | null;
    hidden = [...document.body.children].filter((el) => el !== backdrop && !el.hasAttribute('inert'));
    for (const el of hidden) el.setAttribute('inert', '');
    overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    backdrop.style.display = 'flex';
    document.addEventListener('keydown', onKey);
    close.focus();
  }
  function closeDialog(): void {
    if (backdrop.style.display === 'none') return;
    backdrop.style.display = 'none';
    for (const el of hidden) el.removeAttribute('inert');
    document.body.style.overflow = overflow;
    document.removeEventListener('keydown', onKey);
    returnTo?.focus();
  }
  close.addEventListener('click', closeDialog);
  // Escape pressed inside the configurator (the keydown above only sees the host's document).
  handle.on('escapePressed', closeDialog);
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) closeDialog();
  });
  const onTrigger = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest?.(options.trigger);
    if (!trigger) return;
    event.preventDefault();
    open();
  };
  document.addEventListener('click', onTrigger);
  return {
    ...handle,
    open,
    close: closeDialog,
    destroy() {
      closeDialog();
      document.removeEventListener('click', onTrigger);
      handle.destroy();
      backdrop.remove();
    },
  };
}

const api: VenueBookingApi = { embed, modal };
window.VenueBooking = api;
