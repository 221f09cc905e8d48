import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './nextPath.ts';

describe('the page to return to after login', () => {
  it('remembers the wanted page with its parameters', () => {
    expect(loginPathFor('/dashboard', 'x=1')).toBe('/login?next=%2Fapp%2Fdashboard%3Fx%3D1');
    expect(loginPathFor('/dashboard', '')).toBe('/login?next=%2Fapp%2Fdashboard');
  });

  it('returns to a page of this app, parameters included', () => {
    expect(safeNextPath('/app/dashboard?x=1')).toBe('/app/dashboard?x=1');
    expect(safeNextPath('/app/')).toBe('/app/');
  });

  it('never leads elsewhere (no open redirect)', () => {
    for (const next of [
      'https://evil.example/app/x',
      '//evil.example/app/',
      '/\\evil.example',
      '/app\\..\\evil',
      '/api/logout',
      '/lindenhof',
      'javascript:alert(1)',
      '/app/../api/x',
      '',
      null,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });

  it('does not return to the login page itself', () => {
    expect(safeNextPath('/app/login?next=%2Fapp%2Fdashboard')).toBeNull();
  });
});
