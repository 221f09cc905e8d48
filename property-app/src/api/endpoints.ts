import type { HttpClient } from '@venue/api-client';
import { StaffDashboard, StaffLoginResponse, StaffSessionUser } from '@venue/server/api';
import { z } from 'zod';

const LogoutResponse = z.unknown();

/** The staff API the property app calls (docs/api.md#staff-accounts), parsed by the server's own schemas. */
export function createApi(client: HttpClient) {
  return {
    /** POST /api/login by e-mail and password: the user and a new token pair. */
    login: (username: string, password: string) =>
      client.post('/api/login', { username, password }, StaffLoginResponse),
    /** POST /api/login with the refresh token of an earlier login: a new token pair. */
    refresh: (refreshToken: string) => client.post('/api/login', { refreshToken }, StaffLoginResponse),
    /** POST /api/logout: ends the session of the current token. */
    logout: () => client.post('/api/logout', {}, LogoutResponse),
    /** GET /api/session/user: the logged-in user with their properties. */
    sessionUser: () => client.get('/api/session/user', StaffSessionUser),
    /** GET /api/staff/dashboard: each of the user's properties with today's and upcoming arrivals by state. */
    dashboard: () => client.get('/api/staff/dashboard', StaffDashboard),
  };
}

export type Api = ReturnType<typeof createApi>;
