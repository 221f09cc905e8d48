import { createServer } from 'node:http';
import { type APIRequestContext, expect } from '@playwright/test';
import { STAFF_PASSWORD } from './property-app-helpers.ts';

/*
 * What the embed specs share: a hotel's own website on another origin, and lindenhof's settings changed for a
 * spec (its embed.allowedOrigins first) and put back afterwards, through the staff API as the owner.
 */

/** The property setting naming the websites that may embed the configurator (configurator/src/embed/PROTOCOL.md). */
export const ALLOWED_ORIGINS = 'web.engine.configuration.embed.allowedOrigins';

/** Serves `pages` by path on 127.0.0.1 (on `port`, or one the system picks); anything else is a 404. */
export async function serveHostPages(
  pages: Readonly<Record<string, string>>,
  port = 0,
): Promise<{ readonly origin: string; close(): void }> {
  const http = createServer((req, res) => {
    const body = pages[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () => http.close(),
  };
}

interface SettingRow {
  readonly id: number;
  readonly version: number;
  readonly key: string;
  readonly value: string;
}

/**
 * lindenhof's owner, signed in through the API: `set` changes a property setting (from its old value, or adds it)
 * and remembers how it was; `restore` puts every changed setting back (or deletes one that was added).
 * `headers` authorise further staff calls.
 */
export async function lindenhofOwner(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'owner@lindenhof.example', password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
  const before = new Map<string, SettingRow | null>();

  const row = async (api: APIRequestContext, key: string): Promise<SettingRow | null> => {
    const res = await api.get('/api/staff/propertysetting/list?f.propertyId=1&p.s=500', { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: SettingRow[] }).items.find((r) => r.key === key) ?? null;
  };

  return {
    headers,
    async set(api: APIRequestContext, key: string, value: (old: string | null) => string): Promise<void> {
      const found = await row(api, key);
      if (!before.has(key)) before.set(key, found);
      const res = found
        ? await api.post(`/api/staff/propertysetting/update/${found.id}`, {
            headers,
            data: { id: found.id, version: found.version, value: value(found.value) },
          })
        : await api.post('/api/staff/propertysetting/add', {
            headers,
            data: { propertyId: 1, key, value: value(null) },
          });
      expect(res.ok(), await res.text()).toBe(true);
    },
    async restore(api: APIRequestContext): Promise<void> {
      for (const [key, old] of [...before].reverse()) {
        const found = await row(api, key);
        if (!found) continue;
        const res = old
          ? await api.post(`/api/staff/propertysetting/update/${found.id}`, {
              headers,
              data: { id: found.id, version: found.version, value: old.value },
            })
          : await api.delete(`/api/staff/propertysetting/delete/${found.id}?version=${found.version}`, {
              headers,
            });
        expect(res.ok()).toBe(true);
      }
      before.clear();
    },
  };
}

/** lindenhof may be embedded on `origin` too. */
export const allowing = (origin: string) => (old: string | null) => [old, origin].filter(Boolean).join(', ');

export type HostPages = Awaited<ReturnType<typeof serveHostPages>>;
export type LindenhofOwner = Awaited<ReturnType<typeof lindenhofOwner>>;
