import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMoney, wholeUnitsUp } from './money.ts';

describe('money in each currency', () => {
  it('shows euro cents with two decimals the German and the British way', () => {
    expect(formatMoney(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'en-GB')).toBe('€1,234.50');
  });

  it('shows yen without decimals: 1500 minor units are ¥1,500', () => {
    expect(formatMoney(1500, 'JPY', 'en-GB')).toBe('JP¥1,500');
    expect(formatMoney(1500, 'JPY', 'ja-JP')).toBe('￥1,500');
  });

  it('shows Kuwaiti dinar with three decimals', () => {
    expect(formatMoney(12345, 'KWD', 'en-GB')).toBe('KWD\u00a012.345');
  });

  it('drops a zero fraction only when asked to be compact', () => {
    expect(formatMoney(12000, 'EUR', 'de-DE', true)).toBe('120\u00a0€');
    expect(formatMoney(12050, 'EUR', 'de-DE', true)).toBe('120,50\u00a0€');
    expect(formatMoney(12000, 'EUR', 'de-DE')).toBe('120,00\u00a0€');
    // A day's hall: no thousands separator in the narrow cell.
    expect(formatMoney(150000, 'EUR', 'de-DE', true)).toBe('1500\u00a0€');
    expect(formatMoney(150000, 'EUR', 'en-GB', true)).toBe('€1500');
    expect(formatMoney(150000, 'EUR', 'de-DE')).toBe('1.500,00\u00a0€');
  });

  it('writes a bare amount for a calendar day, the currency said by its legend', () => {
    expect(formatAmount(150000, 'EUR', 'de-DE')).toBe('1500');
    expect(formatAmount(11900, 'EUR', 'en-GB')).toBe('119');
    expect(formatAmount(11650, 'EUR', 'de-DE')).toBe('116,50');
  });

  it('rounds up to whole units for a "from" price, in each currency’s units', () => {
    expect(wholeUnitsUp(11610, 'EUR')).toBe(11700);
    expect(wholeUnitsUp(11900, 'EUR')).toBe(11900);
    expect(wholeUnitsUp(1500, 'JPY')).toBe(1500);
  });

  it('writes a currency’s sign as the locale does', () => {
    expect(currencySymbol('EUR', 'de-DE')).toBe('€');
    expect(currencySymbol('CHF', 'en-GB')).toBe('CHF');
    expect(currencySymbol('GBP', 'en-GB')).toBe('£');
  });
});
