import { policyTexts, type RatePolicy } from '@venue/domain';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/StoreProvider.tsx';

/**
 * docs/rules.md#rate-policies: a rate's terms as the sentences a guest reads (the card's rate choice and the cart),
 * with the property's cancellation for a rate without its own.
 */
export function useRateTerms(): (policy: RatePolicy | undefined) => string {
  const { t } = useTranslation();
  const propertyDays = useAppStore((s) => s.settings?.bookingCancelDaysBeforeArrival ?? null);
  return (policy) =>
    policy
      ? policyTexts(policy, propertyDays)
          .map((text) =>
            // A number of days is said in the plural form it needs.
            t(text.key, 'days' in text.values ? { ...text.values, count: text.values.days } : text.values),
          )
          .join(' ')
      : '';
}
