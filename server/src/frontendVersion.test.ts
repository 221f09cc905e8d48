import { mkdtempSync, writeFileSync } from 'node:fs';
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

describe('the configurator version file (/version.json)', () => {
  it('is read from the build folder at every request, never cached; property paths keep the shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'configurator-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>configurator</title><div id="root"></div>');
    writeFileSync(join(dir, 'version.json'), '{"version":"1"}');
    const app = createApp({ staticDir: dir, database, now: () => TEST_NOW });

    const first = await app.request('/version.json?v=0.123');
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({ version: '1' });

    // A deploy replaces the file: the next request sees the new version.
    writeFileSync(join(dir, 'version.json'), '{"version":"2"}');
    expect(await (await app.request('/version.json?v=0.456')).json()).toEqual({ version: '2' });
    expect(await (await app.request('/lindenhof')).text()).toContain('<div id="root"></div>');
  });

  it('is a 404 when the build has none, not the app shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'configurator-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>configurator</title>');
    const app = createApp({ staticDir: dir, database, now: () => TEST_NOW });
    expect((await app.request('/version.json')).status).toBe(404);
  });
});
