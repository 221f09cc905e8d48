import { describe, expect, it } from 'vitest';
import { pagePath, samePage } from './pages.ts';

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
  it('treats the same page reached twice as one page', () => {
    expect(samePage({ page: 'cart', unitgroupindex: 0 }, { page: 'cart', unitgroupindex: 0 })).toBe(true);
    expect(samePage({ page: 'cart', unitgroupindex: 0 }, { page: 'cart', unitgroupindex: 1 })).toBe(false);
  });
});
