import type { CalendarDate } from '@internationalized/date';
import type { Settings } from '@venue/domain';
import type { PropertySummary } from '../../api/endpoints.ts';
import type { PropertyLocation } from '../../api/propertyLocation.ts';
import type { QueryPrefill } from '../../app/queryPrefill.ts';
import type { VenueState } from '../../app/venueState.ts';
import type { SupportedLanguage } from '../../i18n/languages.ts';

/**
 * Login state of the property session: `no-property` when the address names none (the list of properties),
 * `unknown-property` when the one it names does not exist, `failed` when the login failed otherwise.
 */
type SessionStatus = 'idle' | 'pending' | 'ready' | 'failed' | 'no-property' | 'unknown-property';

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
  /**
   * Whether the property hosts stays, as its page says (app/venueState.ts); null without the page's data, where
   * the cart's lists tell.
   */
  readonly hostsStays: boolean | null;
  /** Today in the property's time zone, from the injected clock (the domain takes it as a parameter). */
  readonly today: () => CalendarDate;
  /**
   * Logs in anonymously, loads settings and lists, restores or prefills the cart. With `initial` (the page's
   * first-screen data, app/venueState.ts) the property, settings and lists come from it and the session is ready
   * without waiting for the login, which runs meanwhile.
   */
  readonly startSession: (
    location: PropertyLocation,
    prefill: QueryPrefill,
    initial?: VenueState | null,
    options?: {
      readonly storedCartLater?: boolean;
      /**
       * The cart's lists are read once this resolves (docs/serving.md#no-store-change-while-hydrating): the server's
       * HTML is hydrated then, and their answer changes no state React is hydrating from.
       */
      readonly listsAfter?: Promise<unknown>;
    },
  ) => Promise<void>;
  /**
   * With `storedCartLater` the session starts with the new cart the server rendered for (its HTML is hydrated
   * with it) and keeps the cart stored in this browser untouched; this then takes that one (docs/serving.md#a-
   * stored-cart) and refreshes the lists for it.
   */
  readonly restoreStoredCart: () => Promise<void>;
  /**
   * The guest's language: the catalog lists and the property's name are read again in it (docs/pages.md#language:
   * every call carries the language; "property get by id after language change"). The cart stays.
   */
  readonly setLanguage: (language: SupportedLanguage) => void;
}
