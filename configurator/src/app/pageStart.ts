import { type PropertyLocation, resolvePropertyLocation } from '../api/propertyLocation.ts';
import { resolveLanguage, type SupportedLanguage } from '../i18n/languages.ts';
import { storedPropertyId } from './storedProperty.ts';

/** What the page's address asks for: the language and the property (docs/api.md). */
export interface PageStart {
  /** A link's language (`lang`, or `language`), as asked for. */
  readonly linkLanguage: string | null;
  readonly language: SupportedLanguage;
  readonly location: PropertyLocation;
}

let read: PageStart | null = null;

/**
 * The page's start, read once from its address (and the remembered property): by the page's script for the login it
 * starts early (./earlyLogin.ts), and by the app's start (main.tsx), which then finds the same.
 */
export function pageStart(): PageStart {
  if (read) return read;
  const search = new URLSearchParams(window.location.search);
  const linkLanguage = search.get('lang') ?? search.get('language');
  read = {
    linkLanguage,
    language: resolveLanguage(linkLanguage),
    location: resolvePropertyLocation(
      window.location.pathname,
      window.location.search,
      storedPropertyId.read(),
      import.meta.env.VITE_DEFAULT_PROPERTY_CODE ?? null,
    ),
  };
  return read;
}
