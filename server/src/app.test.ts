import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';

describe('the HTTP app', () => {
  it('answers the info call with the product version', async () => {
    const app = createApp({ staticDir: mkdtempSync(join(tmpdir(), 'static-')) });
    const res = await app.request('/api/api/info');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: '0.9.8' });
  });

  it('serves the configurator shell for a property path like /lindenhof', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Configurator</title>');
    const res = await createApp({ staticDir: dir }).request('/lindenhof');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Configurator</title>');
  });

  it('answers an unknown API path with a JSON error, not the page', async () => {
    const res = await createApp({ staticDir: '/nonexistent' }).request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'error.notfound' });
  });
});
