import type { StateCreator } from 'zustand';
import type { Api } from '../api/endpoints.ts';

/** Where the app keeps the user's preferences (language, chosen property): local storage in the browser. */
export interface Preferences {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

/** What the store's actions need from outside. */
export interface StoreDeps {
  /** The API through the client that refreshes the token and reports lost sessions. */
  readonly api: Api;
  /** The same API through a client without refresh: the login and the refresh call themselves. */
  readonly authApi: Pick<Api, 'login' | 'refresh' | 'loginByExternalAccount'>;
  readonly preferences: Preferences;
}

/**
 * A slice creator of the bound store (zustand slices pattern): it makes the slice `Own` and reads the store as
 * `Sees` (its own state and what it uses of the others), so a slice names only what it depends on.
 */
export type SliceCreator<Own, Sees = Own> = (deps: StoreDeps) => StateCreator<Sees, [], [], Own>;
