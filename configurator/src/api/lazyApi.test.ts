import { describe, expect, it, vi } from 'vitest';
import type { Api } from './endpoints.ts';
import { lazyApi } from './lazyApi.ts';

/** An API module as the loader gives it: the calls used here, answering at once. */
const loadedApi = (answers: Partial<Api>) => answers as Api;

describe('the API loaded on its first call', () => {
  it('loads the calls once, on the first call, and answers every call through them', async () => {
    const tags = vi.fn(async (propertyId: number) => [{ id: propertyId, name: 'Seeblick' }]);
    const load = vi.fn(async () => loadedApi({ tags, servicetypes: async () => [] }));
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    await expect(api.tags(7)).resolves.toEqual([{ id: 7, name: 'Seeblick' }]);
    await expect(api.servicetypes()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(tags).toHaveBeenCalledWith(7);
    // A call is the same function on every read (hooks keep it as a dependency).
    expect(api.tags).toBe(api.tags);
  });

  it('answers its own calls without loading the others', async () => {
    const load = vi.fn(async () => loadedApi({}));
    const propertyLogin = vi.fn(async () => ({
      token: 't',
      propertyId: 7,
      propertyKey: 'lindenhof',
      currency: 'EUR',
      expiresAt: '2026-11-22T11:00:00Z',
    }));
    const api = lazyApi(load, { propertyLogin });
    await api.propertyLogin({ by: 'key', value: 'lindenhof' });
    expect(propertyLogin).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for the module again on the next call after a load failed, and is no promise itself', async () => {
    const load = vi
      .fn<() => Promise<Api>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(loadedApi({ servicetypes: async () => [] }));
    const api = lazyApi(load);
    await expect(api.servicetypes()).rejects.toThrow('offline');
    await expect(api.servicetypes()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
    // Awaiting the API object itself gives the object (it has no `then`).
    expect(await Promise.resolve(api)).toBe(api);
  });
});
