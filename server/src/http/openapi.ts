import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Scalar } from '@scalar/hono-api-reference';
import { ApiErrorSchema, AUTH_HEADER, LANGUAGE_HEADER } from '@venue/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { describeRoute, generateSpecs, resolver } from 'hono-openapi';
import { type ZodType, z } from 'zod';
import type { AppEnv } from './context.ts';

/*
 * docs/api.md#openapi: the whole HTTP API as an OpenAPI 3.1 document, GET /api/openapi.json, made from the
 * routes the app registers: every validator (server/src/http/validate.ts) documents its route's path
 * parameters, query and body with the zod schema that checks them, and every route says with `doc(...)`
 * its tag, summary and answer (the zod schema of its 2xx body where there is one). GET /api/reference is an
 * interactive reference page (Scalar), its script served from node_modules: it works offline.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/reference';
const REFERENCE_SCRIPT_PATH = '/api/reference/scalar.js';

/** The operation tags, in the order the reference lists them. */
const TAGS = {
  service: 'The service itself and this documentation.',
  property: 'Property login (the configurator’s property token) and the property’s public data.',
  guest: 'The catalog the booking configurator shows a guest (property token).',
  availability: 'Availability and closed dates of the unit groups.',
  booking: 'A guest’s booking: add, change, read by token, confirm, cancel.',
  payment: 'Paying a booking (payment provider or the sandbox).',
  messages: 'Messages between a guest and the property about a booking.',
  'staff auth': 'Staff login and logout, also with an external account.',
  'staff account': 'Staff signup and passwords.',
  'staff bookings': 'The staff’s bookings: list, detail, offers and the lifecycle actions; the dashboard.',
  'staff users': 'Who works for a property, with which role.',
  resources: 'The property’s offer through the generic resource pattern (docs/api.md#resources).',
  documents: 'Images and other documents: upload, thumbnails, the public bytes.',
  calendar: 'Calendar sync with other channels: iCalendar feeds out (secret URL) and in (blocks).',
  live: 'The staff’s live events and Web Push devices.',
  dev: 'The development mail outbox (only without SMTP_URL, outside production).',
} as const;
export type Tag = keyof typeof TAGS;

interface AnswerOptions {
  readonly status?: 200 | 201 | 202 | 204 | 302 | 303;
  readonly schema?: ZodType;
  /** A media type other than JSON (an image, HTML, an event stream); no schema then. */
  readonly media?: string;
  readonly description?: string;
}
/** A route's successful answer: a zod schema (200 JSON), or a status with its schema or media type. */
type Answer = ZodType | AnswerOptions;

/**
 * The OpenAPI description of one route: `routes.get(path, doc('guest', 'List the services', ServiceList), ...)`.
 * Every route gets the shared error answers; `public: true` for the routes that need no token.
 */
