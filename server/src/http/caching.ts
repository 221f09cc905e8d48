import { AUTH_HEADER } from '@venue/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { AppEnv } from './context.ts';

/** Hashed build files (a new build names them anew): kept by browsers and caches for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers below this size go out uncompressed (compressing saves too little to be worth it). */
const COMPRESS_THRESHOLD = 1024;

const noNext = async () => {};

/**
 * docs/serving.md#compression-and-caching: the answer of every request, after its route.
 * - API answers without their own Cache-Control are `no-cache` (`private, no-cache` when the request carries a
 *   token or cookie): revalidated at each use, so a change is seen at once.
 * - Every successful GET answer that is not an immutable build file gets an ETag (hono/etag; a 304 on
 *   If-None-Match), taken over the bytes as sent.
 * - Text answers (JSON, HTML, JavaScript, CSS, SVG, ...) of at least 1 KB that are not already compressed
 *   (static files are sent precompressed: ./static.ts) are gzipped on the fly when the client accepts it
 *   (hono/compress), with `Vary: Accept-Encoding`.
 * Streams (server-sent events) are left alone: no ETag, which would wait for their end, and no compression,
 * which would hold events back.
 */
export function caching(): MiddlewareHandler<AppEnv> {
  const tag = etag();
  const gzip = compress({ threshold: COMPRESS_THRESHOLD });
  return async (c, next) => {
    await next();
    if (isStream(c)) return;
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) {
      const credentials = c.req.header(AUTH_HEADER) !== undefined || c.req.header('Cookie') !== undefined;
      c.header('Cache-Control', credentials ? 'private, no-cache' : 'no-cache');
    }
    // hono/compress skips small answers by their Content-Length, which a route's JSON or text has not yet.
    if (c.res.body && !c.res.headers.has('Content-Length') && !c.res.headers.has('Content-Encoding')) {
      const bytes = await c.res.arrayBuffer();
      c.res = new Response(bytes, c.res);
      c.res.headers.set('Content-Length', String(bytes.byteLength));
    }
    if (c.res.headers.get('Cache-Control') !== IMMUTABLE) await tag(c, noNext);
    await gzip(c, noNext);
  };
}

function isStream(c: Context): boolean {
  return (
    c.res.headers.has('Transfer-Encoding') ||
    (c.res.headers.get('Content-Type') ?? '').startsWith('text/event-stream')
  );
}
