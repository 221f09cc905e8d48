import { ApiError } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { errorKeyOf } from './accountErrors.ts';
import { teamErrorKey } from './teamErrors.ts';

const refusal = (status: number, error: string) => new ApiError(status, { error, message: '', details: [] });

describe('the message of a refused account or team call', () => {
  it('says the service is unavailable for a moment while the database is unreachable (503)', () => {
    expect(errorKeyOf(refusal(503, 'error.unavailable'))).toBe('error.unavailable');
    expect(teamErrorKey(refusal(503, 'error.unavailable'))).toBe('error.unavailable');
  });

  it('says "try again" for anything it does not know', () => {
    expect(errorKeyOf(refusal(500, 'error.unknown'))).toBe('error.unknown');
    expect(errorKeyOf(new Error('offline'))).toBe('error.unknown');
  });
});
