import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PropertySetting, readSettings, settingsFromJson } from '@venue/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { createApp } from './app.ts';

/*
 * docs/serving.md#the-first-screens-data: a property's page carries what the configurator's start would read once
 * logged in, as the API answers it in the page's language.
 */

const SHELL =
  '<!doctype html>\n<html lang="de">\n  <head>\n    <title>Buchung</title>\n    <script type="module" src="/assets/mount-AbC123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let staticDir: string;
beforeAll(async () => {
  t = await openTestApp();
  staticDir = mkdtempSync(join(tmpdir(), 'venue-state-'));
  writeFileSync(join(staticDir, 'index.html'), SHELL);
  app = createApp({
    staticDir,
    database: t.database,
    now: () => TEST_NOW,
    publicUrl: 'https://booking.example.com',
  });
});
afterAll(() => t.close());

type State = Record<string, unknown> & { language: string; property: { id: number; key: string } };

/** The page's `<script id="venue-state">` elements, parsed. */
async function statesOf(path: string, application = app, headers: Record<string, string> = {}) {
  const res = await application.request(path, { headers });
  const html = await res.text();
  const texts = [...html.matchAll(/<script type="application\/json" id="venue-state">([\s\S]*?)<\/script>/g)];
  return { res, html, states: texts.map(([, json]) => JSON.parse(json ?? 'null') as State) };
}

/** What the API answers the configurator's start in `language` (configurator/src/api/endpoints.ts's queries). */
async function apiAnswers(application: typeof app, token: string, propertyId: number, language: string) {
  const read = async (path: string) => {
    const res = await application.request(path, {
      headers: { 'X-Auth-Token': token, 'App-Language': language },
    });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const items = async (path: string) => (await read(path)).items;
  return {
    property: await read(`/api/property/${propertyId}`),
    settings: await items(`/api/propertysetting/list?p.i=0&p.s=500&f.propertyId=${propertyId}`),
    servicetypes: await items('/api/servicetype/list?p.i=0&p.s=100'),
    servicegroups: await items('/api/servicegroup/list?p.i=0&p.s=100'),
    timeslicedefinitions: await items('/api/timeslicedefinition/list?p.i=0&p.s=100'),
    tags: await items(`/api/portal/search/tag/list?p.i=0&p.s=100&f.configPropertyId=${propertyId}`),
    heroes: await items('/api/herodocument/list?p.i=0&p.s=100&f.nofallback=true'),
  };
}

describe('the first screen’s data in a property’s page', () => {
  it('is what the API answers the configurator’s start, in German without ?lang= and in English with it', async () => {
    const token = await t.login('lindenhof');
    for (const [path, language] of [
      ['/lindenhof', 'de'],
      ['/lindenhof?lang=en', 'en'],
      ['/lindenhof/dashboard?language=en-GB', 'en'],
    ] as const) {
      const { states, html } = await statesOf(path);
      expect(states, path).toHaveLength(1);
      const [state] = states as [State];
      expect(state.language, path).toBe(language);
      expect(state.property.key).toBe('lindenhof');
      const {
        version,
        language: _,
        now,
        hostsStays,
        settingsRead,
        ...data
      } = state as State & {
        hostsStays: boolean;
        settingsRead: unknown;
      };
      expect(version).toBe(1);
      // Lindenhof has rooms besides its meeting rooms: its calendar speaks of stays (domain's hostsStays).
      expect(hostsStays).toBe(true);
      // The instant the page is written for (the server-rendered first screen's today): the app's clock, not the
      // machine's, to the minute.
      expect(now).toBe(new Date(Math.floor(TEST_NOW.getTime() / 60_000) * 60_000).toISOString());
      const answers = await apiAnswers(app, token, state.property.id, language);
      expect(data, path).toEqual(answers);
      // docs/serving.md#the-settings-already-read: the settings as the browser would read the API's list.
      const read = readSettings(answers.settings as PropertySetting[]).settings;
      expect(settingsFromJson(settingsRead), path).toEqual(read);
      // Data in the head, not a script: no session token in a page every guest is sent.
      expect(html).not.toContain(token);
      expect(html.indexOf('id="venue-state"')).toBeLessThan(html.indexOf('</head>'));
    }
    // The two languages differ where the property has translations (its lists' names).
    const [de] = (await statesOf('/lindenhof')).states;
    const [en] = (await statesOf('/lindenhof?lang=en')).states;
    expect(JSON.stringify(en?.servicetypes)).not.toBe(JSON.stringify(de?.servicetypes));
  });

  it('is in no page that names no property, and each property’s page has its own', async () => {
    for (const path of ['/', '/nosuchhotel', '/nosuchhotel/reservation', '/app/']) {
      const { html } = await statesOf(path);
      expect(html, path).not.toContain('venue-state');
    }
    const [cityloft] = (await statesOf('/cityloft')).states;
    expect(cityloft?.property.key).toBe('cityloft');
  });

  it('changes the page’s ETag when a list changes', async () => {
    const first = await statesOf('/lindenhof');
    const tag = first.res.headers.get('ETag') ?? '';
    expect(tag).toBeTruthy();
    expect((await statesOf('/lindenhof', app, { 'If-None-Match': tag })).res.status).toBe(304);
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner@lindenhof.example', password: DEMO_PASSWORD }),
    });
    const owner = ((await login.json()) as { token: string }).token;
    const call = async (path: string, body?: unknown) => {
      const res = await app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'X-Auth-Token': owner, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const type = (first.states[0]?.servicetypes as { id: number }[] | undefined)?.[0];
    const row = (await call(`/api/staff/servicetype/${type?.id}`)).body as { version: number; name: string };
    const saved = await call(`/api/staff/servicetype/update/${type?.id}`, {
      id: type?.id,
      version: row.version,
      name: 'Renamed type',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const after = await statesOf('/lindenhof', app, { 'If-None-Match': tag });
      expect(after.res.status).toBe(200);
      expect(after.res.headers.get('ETag')).not.toBe(tag);
      expect(JSON.stringify(after.states[0]?.servicetypes)).toContain('Renamed type');
    } finally {
      const restored = await call(`/api/staff/servicetype/update/${type?.id}`, {
        id: type?.id,
        version: saved.body.version,
        name: row.name,
      });
      expect(restored.status).toBe(200);
    }
  });

  it('cannot end its <script> element: a name with </script> or line separators stays data', async () => {
    const own = await openTestApp();
    try {
      const application = createApp({
        staticDir,
        database: own.database,
        now: () => TEST_NOW,
        publicUrl: 'https://booking.example.com',
      });
      const [row] = await own.database.run((db) =>
        db.select().from(schema.property).where(eq(schema.property.key, 'workspace')),
      );
      const attack = 'Tagung</script><script>alert(1)</script><!-- \u2028\u2029';
      await own.database.run((db) =>
        db
          .update(schema.servicetype)
          .set({ name: attack, i18n: {} })
          .where(eq(schema.servicetype.propertyId, row?.id ?? 0)),
      );
      const { html, states } = await statesOf('/workspace', application);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('\u2028');
      expect(states).toHaveLength(1);
      const names = (states[0]?.servicetypes as { name: string }[] | undefined)?.map((s) => s.name);
      expect(names).toContain(attack);
    } finally {
      await own.close();
    }
  });
});
