import { defaultSettings, policyTexts, type RatePolicy } from '@venue/domain';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';

/** How a booking comes in: a request the hotel answers with an offer, or a direct reservation. */
export type BookingOrigin = 'request' | 'reservation';

/**
 * docs/rules.md#rate-policies: a rate's terms as the sentences a guest reads (the card's rate choice and the cart),
 * with the property's cancellation for a rate without its own, and what the property's payment settings collect
 * for a booking that comes in as `origin` (a request pays, if at all, when the hotel's offer is accepted).
 */
export function useRateTerms(): (policy: RatePolicy | undefined, origin: BookingOrigin) => string {
  const { t } = useTranslation();
  const settings = useAppStore((s) => s.settings) ?? defaultSettings;
  const propertyDays = settings.bookingCancelDaysBeforeArrival ?? null;
  return (policy, origin) =>
    policy
      ? policyTexts(policy, propertyDays, settings, origin)
          .map((text) =>
            // A number of days is said in the plural form it needs.
            t(text.key, 'days' in text.values ? { ...text.values, count: text.values.days } : text.values),
          )
          .join(' ')
      : '';
}