export function doc(
  tag: Tag,
  summary: string,
  answer?: Answer,
  options: {
    readonly public?: boolean;
    readonly description?: string;
    /** Where the generated one collides (an old path that differs from a new one only in case). */
    readonly operationId?: string;
    /** A body no validator documents (a multipart upload): its media type and schema. */
    readonly body?: { readonly media: string; readonly schema: ZodType };
  } = {},
): MiddlewareHandler {
  const a: AnswerOptions =
    answer === undefined ? {} : answer instanceof z.ZodType ? { schema: answer } : answer;
  const status = a.status ?? 200;
  // A JSON answer without a schema of its own in contract/src is documented as JSON of any shape.
  const content = a.schema
    ? { 'application/json': { schema: resolver(a.schema, { options: { io: 'output' } }) } }
    : a.media
      ? { [a.media]: {} }
      : status === 200 || status === 201
        ? { 'application/json': {} }
        : undefined;
  return describeRoute({
    tags: [tag],
    summary,
    ...(options.description ? { description: options.description } : {}),
    ...(options.operationId ? { operationId: options.operationId } : {}),
    ...(options.public ? { security: [] } : {}),
    ...(options.body
      ? {
          requestBody: {
            required: true,
            content: { [options.body.media]: { schema: resolver(options.body.schema) } },
          },
        }
      : {}),
    responses: {
      [status]: { description: a.description ?? 'Success', ...(content ? { content } : {}) },
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
  });
}

/** A zod schema as a JSON Schema (2020-12, the dialect of OpenAPI 3.1) to embed in the document. */
export function jsonSchema(schema: ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** The document's fixed parts: info, tags, the token and the error shape. */
function documentation(version: string) {
  return {
    info: {
      title: 'Venue booking API',
      version,
      description: [
        'The HTTP API of the booking configurator and the property app (docs/api.md).',
        `Most calls need a token in the \`${AUTH_HEADER}\` header: a property token (POST /api/propertylogin) for the`,
        'configurator, a staff token (POST /api/login) for /api/staff/... and the property app.',
        `Texts come in the language of the \`${LANGUAGE_HEADER}\` header. Every error answers the one error shape (ApiError).`,
      ].join(' '),
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    security: [{ authToken: [] }],
    components: {
      securitySchemes: {
        authToken: {
          type: 'apiKey' as const,
          in: 'header' as const,
          name: AUTH_HEADER,
          description: 'A property token or a staff token (also accepted as the `authtoken` cookie).',
        },
      },
      schemas: { ApiError: jsonSchema(ApiErrorSchema) },
      responses: { Error: errorResponse('An error in the one error shape (docs/api.md#errors)') },
    },
  };
}

/**
 * A route documented by its validators only (no `doc(...)`) gets hono-openapi's bare 200 answer: OpenAPI
 * requires each answer to have a description.
 */
function completed(document: Awaited<ReturnType<typeof generateSpecs>>) {
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item) as { responses?: Record<string, object> }[])
      for (const answer of Object.values(operation.responses ?? {}))
        if (!('$ref' in answer) && !('description' in answer))
          Object.assign(answer, { description: 'Success' });
  // Tags without operations (the dev outbox's, when it is off) are left out.
  const used = new Set(
    Object.values(document.paths).flatMap((item) =>
      (Object.values(item) as { tags?: string[] }[]).flatMap((operation) => operation.tags ?? []),
    ),
  );
  document.tags = document.tags.filter((tag) => used.has(tag.name));
  return document;
}

/** Scalar's standalone script from node_modules (no CDN: the product works offline). */
const scalarScript = (() => {
  let script: string | null = null;
  return () => {
    script ??= readFileSync(
      new URL(import.meta.resolve('@scalar/api-reference/browser/standalone.js')),
      'utf8',
    );
    return script;
  };
})();

/** The reference page, rendered once; its inline start script's hash is allowed by this page's CSP only. */
const referencePage = (() => {
  let page: Promise<{ html: string; scriptHashes: string[] }> | null = null;
  const render = async () => {
    const handler = Scalar({
      url: OPENAPI_PATH,
      cdn: REFERENCE_SCRIPT_PATH,
      pageTitle: 'Venue booking API',
      // Offline and self-contained: no web fonts, telemetry, AI agent or hosted developer tools.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
    });
    // Scalar's handler only calls c.html: render it once, without a request.
    const stub = { html: (h: string) => new Response(h) } as unknown as Context;
    const html = await ((await handler(stub, async () => undefined)) as Response).text();
    const scriptHashes = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .filter((body) => body.trim() !== '')
      .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    return { html, scriptHashes };
  };
  return () => {
    page ??= render();
    return page;
  };
})();

/** The inline scripts the page at `path` may run (CSP hashes): only the reference page has one. */
export async function inlineScriptHashes(path: string): Promise<readonly string[]> {
  return path === REFERENCE_PATH ? (await referencePage()).scriptHashes : [];
}

/** Paths of the documentation: no token needed. */
export const isOpenApiPath = (path: string): boolean =>
  path === OPENAPI_PATH || path === REFERENCE_PATH || path === REFERENCE_SCRIPT_PATH;

/** GET /api/openapi.json, /api/reference and its script, documenting every route of `app`. */
export function openApiRoutes(app: Hono<AppEnv>, version: string): void {
  let document: Promise<unknown> | null = null;
  app.get(
    OPENAPI_PATH,
    doc('service', 'This OpenAPI document', { media: 'application/json' }, { public: true }),
    async (c) => {
      // Made once, at the first call, when every route is registered.
      document ??= generateSpecs(app, {
        documentation: documentation(version),
        // Only the API; '.js' paths (the sandbox's script) are routes too, not static files.
        exclude: /^(?!\/api\/)/,
        excludeStaticFile: false,
        defaultValidationErrorResponse: errorResponse('Invalid input: the one error shape, error.validation'),
      }).then(completed);
      return c.json(await document);
    },
  );
  app.get(
    REFERENCE_PATH,
    doc('service', 'The interactive API reference (HTML)', { media: 'text/html' }, { public: true }),
    async (c) => c.html((await referencePage()).html),
  );
  app.get(
    REFERENCE_SCRIPT_PATH,
    doc('service', 'The reference page’s script', { media: 'text/javascript' }, { public: true }),
    (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(scalarScript());
    },
  );
}
