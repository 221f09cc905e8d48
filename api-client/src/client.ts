import { AUTH_HEADER, LANGUAGE_HEADER } from '@venue/contract';
import { ApiError, toApiError } from './errors.ts';

/** What the client needs from the app at call time. */
export interface ClientContext {
  readonly baseUrl: string;
  readonly token: () => string | null;
  readonly language: () => string;
  readonly fetch?: typeof fetch;
  /**
   * Gets a new access token after a 401 (the staff app's refresh token); the call is then retried once
   * with it. Resolves false when no refresh was possible: the 401 stands. Make the refresh call with a
   * client of its own without `refresh` (a 401 of the refresh call itself must not wait for itself).
   */
  readonly refresh?: () => Promise<boolean>;
  /** Told of every 401 (invalid token) and 403 (missing permission) that stands, e.g. to log out. */
  readonly onAuthFailure?: (error: ApiError, path: string) => void;
}

/** A parsed response validator: a zod schema or anything with the same `parse`. */
export interface Parser<T> {
  parse(value: unknown): T;
}

/** Query values; arrays are sent as comma lists, null/undefined are left out. */
export type Query = Readonly<
  Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>
>;

/** Builds `?a=1&b=x,y` from a query object (`''` for none). */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The typed HTTP client: JSON in, JSON out, errors as ApiError. */
export interface HttpClient {
  get<T>(path: string, parser: Parser<T>, query?: Query): Promise<T>;
  /** A text resource (the property's CSS). */
  text(path: string): Promise<string>;
  post<T>(path: string, body: unknown, parser: Parser<T>, query?: Query): Promise<T>;
  /** PUT of a whole setting that replaces the stored one (a property's payment provider). */
  put<T>(path: string, body: unknown, parser: Parser<T>): Promise<T>;
  /** DELETE without a body (spec 7 `delete/{id}` routes answer 204). */
  delete<T>(path: string, parser: Parser<T>): Promise<T>;
  /**
   * POST of a multipart form (an upload), telling `onProgress` the share sent (0..1) where the browser can (an
   * XMLHttpRequest); `signal` cancels it (an ApiError with status 0 and `error.canceled`).
   */
  upload<T>(path: string, form: FormData, parser: Parser<T>, options?: UploadOptions): Promise<T>;
}

export interface UploadOptions {
  readonly onProgress?: (sent: number) => void;
  readonly signal?: AbortSignal;
}

/** A canceled upload. */
const canceled = () => new ApiError(0, { error: 'error.canceled', message: 'Canceled', details: [] });

/** Sends a form by XMLHttpRequest (upload progress); answers the status and the body text. */
function sendWithProgress(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  options: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () =>
      reject(new ApiError(0, { error: 'error.unknown', message: 'Network error', details: [] }));
    xhr.onabort = () => reject(canceled());
    if (options.signal?.aborted) return reject(canceled());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Creates the client; every call carries the token (when logged in) and the language header. */
export function createHttpClient(context: ClientContext): HttpClient {
  const doFetch = context.fetch ?? ((input, init) => fetch(input, init));
  // One refresh at a time: calls failing together wait for the same refresh instead of each starting one.
  let refreshing: Promise<boolean> | null = null;
  const refreshOnce = (): Promise<boolean> => {
    if (!context.refresh) return Promise.resolve(false);
    refreshing ??= context.refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  async function call<T>(
    method: string,
    path: string,
    parser: Parser<T>,
    query?: Query,
    body?: unknown,
    retried = false,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [LANGUAGE_HEADER]: context.language(),
    };
    const token = context.token();
    if (token) headers[AUTH_HEADER] = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${context.baseUrl}${path}${queryString(query)}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (cause) {
      throw new ApiError(0, { error: 'error.unknown', message: String(cause), details: [] });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const error = toApiError(response.status, json);
      if (response.status === 401 && !retried && context.refresh && (await refreshOnce().catch(() => false)))
        return call(method, path, parser, query, body, true);
      if (response.status === 401 || response.status === 403) context.onAuthFailure?.(error, path);
      throw error;
    }
    try {
      return parser.parse(json);
    } catch (cause) {
      console.error(`Unexpected response from ${method} ${path}`, cause);
      throw new ApiError(response.status, {
        error: 'error.unknown',
        message: 'Unexpected response',
        details: [],
      });
    }
  }
  /** An upload: XMLHttpRequest in a browser (progress), else fetch; the same token, refresh and errors as `call`. */
  async function upload<T>(
    path: string,
    form: FormData,
    parser: Parser<T>,
    options: UploadOptions = {},
    retried = false,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [LANGUAGE_HEADER]: context.language(),
    };
    const token = context.token();
    if (token) headers[AUTH_HEADER] = token;
    const url = `${context.baseUrl}${path}`;
    let answer: { status: number; text: string };
    if (typeof XMLHttpRequest !== 'undefined' && !context.fetch) {
      answer = await sendWithProgress(url, headers, form, options);
    } else {
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers,
          body: form,
          ...(options.signal ? { signal: options.signal } : {}),
        });
        answer = { status: response.status, text: await response.text() };
      } catch (cause) {
        if (options.signal?.aborted) throw canceled();
        throw new ApiError(0, { error: 'error.unknown', message: String(cause), details: [] });
      }
    }
    let json: unknown = null;
    try {
      json = answer.text ? JSON.parse(answer.text) : null;
    } catch {
      json = null;
    }
    if (answer.status < 200 || answer.status >= 300) {
      const error = toApiError(answer.status, json);
      if (answer.status === 401 && !retried && context.refresh && (await refreshOnce().catch(() => false)))
        return upload(path, form, parser, options, true);
      if (answer.status === 401 || answer.status === 403) context.onAuthFailure?.(error, path);
      throw error;
    }
    options.onProgress?.(1);
    return parser.parse(json);
  }
  return {
    upload,
    get: (path, parser, query) => call('GET', path, parser, query),
    text: async (path) => {
      const token = context.token();
      const response = await doFetch(`${context.baseUrl}${path}`, {
        headers: { [LANGUAGE_HEADER]: context.language(), ...(token ? { [AUTH_HEADER]: token } : {}) },
      });
      if (!response.ok) throw toApiError(response.status, null);
      return response.text();
    },
    post: (path, body, parser, query) => call('POST', path, parser, query, body),
    put: (path, body, parser) => call('PUT', path, parser, undefined, body),
    delete: (path, parser) => call('DELETE', path, parser),
  };
}
