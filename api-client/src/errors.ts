import type { ApiError as ErrorShape } from '@venue/contract';

/**
 * The one error shape of the API (the contract's `ApiErrorSchema`: `{ error: <i18n key>, message, details }`).
 * Checked by hand, not by the schema: the client is on the first screen, and zod is not.
 */
export type ApiErrorBody = Readonly<Omit<ErrorShape, 'details'>> & { readonly details: readonly unknown[] };

/** A failed call: HTTP status plus the API's error body (or a synthesised one for network failures). */
export class ApiError extends Error implements ApiErrorBody {
  readonly status: number;
  readonly error: string;
  readonly details: readonly unknown[];

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.details = body.details;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Maps any failed response, body or thrown value to an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    // Details that are not a list (as a proxy may send) are read as none.
    return new ApiError(status, { ...body, details: Array.isArray(body.details) ? body.details : [] });
  }
  if (status === 504)
    return new ApiError(504, { error: 'error.timeout', message: 'Gateway timeout', details: [] });
  return new ApiError(status, { error: 'error.unknown', message: `HTTP ${status}`, details: [] });
}
