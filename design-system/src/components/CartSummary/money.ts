/**
 * One number format per locale and options, made once: a calendar shows 30-odd prices in a render, and making an
 * Intl.NumberFormat costs far more than using one.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const digitsOf = new Map<string, number>();
/**
 * The currency's minor-unit digits (2 for EUR, 0 for JPY), read once per currency: each price on the screen asks,
 * and reading a format's resolved options makes a new object each time (in a profile of a phone's load of
 * `/lindenhof`, 17 ms at 4x CPU).
 */
function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** The currency's sign as the locale writes it ("€", "CHF"), from a format made once per locale and currency. */
export function currencySymbol(currency: string, locale: string): string {
  return (
    numberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * Formats an amount given in integer minor units (cents) in the locale and currency given.
 * `compact` drops a zero fraction (120 € instead of 120,00 €) and the thousands separator (1500 €, not 1.500 €) for
 * tight places such as calendar cells.
 */
export function formatMoney(minor: number, currency: string, locale: string, compact = false): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  const whole = Number.isInteger(major);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: compact && whole ? 0 : digits,
    maximumFractionDigits: digits,
    ...(compact ? { useGrouping: false } : {}),
  }).format(major);
}

/**
 * An amount in minor units rounded up to whole major units (11610 -> 11700 in EUR), for places that have room for
 * whole units only: rounded up, a "from" price never promises less than the guest pays.
 */
export function wholeUnitsUp(minor: number, currency: string): number {
  const unit = 10 ** currencyDigits(currency);
  return Math.ceil(minor / unit) * unit;
}

/**
 * An amount in minor units as a bare whole number in the locale, without the currency ("1500", "119"), for a place
 * too narrow for the sign where a legend names the currency (a calendar day). Digits of a fraction are kept.
 */
export function formatAmount(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  return numberFormat(locale, {
    minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(major);
}
