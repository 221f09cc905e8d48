import { readSettings, type Settings } from '@venue/domain';
import type { PropertySummary } from '../api/endpoints.ts';
import type { PropertyLocation } from '../api/propertyLocation.ts';
import type { SupportedLanguage } from '../i18n/languages.ts';
import type { SliceCreator } from './types.ts';

/** Login state of the property session. */
export type SessionStatus = 'idle' | 'pending' | 'ready' | 'failed' | 'no-property';

/** The property session: who we are logged in as, the property's settings, language. */
export interface SessionSlice {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly property: PropertySummary | null;
  readonly propertyKey: string | null;
  readonly mode: string;
  readonly base: string;
  readonly settings: Settings | null;
  readonly language: SupportedLanguage;
  /** Logs in anonymously and loads the settings; reports the login error key on failure. */
  readonly startSession: (location: PropertyLocation) => Promise<void>;
  readonly setLanguage: (language: SupportedLanguage) => void;
}

/** Creates the session slice. */
export const createSessionSlice: SliceCreator<SessionSlice> = (deps) => (set, get) => ({
  status: 'idle',
  token: null,
  property: null,
  propertyKey: null,
  mode: '',
  base: '',
  settings: null,
  language: 'de',
  setLanguage: (language) => set({ language }),
  startSession: async (location) => {
    if (!location.login) {
      set({ status: 'no-property' });
      return;
    }
    set({ status: 'pending', propertyKey: location.propertyKey, mode: location.mode, base: location.base });
    try {
      const { token, property } = await deps.api.propertyLogin(location.login);
      set({ token, property });
      const list = await deps.api.settings(property.id);
      const { settings, problems } = readSettings(list);
      for (const problem of problems) console.warn('Property setting ignored', problem);
      set({ settings });
      await get().loadCatalog();
      set({ status: 'ready' });
    } catch (error) {
      console.error('Login to property failed', error);
      set({ status: 'failed', token: null });
    }
  },
});
