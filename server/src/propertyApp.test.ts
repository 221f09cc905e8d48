import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { createApp } from './http/app.ts';
import { openTestDatabase, TEST_NOW } from './testing/harness.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

/** A built app in a temporary folder: its shell and one asset. */
function built(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title><div id="${name}"></div>`);
  writeFileSync(join(dir, 'assets', `${name}.js`), `console.log('${name}')`);
  writeFileSync(join(dir, 'sw.js'), `self.addEventListener('push', () => {})`);
  return dir;
}

describe('the property app under /app/', () => {
  it('answers every /app path with its shell and serves its assets; the configurator keeps the rest', async () => {
    const app = createApp({
      staticDir: built('configurator'),
      propertyAppDir: built('property-app'),
      database,
      now: () => TEST_NOW,
    });
    for (const path of ['/app/', '/app/login', '/app/dashboard?x=1']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>property-app</title>');
    }
    expect(await (await app.request('/app/assets/property-app.js')).text()).toContain(
      "console.log('property-app')",
    );
    expect((await app.request('/app/assets/missing.js')).status).toBe(404);
    // The service worker is a script at the app's root (scope /app/), never the shell.
    const worker = await app.request('/app/sw.js');
    expect(worker.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await worker.text()).toContain("addEventListener('push'");
    expect((await app.request('/app')).headers.get('Location')).toBe('/app/');
    expect(await (await app.request('/lindenhof')).text()).toContain('<div id="configurator"></div>');
    expect(await (await app.request('/assets/configurator.js')).text()).toContain(
      "console.log('configurator')",
    );
  });

  it('says so when the property app is not built', async () => {
    const app = createApp({
      staticDir: built('configurator'),
      propertyAppDir: join(tmpdir(), 'nothing-here'),
      database,
      now: () => TEST_NOW,
    });
    const res = await app.request('/app/dashboard');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build -w @venue\/property-app/);
  });
});
