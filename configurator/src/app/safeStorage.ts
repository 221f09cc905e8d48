/*
 * The one way to local and session storage in the configurator. A browser may block storage in a third-party
 * iframe (the embed on a hotel's website): then every access throws a SecurityError, or `window.localStorage` itself
 * does. Values then live in memory for the page's life (the cart, the host's `init` prefill does the rest), and
 * the guest sees no error.
 */

type Kind = 'localStorage' | 'sessionStorage';

interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safeStorage(kind: Kind): SafeStorage {
  // Writes the browser refused, read back from here.
  const memory = new Map<string, string>();
  let warned = false;
  const real = (): Storage => window[kind];
  return {
    getItem(key) {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      try {
        return real().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        real().setItem(key, value);
        memory.delete(key);
      } catch (error) {
        memory.set(key, value);
        if (!warned) console.warn(`${kind} is not available: kept in memory`, error);
        warned = true;
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        real().removeItem(key);
      } catch {
        // Blocked: nothing stored there.
      }
    },
  };
}

export const safeLocalStorage = safeStorage('localStorage');
export const safeSessionStorage = safeStorage('sessionStorage');
