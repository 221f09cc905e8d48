import type { CartAction } from '@venue/domain';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AppStore } from '../store/createAppStore.ts';
import { connectHost } from './host.ts';
import { message } from './protocol.ts';

const HOST = 'https://www.hotel.example';

/** The store as far as the embed reads it: a session already ready (the embed chunk may load after it). */
function fakeStore(dispatch: (action: CartAction) => void) {
  return createStore(() => ({
    status: 'ready',
    settings: { embedAllowedOrigins: [HOST] },
    base: '/lindenhof',
    language: 'de',
    catalog: { tags: [], unitgroups: [], services: [] },
    cart: null,
    sentBooking: null,
    dispatch,
    cartReady: () => Promise.resolve(),
    setLanguage: vi.fn(),
  })) as unknown as AppStore;
}

/** A command as the browser delivers it: from an origin, by a window. */
function deliver(origin: string, data: unknown, source: Window | null = window.parent) {
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
}

describe('connectHost (the configurator side of the embed)', () => {
  let posted: ReturnType<typeof vi.spyOn>;
  let warned: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('applies an allowed host’s init, answers inited to that origin only, and refuses another origin', async () => {
    const dispatch = vi.fn();
    connectHost({ store: fakeStore(dispatch), i18n: Promise.resolve({} as I18n) });

    deliver('https://evil.example', message('host', 'init', { people: 99 }));
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(expect.stringContaining('https://evil.example')),
    );
    expect(dispatch).not.toHaveBeenCalled();

    deliver(HOST, message('host', 'init', { people: 12, start: '2027-02-18' }));
    await vi.waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        message('configurator', 'inited', { applied: { people: 12, start: '2027-02-18' } }),
        HOST,
      ),
    );
    expect(dispatch).toHaveBeenCalledWith({ type: 'setGuests', people: 12 });
    expect(dispatch).toHaveBeenCalledWith({
      type: 'setDates',
      startdate: '2027-02-18',
      enddate: '2027-02-18',
    });
    // Never a wildcard target.
    for (const call of posted.mock.calls) expect(call[1]).toBe(HOST);
  });

  it('ignores a command from an allowed origin that is not its parent window, and messages of others', async () => {
    const dispatch = vi.fn();
    connectHost({ store: fakeStore(dispatch), i18n: Promise.resolve({} as I18n) });
    deliver(HOST, message('host', 'init', { people: 5 }), null);
    await vi.waitFor(() => expect(warned).toHaveBeenCalled());
    deliver(HOST, { type: 'someone-else', people: 5 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dispatch).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: 'venue:inited' }),
      expect.anything(),
    );
  });
});
