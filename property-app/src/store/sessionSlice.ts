import { ApiError } from '@venue/api-client';
import type { ExternalLoginCompleteBody, StaffLoginResponse, StaffSessionUser } from '@venue/contract';
import { registerAfterLogin, removeDevice } from '../app/push.ts';
import type { SliceCreator } from './types.ts';
import type { UiSlice } from './uiSlice.ts';

/** Why a sign-in failed, as an i18n key. */
export type LoginErrorKey =
  | 'login.error.failed'
  | 'login.error.locked'
  | 'login.error.unverified'
  | 'login.error.unknown';

/** The staff session: who is logged in, and the token pair (kept in session storage, see createAppStore). */
export interface SessionSlice {
  /** `restoring` until a stored token has been checked at start. */
  readonly status: 'restoring' | 'anonymous' | 'authenticated';
  readonly user: StaffSessionUser | null;
  readonly token: string | null;
  readonly refreshToken: string | null;
  readonly loginError: LoginErrorKey | null;
  /** The session ended by itself (a token that could not be refreshed): the login page says so. */
  readonly sessionEnded: boolean;
  /** Signs in by e-mail and password; whether it worked (else `loginError` says why). */
  readonly login: (username: string, password: string) => Promise<boolean>;
  /**
   * Completes the external login waiting in this browser (docs/api.md#external-logins) and is then logged in,
   * as after a login; whether it connected the external account (the "connected" message). A refusal (terms
   * or the existing password needed, ...) is thrown as the ApiError: the external login pages ask by its key.
   */
  readonly loginByExternalAccount: (body: ExternalLoginCompleteBody) => Promise<{ connected: boolean }>;
  /** At start: checks a stored token (refreshing it if needed) and loads the user, else anonymous. */
  readonly restore: () => Promise<void>;
  /** Replaces the token pair by the refresh token; whether it worked (the API client then retries). */
  readonly refresh: () => Promise<boolean>;
  /** Logs out at the server (best effort) and forgets the session. */
  readonly logout: () => Promise<void>;
  /** Forgets a session the server no longer accepts. */
  readonly endSession: () => void;
}

const loginErrorOf = (error: unknown): LoginErrorKey => {
  if (error instanceof ApiError && error.error === 'error.login.failed') return 'login.error.failed';
  if (error instanceof ApiError && error.error === 'error.login.locked') return 'login.error.locked';
  // The right password of an account whose e-mail waits for verification (docs/api.md#signup-and-e-mail-verification).
  if (error instanceof ApiError && error.error === 'error.login.unverified') return 'login.error.unverified';
  return 'login.error.unknown';
};

const signedIn = (answer: StaffLoginResponse) => {
  const { token, refreshToken, expiresAt: _expiresAt, ...user } = answer;
  return {
    status: 'authenticated' as const,
    user,
    token,
    refreshToken,
    loginError: null,
    sessionEnded: false,
  };
};

const signedOut = { status: 'anonymous' as const, user: null, token: null, refreshToken: null };

/** Best effort, never in the way of the login or logout itself (docs/api.md#web-push). */
const quietly = (work: Promise<void>) => work.catch(() => {});

/** Creates the session slice. */
export const createSessionSlice: SliceCreator<SessionSlice, SessionSlice & Pick<UiSlice, 'language'>> =
  (deps) => (set, get) => ({
    status: 'restoring',
    user: null,
    token: null,
    refreshToken: null,
    loginError: null,
    sessionEnded: false,
    login: async (username, password) => {
      set({ loginError: null });
      try {
        set(signedIn(await deps.authApi.login(username, password)));
        // A browser that allowed notifications before registers for this user (nothing is asked).
        void quietly(registerAfterLogin(deps.api, get().language));
        return true;
      } catch (error) {
        set({ ...signedOut, loginError: loginErrorOf(error) });
        return false;
      }
    },
    loginByExternalAccount: async (body) => {
      const { connected, ...answer } = await deps.authApi.loginByExternalAccount(body);
      set(signedIn(answer));
      void quietly(registerAfterLogin(deps.api, get().language));
      return { connected };
    },
    restore: async () => {
      if (!get().token && !get().refreshToken) {
        set(signedOut);
        return;
      }
      try {
        const user = await deps.api.sessionUser();
        set({ status: 'authenticated', user });
      } catch {
        // A lost session was reported by the client (endSession); a 403 here is silenced: just sign in again.
        set(signedOut);
      }
    },
    refresh: async () => {
      const refreshToken = get().refreshToken;
      if (!refreshToken) return false;
      try {
        const answer = await deps.authApi.refresh(refreshToken);
        set({ token: answer.token, refreshToken: answer.refreshToken });
        return true;
      } catch {
        return false;
      }
    },
    logout: async () => {
      // This browser's push device goes first, while the token still works.
      await quietly(removeDevice(deps.api));
      try {
        await deps.api.logout();
      } catch {
        // The session is forgotten here whatever the server says (it may have ended already).
      }
      set({ ...signedOut, loginError: null, sessionEnded: false });
    },
    endSession: () => {
      if (!get().token && get().status !== 'authenticated') return;
      set({ ...signedOut, sessionEnded: true });
    },
  });
