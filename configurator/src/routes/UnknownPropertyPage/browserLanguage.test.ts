import { describe, expect, it } from 'vitest';
import { browserLanguage } from './UnknownPropertyPage.tsx';

describe('the language of the page for an unknown property', () => {
  it('is the first of the browser’s languages the app speaks', () => {
    expect(browserLanguage(['fr-FR', 'en-US', 'de-DE'])).toBe('en');
    expect(browserLanguage(['de_AT'])).toBe('de');
  });

  it('is none when the browser asks only for others (the page stays in the default)', () => {
    expect(browserLanguage(['fr-FR', 'it'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
