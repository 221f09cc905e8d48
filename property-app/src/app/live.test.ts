import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveNews, threadRead, useLiveBurst, useLiveEvents } from './live.ts';

/** A stand-in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const booking = { kind: 'booking', bookingId: 7, propertyId: 1, action: 'request', state: 1, version: 1 };
const message = { kind: 'message', bookingId: 7, propertyId: 1, messageId: 3, author: 'booker' };

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live events', () => {
  it('share one stream between the listeners of a page and close it when the last one leaves', () => {
    const first: LiveNews[] = [];
    const second: LiveNews[] = [];
    const a = renderHook(() => useLiveEvents((n) => first.push(n)));
    const b = renderHook(() => useLiveEvents((n) => second.push(n)));
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe('/api/staff/events');
    act(() => {
      source?.emit('ready', '{}');
      source?.emit('booking', JSON.stringify(booking));
      source?.emit('message', JSON.stringify(message));
      source?.emit('booking', 'not json');
      source?.emit('booking', JSON.stringify({ kind: 'booking', bookingId: 'x' }));
    });
    expect(first).toEqual([booking, message]);
    expect(second).toEqual([booking, message]);
    a.unmount();
    expect(source?.closed).toBe(false);
    b.unmount();
    expect(source?.closed).toBe(true);
  });

  it('says "reconnected" when the stream is ready again, and passes on threads read in the app', () => {
    const heard: LiveNews[] = [];
    const hook = renderHook(() => useLiveEvents((n) => heard.push(n)));
    const source = FakeEventSource.opened[0];
    act(() => {
      source?.emit('ready', '{}');
      source?.emit('ready', '{}');
      threadRead(7);
    });
    expect(heard).toEqual([{ kind: 'reconnected' }, { kind: 'read', bookingId: 7 }]);
    hook.unmount();
  });

  it('hands a burst of accepted events over once, after it settled', () => {
    vi.useFakeTimers();
    const bursts: (readonly LiveNews[])[] = [];
    const hook = renderHook(() =>
      useLiveBurst(
        (n) => n.kind === 'booking',
        (burst) => bursts.push(burst),
      ),
    );
    const source = FakeEventSource.opened[0];
    act(() => {
      source?.emit('booking', JSON.stringify(booking));
      source?.emit('message', JSON.stringify(message));
      vi.advanceTimersByTime(100);
      source?.emit('booking', JSON.stringify({ ...booking, version: 2 }));
    });
    expect(bursts).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(bursts).toEqual([[booking, { ...booking, version: 2 }]]);
    hook.unmount();
  });
});
