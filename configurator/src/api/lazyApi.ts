import type { Api } from './endpoints.ts';

/**
 * The configurator's API with its calls' module loaded on the first call (docs/performance.md#the-api-calls-on-their-first-use):
 * every call is asynchronous, so a call waits for the module as it waits for the server. A server-rendered first
 * screen makes none before the browser is idle (its login is the page's script's, ../app/earlyLogin.ts), so the
 * module is not among the first screen's files. `own` calls are answered without the module (the login). A module
 * that failed to load is asked for again on the next call.
 */
export function lazyApi(load: () => Promise<Api>, own: Partial<Api> = {}): Api {
  let loading: Promise<Api> | null = null;
  const api = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  // One function per call name, the same on every read (a call is a stable dependency of a hook).
  const calls = new Map<string, unknown>(Object.entries(own));
  return new Proxy({} as Api, {
    get(_target, name) {
      // Not a promise (`then`), and no symbol-named call.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let call = calls.get(name);
      if (!call) {
        call = (...args: unknown[]) =>
          api().then((loaded) => (loaded[name as keyof Api] as (...given: unknown[]) => unknown)(...args));
        calls.set(name, call);
      }
      return call;
    },
  });
}
