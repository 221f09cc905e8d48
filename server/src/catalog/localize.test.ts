import { describe, expect, it } from 'vitest';
import { languageOf, localized } from './localize.ts';

describe('the language of a call', () => {
  it('is the first two letters of App-Language in lower case', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('DE-de')).toBe('de');
    expect(languageOf(' en_GB')).toBe('en');
  });

  it('is none without a usable header', () => {
    expect(languageOf(undefined)).toBeNull();
    expect(languageOf('')).toBeNull();
    expect(languageOf('1')).toBeNull();
  });
});

describe('a localized entity', () => {
  const type = { id: 1, code: 'catering', name: 'Verpflegung', description: 'Essen' };
  const i18n = { en: { name: 'Catering', description: '', code: 'food' } };

  it('takes the translated fields of the language and keeps the others', () => {
    expect(localized(type, i18n, 'en', ['name', 'description'])).toEqual({
      ...type,
      name: 'Catering',
    });
  });

  it('falls back to the stored text for an unknown language, no language or no translations', () => {
    expect(localized(type, i18n, 'fr', ['name'])).toBe(type);
    expect(localized(type, i18n, null, ['name'])).toBe(type);
    expect(localized(type, undefined, 'en', ['name'])).toBe(type);
  });

  it('changes only the fields it is asked for and never the stored entity', () => {
    const result = localized(type, i18n, 'en', ['name']);
    expect(result.code).toBe('catering');
    expect(type.name).toBe('Verpflegung');
  });
});
