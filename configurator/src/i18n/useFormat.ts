import { currencySymbol, formatMoney } from '@venue/design-system';
import { useLocale } from 'react-aria-components';
import { formatDate, formatTime } from './format.ts';

/** Formatters bound to the active locale. */
export function useFormat() {
  const { locale } = useLocale();
  return {
    locale,
    date: (date: string, style?: 'short' | 'long') => formatDate(locale, date, style),
    time: (time: string) => formatTime(locale, time),
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    /** The currency's sign as the locale writes it ("€", "CHF"). */
    currencySymbol: (currency: string) => currencySymbol(currency, locale),
  };
}
