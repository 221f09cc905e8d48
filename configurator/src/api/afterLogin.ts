import type { HttpClient } from '@venue/api-client';

/*
 * docs/serving.md#the-first-screens-data: with the page's first-screen data the app renders before the property
 * login has answered; a call that needs the login's token waits for it instead of being refused (401) without it.
 */

/** Paths answered without a token (server/src/http/routes/public.ts, isPublicPath). */
const PUBLIC_PATH = /^\/api\/(propertylogin$|property\/public\/|document\/)/;

/** `http` whose calls (but the public ones, the login among them) start once `loggedIn` has resolved. */
export function afterLogin(http: HttpClient, loggedIn: () => Promise<void>): HttpClient {
  const gate = <T>(path: string, call: () => Promise<T>): Promise<T> =>
    PUBLIC_PATH.test(path) ? call() : loggedIn().then(call);
  return {
    get: (path, parser, query) => gate(path, () => http.get(path, parser, query)),
    text: (path) => gate(path, () => http.text(path)),
    post: (path, body, parser, query) => gate(path, () => http.post(path, body, parser, query)),
    put: (path, body, parser) => gate(path, () => http.put(path, body, parser)),
    delete: (path, parser) => gate(path, () => http.delete(path, parser)),
    upload: (path, form, parser, options) => gate(path, () => http.upload(path, form, parser, options)),
  };
}

interface SessionState {
  readonly status: string;
  readonly token: string | null;
}

/**
 * Resolves once the session's login is over: a token is there, or the login ended without one (failed, unknown
 * property, no property). While the session is pending, or ready from the page's data before the login answered,
 * it waits.
 */
export function whenLoggedIn(store: {
  getState: () => SessionState;
  subscribe: (listener: (state: SessionState) => void) => () => void;
}): () => Promise<void> {
  const over = (state: SessionState) =>
    state.token !== null || !['idle', 'pending', 'ready'].includes(state.status);
  return () => {
    if (over(store.getState())) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = store.subscribe((state) => {
        if (!over(state)) return;
        stop();
        resolve();
      });
    });
  };
}
