import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type Parser } from './client.ts';
import { ApiError } from './errors.ts';

const any: Parser<unknown> = { parse: (value) => value };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { error: 'error.unauthorized', message: 'Log in first', details: [] });

/** A fake server answering by the token it is sent: `fresh` is accepted, anything else is a 401. */
function server() {
  const seen: (string | null)[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('X-Auth-Token');
    seen.push(token);
    return token === 'fresh' ? json(200, { ok: true }) : unauthorized();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

describe('the API client', () => {
  it('sends the token and the language and returns the parsed answer', async () => {
    const { fetch, seen } = server();
    const client = createHttpClient({ baseUrl: '', token: () => 'fresh', language: () => 'en', fetch });
    await expect(client.get('/api/x', any)).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['fresh']);
  });

  it('after a 401 refreshes the token once and repeats the call with the new token', async () => {
    const { fetch, seen } = server();
    let token = 'stale';
    const refresh = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    const onAuthFailure = vi.fn();
    const client = createHttpClient({
      baseUrl: '',
      token: () => token,
      language: () => 'en',
      fetch,
      refresh,
      onAuthFailure,
    });
    await expect(client.get('/api/x', any)).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['stale', 'fresh']);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('calls failing together share one refresh', async () => {
    const { fetch } = server();
    let token = 'stale';
    const refresh = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      token = 'fresh';
      return true;
    });
    const client = createHttpClient({
      baseUrl: '',
      token: () => token,
      language: () => 'en',
      fetch,
      refresh,
    });
    await Promise.all([client.get('/api/a', any), client.post('/api/b', {}, any)]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails leaves the 401 and reports it, without a second try', async () => {
    const { fetch, seen } = server();
    const refresh = vi.fn(async () => false);
    const onAuthFailure = vi.fn();
    const client = createHttpClient({
      baseUrl: '',
      token: () => 'stale',
      language: () => 'en',
      fetch,
      refresh,
      onAuthFailure,
    });
    const error = await client.get('/api/x', any).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(seen).toEqual(['stale']);
    expect(onAuthFailure).toHaveBeenCalledWith(error, '/api/x');
  });

  it('without a refresh function a 401 and a 403 are reported at once', async () => {
    const fetch = vi.fn(async () =>
      json(403, { error: 'error.forbidden', message: 'No', details: [] }),
    ) as unknown as typeof globalThis.fetch;
    const onAuthFailure = vi.fn();
    const client = createHttpClient({
      baseUrl: '',
      token: () => null,
      language: () => 'en',
      fetch,
      onAuthFailure,
    });
    await expect(client.get('/api/session/user', any)).rejects.toMatchObject({
      status: 403,
      error: 'error.forbidden',
    });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a network failure is an ApiError with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof globalThis.fetch;
    const client = createHttpClient({ baseUrl: '', token: () => null, language: () => 'en', fetch });
    await expect(client.get('/api/x', any)).rejects.toMatchObject({ status: 0, error: 'error.unknown' });
  });

  it('uploads a form with the token, refreshing once after a 401, and maps a refusal to an ApiError', async () => {
    const { fetch, seen } = server();
    let token = 'stale';
    const client = createHttpClient({
      baseUrl: '',
      token: () => token,
      language: () => 'de',
      fetch,
      refresh: async () => {
        token = 'fresh';
        return true;
      },
    });
    const form = new FormData();
    form.set('data', '{}');
    const progress: number[] = [];
    await expect(
      client.upload('/api/up', form, any, { onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(seen).toEqual(['stale', 'fresh']);
    expect(progress).toEqual([1]);
    const refusing = createHttpClient({
      baseUrl: '',
      token: () => 't',
      language: () => 'en',
      fetch: (async () =>
        json(422, { error: 'error.document.type', message: 'no', details: [] })) as typeof globalThis.fetch,
    });
    await expect(refusing.upload('/api/up', form, any)).rejects.toMatchObject({
      status: 422,
      error: 'error.document.type',
    });
  });

  it('a canceled upload is an ApiError with status 0 and error.canceled', async () => {
    const controller = new AbortController();
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof globalThis.fetch;
    const client = createHttpClient({ baseUrl: '', token: () => 't', language: () => 'en', fetch: hanging });
    const sent = client.upload('/api/up', new FormData(), any, { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ status: 0, error: 'error.canceled' });
  });
});
