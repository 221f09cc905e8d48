import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/** What a browser has and a server does not: taken away while `renderOnServer` renders. */
const browserOnly = ['window', 'document', 'navigator', 'matchMedia', 'innerWidth', 'innerHeight'] as const;

/**
 * `renderToString` as the server runs it: without window, document, navigator or matchMedia (reading one at render
 * throws), and after the lazily loaded parts have arrived (a server waits for them; renderToString would leave
 * their boundaries to the client).
 */
export async function renderOnServer(element: ReactElement): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const saved = browserOnly.map(
      (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
    );
    for (const name of browserOnly)
      Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
    let html: string;
    try {
      html = renderToString(element);
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
    }
    // `<!--$!-->` marks a Suspense boundary the server left to the client (a lazy part not loaded yet).
    if (!html.includes('<!--$!-->') || attempt === 50) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Hydrated {
  container: HTMLElement;
  /** What React reported while hydrating (a mismatch between server and client markup is one). */
  recoverableErrors: unknown[];
  /** Everything written to console.error meanwhile. */
  consoleErrors: unknown[][];
  root: Root;
}

const mounted = new Set<Hydrated>();

/**
 * Puts the server's HTML in the page and hydrates it with `element` (`hydrateRoot`), then lets the effects and the
 * renders after hydration run. `beforeHydration` sees the server's markup in the page. Unmount with
 * `unmountHydrated()` (after each test).
 */
export async function hydrate(
  html: string,
  element: ReactElement,
  beforeHydration?: (container: HTMLElement) => void,
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration?.(container);
  const recoverableErrors: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  } finally {
    spy.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
  if (!root) throw new Error('hydrateRoot returned no root');
  const hydrated = { container, recoverableErrors, consoleErrors, root };
  mounted.add(hydrated);
  return hydrated;
}

/** Unmounts what `hydrate` mounted and takes it out of the page. */
export function unmountHydrated() {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
}
