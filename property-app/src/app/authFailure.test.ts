import { ApiError } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { endsSession } from './authFailure.ts';

const error = (status: number) => new ApiError(status, { error: 'error.x', message: '', details: [] });

describe('which failed calls end the session', () => {
  it('an invalid token (401) and a missing permission (403) end it', () => {
    expect(endsSession(error(401), '/api/staff/dashboard')).toBe(true);
    expect(endsSession(error(403), '/api/staff/dashboard')).toBe(true);
  });

  it('a 403 of the session-user call is silenced; a 401 there still ends it', () => {
    expect(endsSession(error(403), '/api/session/user')).toBe(false);
    expect(endsSession(error(401), '/api/session/user')).toBe(true);
  });

  it("a staff member's refused change of the property's users keeps the session", () => {
    expect(endsSession(error(403), '/api/staff/property/2/users')).toBe(false);
    expect(endsSession(error(403), '/api/staff/property/2/users/7')).toBe(false);
    expect(endsSession(error(401), '/api/staff/property/2/users')).toBe(true);
  });

  it("a member no longer owner refused the property's payment set-up keeps the session", () => {
    expect(endsSession(error(403), '/api/staff/property/2/payment-provider')).toBe(false);
    expect(endsSession(error(401), '/api/staff/property/2/payment-provider')).toBe(true);
  });

  it('other failures keep the session', () => {
    expect(endsSession(error(500), '/api/staff/dashboard')).toBe(false);
    expect(endsSession(error(404), '/api/staff/dashboard')).toBe(false);
  });
});
