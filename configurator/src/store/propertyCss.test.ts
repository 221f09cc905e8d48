import { createHttpClient } from '@venue/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { resolvePropertyLocation } from '../api/propertyLocation.ts';
import { readQueryPrefill } from '../app/queryPrefill.ts';
import { fakeServer, listPage, loginAnswer } from '../testing/fakeServer.ts';
import { createAppStore, flushCartStorage } from './createAppStore.ts';

const CSS = ':root {\n  --venue-color-brand: #7a1f3d;\n}\n';

// A function: each CSS answer is a new Response (a body is read once).
const routes = () => ({
  '/api/propertylogin': loginAnswer,
  '/api/property/7': { id: 7, key: 'lindenhof', name: 'Lindenhof' },
  '/api/propertysetting/list': listPage([]),
  '/api/property/css/7': new Response(CSS, { headers: { 'Content-Type': 'text/css' } }),
});

/** Starts a session on /lindenhof (property 7) and answers the requests it made. */
async function start(): Promise<Request[]> {
  const seen: Request[] = [];
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(routes, { seen, emptyLists: true }),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(''));
  expect(store.getState().status).toBe('ready');
  // The CSS is applied after its answer, which the session does not wait for.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

/** The page's <style id="property-css">, as the server writes it into the head of a property's page. */
function servedStyle(propertyId: string, css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.id = 'property-css';
  style.dataset.propertyId = propertyId;
  style.textContent = css;
  document.head.append(style);
  return style;
}

const cssRequests = (seen: readonly Request[]) => seen.filter((r) => r.url.includes('/api/property/css/'));

afterEach(() => {
  document.getElementById('property-css')?.remove();
  flushCartStorage();
  localStorage.clear();
});

describe('the property’s theme CSS (docs/serving.md#search-and-link-previews)', () => {
  it('is not fetched when the page came with it: the server wrote it into the head', async () => {
    const served = servedStyle('7', ':root { --venue-color-brand: #123456; }');
    const seen = await start();
    expect(cssRequests(seen)).toEqual([]);
    expect(document.querySelectorAll('#property-css')).toHaveLength(1);
    expect(served.textContent).toContain('#123456');
  });

  it('is fetched and put into the head when the page has none (the dev server)', async () => {
    const seen = await start();
    expect(cssRequests(seen).map((r) => new URL(r.url).pathname)).toEqual(['/api/property/css/7']);
    expect(document.getElementById('property-css')?.textContent).toBe(CSS);
  });

  it('is fetched when the page’s CSS is another property’s', async () => {
    servedStyle('8', ':root { --venue-color-brand: #123456; }');
    const seen = await start();
    expect(cssRequests(seen)).toHaveLength(1);
    expect(document.querySelectorAll('#property-css')).toHaveLength(1);
    expect(document.getElementById('property-css')?.textContent).toBe(CSS);
  });
});
