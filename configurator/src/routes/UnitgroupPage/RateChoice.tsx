import { Radio, RadioGroup } from '@venue/design-system';
import type { Rateplan } from '@venue/domain';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import * as styles from '../pages.css.ts';
import { type BookingOrigin, useRateTerms } from './useRateTerms.ts';

/**
 * docs/rules.md#rate-policies: the rates a unit group is sold at, chosen inside its card (a radio group: arrow keys
 * move and choose). Each says its price for the stay (or per night or day) and its terms in sentences.
 */
export function RateChoice({
  rates,
  chosenId,
  unitLabel,
  origin,
  onChange,
}: {
  rates: readonly Rateplan[];
  chosenId: number;
  /** "per night" or "per day", for a rate without a stay price. */
  unitLabel: string;
  /** How a booking of the unit group comes in: its terms say what is collected then. */
  origin: BookingOrigin;
  onChange: (rateplanId: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const termsOf = useRateTerms();
  return (
    <RadioGroup
      label={t('rate.label')}
      value={String(chosenId)}
      onChange={(value) => onChange(Number(value))}
    >
      {rates.map((rate) => {
        const price = rate.onRequest
          ? t('rate.onRequest')
          : typeof rate.stayPrice === 'number'
            ? t('rate.forStay', { price: format.money(rate.stayPrice, rate.currency) })
            : `${format.money(rate.price, rate.currency)} ${unitLabel}`;
        const terms = termsOf(rate.policy, origin);
        return (
          <Radio key={rate.id} value={String(rate.id)}>
            <span>
              <span className={styles.rateName}>
                {rate.name} · {price}
              </span>
              {terms ? <span className={styles.rateTerms}>{terms}</span> : null}
            </span>
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
