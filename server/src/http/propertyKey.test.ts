import { PropertyKey } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';

describe('property keys', () => {
  it('a property cannot be called app, api or assets: those paths belong to the server', () => {
    expect(PropertyKey.safeParse('app').success).toBe(false);
    expect(PropertyKey.safeParse('api').success).toBe(false);
    expect(PropertyKey.safeParse('assets').success).toBe(false);
    expect(PropertyKey.safeParse('lindenhof').success).toBe(true);
    expect(PropertyKey.safeParse('app-hotel').success).toBe(true);
  });

  describe('over the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp();
    });
    afterAll(() => t.close());

    it('a property login by the key app is refused as malformed, not looked up', async () => {
      const res = await t.request('POST', '/api/propertylogin', { body: { key: 'app' } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('error.validation');
    });

    it('/app/ is the property app, not a property: without a build it says so', async () => {
      const res = await t.request('GET', '/app/dashboard');
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/property app is not built/);
    });
  });
});
