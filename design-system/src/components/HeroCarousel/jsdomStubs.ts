import { vi } from 'vitest';

/**
 * Embla measures with matchMedia, IntersectionObserver and ResizeObserver, which jsdom lacks. Stubs for the
 * carousel tests only (not a global setup): `matches` answers media queries as a browser of the given
 * width without reduced motion would, unless told otherwise.
 */
export function stubBrowserApis({ width = 1280, reducedMotion = false } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  class Observer {
    observe = vi.fn();
    unobserve = vi.fn();
    disconnect = vi.fn();
    takeRecords = () => [];
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('innerHeight', 900);
}
