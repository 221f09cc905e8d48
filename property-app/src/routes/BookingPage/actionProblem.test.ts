import { ApiError } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { problemOf } from './actionProblem.ts';

const failure = (status: number, error: string, details: unknown[] = []) =>
  new ApiError(status, { error, message: 'm', details });

describe('a refused staff action', () => {
  it('a stale version or a state that no longer allows the action is a conflict', () => {
    expect(problemOf(failure(409, 'error.conflict', [{ version: 4, state: 2 }]))).toEqual({
      kind: 'conflict',
    });
    expect(problemOf(failure(409, 'error.booking.state'))).toEqual({ kind: 'conflict' });
  });

  it("an unusable option date says why (the server's detail code)", () => {
    expect(problemOf(failure(422, 'error.validation', [{ path: 'optionDate', code: 'past' }]))).toEqual({
      kind: 'invalid',
      code: 'past',
      message: 'm',
    });
  });

  it('a payment provider that could not carry out the action is said as such, not as a plain failure', () => {
    expect(problemOf(failure(409, 'error.payment.providerfailed'))).toEqual({ kind: 'provider' });
  });

  it('anything else is a plain failure', () => {
    expect(problemOf(failure(500, 'error.unknown'))).toEqual({ kind: 'failed' });
    expect(problemOf(new Error('offline'))).toEqual({ kind: 'failed' });
  });
});
