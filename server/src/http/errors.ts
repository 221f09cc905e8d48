import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiError, ErrorKey } from '../api/index.ts';

/** An error the API answers with the one error shape and a given status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    message: string,
    readonly details: readonly unknown[] = [],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiFailure(404, ErrorKey.notFound, what);
export const forbidden = () =>
  new ApiFailure(403, ErrorKey.forbidden, 'This token does not give access to that property');

/** The error body for zod issues: each detail names the path and the problem, never echoes the input. */
export function validationBody(
  error: { readonly issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[] },
  where: string,
): ApiError {
  return {
    error: ErrorKey.validation,
    message: `Invalid ${where}`,
    details: error.issues.slice(0, 20).map((i) => ({
      path: i.path.map(String).join('.').slice(0, 200),
      code: i.code,
      message: i.message.slice(0, 200),
    })),
  };
}

/** Turns anything thrown by a handler into the error shape; unexpected errors are logged and anonymised. */
export function errorResponse(error: unknown, c: Context): Response {
  if (error instanceof ApiFailure) {
    return c.json({ error: error.key, message: error.message, details: error.details }, error.status);
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
