import { ApiError } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { stepAfter, stopMessageOf } from './externalErrors.ts';

const refusal = (status: number, error: string) =>
  new ApiError(status, { error, message: error, details: [] });

describe('the external login pages after a refusal', () => {
  it('ask for the terms, or for the existing password (again, with the reason)', () => {
    expect(stepAfter(refusal(422, 'error.terms.required'))).toEqual({ kind: 'terms' });
    expect(stepAfter(refusal(401, 'error.existing.password.required'))).toEqual({
      kind: 'password',
      error: null,
    });
    expect(stepAfter(refusal(401, 'error.existing.password.wrong'))).toEqual({
      kind: 'password',
      error: 'external.password.wrong',
    });
    expect(stepAfter(refusal(422, 'error.existing.password.empty'))).toEqual({
      kind: 'password',
      error: 'external.password.empty',
    });
  });

  it('stop with a message of their own for what cannot go on, a general one for anything else', () => {
    expect(stepAfter(refusal(409, 'error.existing.external'))).toEqual({
      kind: 'stopped',
      message: 'external.error.existingExternal',
    });
    expect(stepAfter(refusal(401, 'error.external.expired')).kind).toBe('stopped');
    expect(stepAfter(refusal(429, 'error.login.locked'))).toEqual({
      kind: 'stopped',
      message: 'login.error.locked',
    });
    expect(stepAfter(new TypeError('network'))).toEqual({
      kind: 'stopped',
      message: 'external.error.unknown',
    });
    expect(stopMessageOf('error.external.email.required')).toBe('external.error.emailRequired');
    // The failed page's ?error= is shown only by known keys.
    expect(stopMessageOf('toString')).toBe('external.error.unknown');
    expect(stopMessageOf('<script>')).toBe('external.error.unknown');
    expect(stopMessageOf(null)).toBe('external.error.unknown');
  });
});
