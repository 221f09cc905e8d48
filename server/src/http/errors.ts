import { type ApiError, ErrorKey } from '@venue/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnreachable, unreachableReason } from '../db/client.ts';
import { Failure, type FailureKind, TooMany } from '../failures.ts';

/**
 * docs/api.md#errors: the one mapping from the business's refusals (`server/src/failures.ts`) to HTTP statuses.
 * Every status a refusal is answered with is decided here, nowhere else.
 */
const STATUS_OF: Readonly<Record<FailureKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthenticated: 401,
  notAllowed: 403,
  notFound: 404,
  staleVersion: 409,
  notAvailable: 409,
  refused: 409,
  expired: 410,
  unprocessable: 422,
  tooMany: 429,
};

/** The status a refusal is answered with. */
export const statusOf = (failure: Failure): ContentfulStatusCode => STATUS_OF[failure.kind];

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly message: string;
  readonly params?: Record<string, unknown> | undefined;
  readonly errors?: readonly (readonly Issue[])[] | undefined;
}

/**
 * The issues to report: a failed union (the staff login is one) is reported as its closest alternative, the
 * one with the fewest issues, so the detail names the field rather than the union.
 */
function reported(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((i) => {
    if (i.code !== 'invalid_union' || !i.errors?.length) return [i];
    const closest = i.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return reported(closest).map((inner) => ({ ...inner, path: [...i.path, ...inner.path] }));
  });
}

/** The detail code of an issue: an i18n key a refinement names in its params (FORM.ERROR.*), else zod's code. */
const codeOf = (i: Issue) => (typeof i.params?.code === 'string' ? i.params.code : i.code);

/**
 * 422 when every issue is one a user can fix in a form field (a FORM.ERROR key, such as a refused character);
 * else 400: the request itself is malformed (docs/api.md#errors).
 */
export const validationStatus = (error: { readonly issues: readonly Issue[] }): 400 | 422 =>
  reported(error.issues).every((i) => codeOf(i).startsWith('FORM.ERROR.')) ? 422 : 400;

/** The error body for zod issues: each detail names the path and the problem, never echoes the input. */
export function validationBody(error: { readonly issues: readonly Issue[] }, where: string): ApiError {
  return {
    error: ErrorKey.validation,
    message: `Invalid ${where}`,
    details: reported(error.issues)
      .slice(0, 20)
      .map((i) => ({
        path: i.path.map(String).join('.').slice(0, 200),
        code: codeOf(i),
        message: i.message.slice(0, 200),
      })),
  };
}

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database is unreachable (docs/api.md#errors): 503, Retry-After, error.unavailable. */
export function unavailableResponse(
  c: Context,
  message = 'The service is unavailable for a moment',
): Response {
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json({ error: ErrorKey.unavailable, message, details: [] }, 503);
}

/** When the last "database unreachable" line was logged: an outage logs one a few seconds, not one a request. */
let unreachableLoggedAt = 0;

/** Turns anything thrown by a handler into the error shape; unexpected errors are logged and anonymised. */
export function errorResponse(error: unknown, c: Context): Response {
  if (isDatabaseUnreachable(error)) {
    const now = Date.now();
    if (now - unreachableLoggedAt > 5000) {
      unreachableLoggedAt = now;
      console.error('database unreachable:', c.req.method, c.req.path, unreachableReason(error));
    }
    return unavailableResponse(c);
  }
  if (error instanceof Failure) {
    return c.json(
      { error: error.key, message: error.message, details: error.details },
      statusOf(error),
      error instanceof TooMany ? { 'Retry-After': String(error.retryAfterSeconds) } : {},
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const key =
      status === 413 ? ErrorKey.payloadTooLarge : status < 500 ? ErrorKey.validation : ErrorKey.unknown;
    return c.json({ error: key, message: error.message || 'Bad request', details: [] }, status);
  }
  console.error('unexpected error', c.req.method, c.req.path, error);
  return c.json({ error: ErrorKey.unknown, message: 'Something went wrong', details: [] }, 500);
}
