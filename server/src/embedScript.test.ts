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

describe('the embed loader (/embed.js, docs/embedding.md)', () => {
  it('is served from the build as JavaScript any website may load, with its types beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'configurator-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>configurator</title>');
    writeFileSync(join(dir, 'embed.js'), 'window.VenueBooking={};');
    writeFileSync(join(dir, 'embed.d.ts'), 'export interface EmbedPrefill {}');
    const app = createApp({ staticDir: dir, database, now: () => TEST_NOW });

    const script = await app.request('/embed.js', { headers: { Origin: 'https://www.hotel.example' } });
    expect(script.status).toBe(200);
    // nosniff is sent: the type must be a JavaScript one for a <script> on another site to run it.
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('Cross-Origin-Resource-Policy')).toBeNull();
    expect(await script.text()).toBe('window.VenueBooking={};');
    const types = await app.request('/embed.d.ts');
    expect(types.status).toBe(200);
    expect(await types.text()).toContain('EmbedPrefill');
  });

  it('is a 404 when the build has none, not the app shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'configurator-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>configurator</title>');
    const app = createApp({ staticDir: dir, database, now: () => TEST_NOW });
    expect((await app.request('/embed.js')).status).toBe(404);
  });
});
