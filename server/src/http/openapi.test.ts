import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { createApp } from './app.ts';

/*
 * docs/api.md#openapi: GET /api/openapi.json describes every /api route the app registers, and
 * GET /api/reference shows it with a script the server itself serves (no CDN: it works offline).
 */

interface Schema {
  readonly type?: string;
  readonly properties?: Record<string, Schema>;
  readonly required?: readonly string[];
}
interface Operation {
  readonly operationId?: string;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly parameters?: readonly { name: string; in: string; required?: boolean }[];
  readonly requestBody?: { content: Record<string, { schema?: Schema }> };
  readonly responses: Record<
    string,
    { description?: string; $ref?: string; content?: Record<string, { schema?: Schema }> }
  >;
}
interface Document {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { schemas: Record<string, Schema> };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A Hono path as OpenAPI writes it: ':id', ':id?' and ':outcome{ok|error}' become '{id}', '{outcome}'. */
const openApiPath = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1).match(/^[^{?]+/)?.[0]}}` : segment))
    .join('/');

/** Every registered /api route as 'METHOD /path' (the same route registered with several handlers once). */
const apiRoutes = (app: Hono<never>) =>
  [
    ...new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/') && METHODS.has(r.method))
        .map((r) => `${r.method} ${openApiPath(r.path)}`),
    ),
  ].sort();

const documented = (doc: Document) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

const fetchDocument = async (app: { request: (path: string) => Response | Promise<Response> }) => {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await openTestApp();
  doc = await fetchDocument(t.app);
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('documents every /api route of the app, and nothing it does not have', () => {
    const routes = apiRoutes(t.app as unknown as Hono<never>);
    expect(routes.length).toBeGreaterThan(100);
    const paths = documented(doc);
    expect(routes.filter((r) => !paths.includes(r))).toEqual([]);
    expect(paths.filter((p) => !routes.includes(p))).toEqual([]);
  });

  it('documents the optional routes too when they exist (dev outbox, sandbox switch)', async () => {
    const app = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database: t.database,
      now: () => TEST_NOW,
      devOutbox: true,
      paymentSandboxSwitch: true,
    });
    const routes = apiRoutes(app as unknown as Hono<never>);
    expect(routes).toContain('GET /api/dev/outbox/{id}');
    expect(routes).toContain('POST /api/payment/sandbox/kind/{kind}');
    const paths = documented(await fetchDocument(app));
    expect(routes.filter((r) => !paths.includes(r))).toEqual([]);
  });

  it('gives every operation a tag and a summary (a route needs its doc(...), not only validators)', () => {
    const bare = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, o]) => !o.tags?.length || !o.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(bare).toEqual([]);
  });

  it('is OpenAPI 3.1 with unique operation ids and a description for every answer', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id, i) => !id || ids.indexOf(id) !== i)).toEqual([]);
    const bare = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, o]) =>
        Object.entries(o.responses)
          .filter(([, answer]) => !answer.$ref && !answer.description)
          .map(([status]) => `${method} ${path} ${status}`),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('documents a body by the zod schema that validates it', () => {
    const signup = doc.paths['/api/signup']?.post;
    expect(signup?.tags).toEqual(['staff account']);
    const body = signup?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'termsaccepted']));
    expect(body?.properties?.termsaccepted?.type).toBe('boolean');
  });

  it('documents path and query parameters, and a 2xx answer by its zod schema', () => {
    const detail = doc.paths['/api/staff/booking/{id}']?.get;
    expect(detail?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    const list = doc.paths['/api/staff/booking/list']?.get;
    expect(list?.parameters).toContainEqual(expect.objectContaining({ name: 'p.s', in: 'query' }));
    const user = doc.paths['/api/session/user']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(user?.required).toEqual(expect.arrayContaining(['id', 'email', 'properties']));
  });

  it('documents every generic resource base the same way, with its row', () => {
    const add = doc.paths['/api/staff/vat/add']?.post;
    expect(add?.tags).toEqual(['resources']);
    expect(add?.requestBody?.content['application/json']?.schema?.required).toEqual(
      expect.arrayContaining(['propertyId', 'name', 'value']),
    );
    expect(add?.responses['201']?.content?.['application/json']?.schema?.required).toEqual(
      expect.arrayContaining(['id', 'version', 'name']),
    );
    expect(doc.paths['/api/staff/vat/delete/{id}']?.delete?.responses['204']).toBeDefined();
  });

  it('describes the one error shape, also for invalid input', () => {
    expect(doc.components.schemas.ApiError?.required).toEqual(['error', 'message', 'details']);
    const invalid = doc.paths['/api/signup']?.post?.responses['400']?.content?.['application/json']?.schema;
    expect(invalid).toEqual({ $ref: '#/components/schemas/ApiError' });
  });
});

describe('the API reference page', () => {
  it('loads its script from this server, not a CDN, and may run only its own start script', async () => {
    const res = await t.request('GET', '/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<script src="/api/reference/scalar.js">');
    expect(html).toContain('"url": "/api/openapi.json"');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .filter((s) => s.trim());
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-eval');
    // Other API answers keep the strict policy.
    const other = await t.request('GET', '/api/openapi.json');
    expect(other.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
  });

  it('serves the reference script as JavaScript', async () => {
    const res = await t.request('GET', '/api/reference/scalar.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain('createApiReference');
  });
});
