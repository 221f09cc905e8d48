import { formatMoney } from '@venue/design-system';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime } from './format.ts';
import { createI18n } from './i18n.ts';
import { resolveLanguage } from './languages.ts';

describe('formatting for the active locale', () => {
  it('writes dates, times and money the German way in German', () => {
    expect(formatDate('de-DE', '2026-11-23')).toBe('Mo., 23.11.2026');
    expect(formatTime('de-DE', '09:30:00')).toBe('09:30');
    expect(formatMoney(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('writes them the British way in English', () => {
    expect(formatDate('en-GB', '2026-11-23')).toBe('Mon, 23/11/2026');
    expect(formatMoney(123450, 'EUR', 'en-GB')).toBe('€1,234.50');
  });
});

describe('language choice', () => {
  it('starts in German', () => {
    expect(createI18n().language).toBe('de');
    expect(createI18n().t('FORM.ERROR.REQUIRED')).toBe('Bitte füllen Sie dieses Feld aus.');
  });

  it('logs an unsupported language and uses the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLanguage('fr')).toBe('de');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
    warn.mockRestore();
  });

  it('accepts a regional variant of a supported language', () => {
    expect(resolveLanguage('en-US')).toBe('en');
  });
});
