import { describe, expect, it } from 'vitest';
import { pagePath, pageRefOfPath } from './pages.ts';

describe('page routes', () => {
  it('gives each page the route segment of the spec', () => {
    expect(pagePath({ page: 'setup', unitgroupindex: 0 })).toBe('setup/0');
    expect(pagePath({ page: 'unitgroup', unitgroupindex: 2, category: 2 })).toBe('unitgroup/2/2');
    expect(pagePath({ page: 'service', unitgroupindex: 1, servicecode: 'catering' })).toBe(
      'service/1/catering',
    );
    expect(pagePath({ page: 'cart', unitgroupindex: 0 })).toBe('cart/0');
  });
  it('escapes a service code that contains a slash', () => {
    expect(pagePath({ page: 'service', unitgroupindex: 1, servicecode: 'a/b' })).toBe('service/1/a%2Fb');
  });
  it('reads a route back into the page it names, and nothing else', () => {
    const refs = [
      { page: 'setup', unitgroupindex: 1 },
      { page: 'unitgroup', unitgroupindex: 2, category: 1 },
      { page: 'service', unitgroupindex: 1, servicecode: 'a/b' },
      { page: 'cart', unitgroupindex: 0 },
    ] as const;
    for (const ref of refs) expect(pageRefOfPath(`/${pagePath(ref)}`)).toEqual(ref);
    expect(pageRefOfPath('/dashboard')).toBeNull();
    expect(pageRefOfPath('/unitgroup/1/3')).toBeNull();
    expect(pageRefOfPath('/cart/1/extra')).toBeNull();
    expect(pageRefOfPath('/service/1/%E0%A4%A')).toBeNull();
  });
});
