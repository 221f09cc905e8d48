import { resolveLanguage, type SupportedLanguage } from '../i18n/languages.ts';
import type { SliceCreator } from './types.ts';

const LANGUAGE_KEY = 'venue.propertyApp.language';
const PROPERTY_KEY = 'venue.propertyApp.propertyId';

/** The user's choices that outlive a session (local storage): language and the property worked on. */
export interface UiSlice {
  readonly language: SupportedLanguage;
  /** The property chosen in the switcher; null until one is chosen (then the user's first). */
  readonly propertyId: number | null;
  readonly setLanguage: (language: SupportedLanguage) => void;
  readonly selectProperty: (propertyId: number) => void;
}

/** Creates the UI slice; `fallbackLanguage` is the browser's when no language was chosen before. */
export const createUiSlice =
  (fallbackLanguage: string | null): SliceCreator<UiSlice> =>
  (deps) =>
  (set) => {
    const storedProperty = Number(deps.preferences.read(PROPERTY_KEY));
    return {
      language: resolveLanguage(deps.preferences.read(LANGUAGE_KEY) ?? fallbackLanguage),
      propertyId: Number.isInteger(storedProperty) && storedProperty > 0 ? storedProperty : null,
      setLanguage: (language) => {
        deps.preferences.write(LANGUAGE_KEY, language);
        set({ language });
      },
      selectProperty: (propertyId) => {
        deps.preferences.write(PROPERTY_KEY, String(propertyId));
        set({ propertyId });
      },
    };
  };
