import { useMemo, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (!canMatch()) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/**
 * Whether a media query matches now; `null` while it cannot be known: on the server and while the page the server
 * rendered is hydrated (React then uses the server's answer, and renders again with the browser's right after).
 * What a component shows differently by it is decided by CSS `@media` until then, so server and first client
 * render give the same markup and nothing moves when the answer arrives. False where `matchMedia` is missing
 * (old test DOMs).
 */
export function useMatchMedia(query: string): boolean | null {
  const subscribe = useMemo(() => subscribeTo(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : false),
    () => null,
  );
}

/** Whether a media query matches now; false on the server, while hydrating and where `matchMedia` is missing. */
export function useMediaQuery(query: string): boolean {
  return useMatchMedia(query) ?? false;
}
