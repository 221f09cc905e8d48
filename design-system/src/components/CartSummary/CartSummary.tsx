import type { CalendarDate } from '@internationalized/date';
import { Fragment, useId } from 'react';
import { useLocale } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import * as css from './CartSummary.css.ts';
import { formatMoney } from './money.ts';

const strings: LocalizedStrings<
  | 'title'
  | 'item'
  | 'quantity'
  | 'price'
  | 'total'
  | 'vat'
  | 'onRequest'
  | 'empty'
  | 'loading'
  | 'minimumSales'
> = {
  en: {
    title: 'Your selection',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    total: 'Total',
    vat: 'incl. {rate} VAT',
    onRequest: 'on request',
    empty: 'Nothing selected yet.',
    loading: 'Updating prices…',
    minimumSales: 'tops up to the minimum spend',
  },
  de: {
    title: 'Ihre Auswahl',
    item: 'Leistung',
    quantity: 'Anz.',
    price: 'Preis',
    total: 'Gesamt',
    vat: 'inkl. {rate} MwSt.',
    onRequest: 'auf Anfrage',
    empty: 'Noch nichts ausgewählt.',
    loading: 'Preise werden aktualisiert …',
    minimumSales: 'Aufschlag bis zum Mindestumsatz',
  },
};

/** Kinds of cart lines, reused by the stories. */
export const cartLineKinds = ['item', 'minimumSales'] as const;

/** One priced line; amounts are integer minor units (cents). */
export interface CartLine {
  readonly id: string;
  /** Already translated. */
  readonly name: string;
  readonly quantity?: number;
  /** The quantity in words, already translated (e.g. "1 room × 2 nights"); shown instead of `quantity`. */
  readonly quantityText?: string;
  /** e.g. "2 nights", already translated. */
  readonly note?: string;
  readonly amount: number | null;
  readonly currency: string;
  /** @default false */
  readonly onRequest?: boolean;
  /** @default 'item' */
  readonly kind?: (typeof cartLineKinds)[number];
}

/** The lines of one day (or slot). */
export interface CartDay {
  readonly id: string;
  /** Names the day's table; without it the `label` does. */
  readonly date?: CalendarDate;
  /** Caption instead of the date, already translated (e.g. "Whole stay" for lines not tied to a day). */
  readonly label?: string;
  readonly lines: readonly CartLine[];
}

/** The VAT contained in the prices at one rate (percent, e.g. 19). */
export interface VatShare {
  readonly rate: number;
  readonly amount: number;
  readonly currency: string;
}

export interface MoneyTotal {
  readonly amount: number;
  readonly currency: string;
}

export interface CartSummaryProps {
  days: readonly CartDay[];
  vat?: readonly VatShare[] | undefined;
  /** One total per currency. */
  totals: readonly MoneyTotal[];
  /** Heading; defaults to "Your selection". */
  title?: string | undefined;
  /**
   * Prices are being recomputed.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Heading level of the title; day captions sit in their tables.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The cart as the guest sees it: lines per day in a table each, the VAT contained per rate and the
 * total per currency. It shows the numbers it is given; the domain computes them.
 */
export function CartSummary({
  days,
  vat = [],
  totals,
  title,
  isLoading = false,
  headingLevel = 2,
}: CartSummaryProps) {
  const t = useStrings(strings);
  const { locale } = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const filled = days.filter((day) => day.lines.length > 0);

  return (
    <section className={css.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Heading id={titleId} className={css.title}>
        {title ?? t.title}
      </Heading>
      {isLoading ? (
        <p role="status" className={css.empty}>
          {t.loading}
        </p>
      ) : null}
      {filled.length === 0 && !isLoading ? <p className={css.empty}>{t.empty}</p> : null}
      {filled.map((day) => (
        <table key={day.id} className={css.table}>
          <caption className={css.caption}>
            {day.label ?? (day.date ? dayFormat.format(day.date.toDate('UTC')) : '')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.headCell}>
                {t.item}
              </th>
              <th scope="col" className={css.headCell}>
                {t.quantity}
              </th>
              <th scope="col" className={css.headCell}>
                {t.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {day.lines.map((line) => (
              <tr key={line.id} className={css.row({ minimumSales: line.kind === 'minimumSales' })}>
                <th scope="row" className={[css.cell, css.rowHead].join(' ')}>
                  {line.name}
                  {line.note || line.kind === 'minimumSales' ? (
                    <span className={css.note}>{line.note ?? t.minimumSales}</span>
                  ) : null}
                </th>
                <td className={css.cell}>{line.quantityText ?? line.quantity ?? ''}</td>
                <td className={css.cell}>
                  {line.onRequest || line.amount === null ? t.onRequest : money(line.amount, line.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {totals.length > 0 ? (
        <dl className={css.sums}>
          {totals.map((total) => (
            <Fragment key={total.currency}>
              <dt className={css.totalLabel}>
                {totals.length > 1 ? `${t.total} (${total.currency})` : t.total}
              </dt>
              <dd className={css.totalValue}>{money(total.amount, total.currency)}</dd>
            </Fragment>
          ))}
          {vat.map((share) => (
            <Fragment key={`${share.currency}-${share.rate}`}>
              <dt className={css.sumLabel}>{t.vat.replace('{rate}', percent.format(share.rate / 100))}</dt>
              <dd className={css.sumValue}>{money(share.amount, share.currency)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
