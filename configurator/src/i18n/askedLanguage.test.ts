import { describe, expect, it } from 'vitest';
import { askedLanguage, bookerPageLanguage } from './askedLanguage.ts';

describe('the language of a reopened booking’s page', () => {
  it('is the booker’s, as the booking keeps it, when this tab was asked for none', () => {
    expect(bookerPageLanguage(null, 'en')).toBe('en');
  });

  it('is the one asked for in this tab (the link’s, or the guest’s own choice) before the booking’s', () => {
    expect(bookerPageLanguage('de', 'en')).toBe('de');
  });

  it('stays the page’s own when neither names a language the configurator speaks', () => {
    expect(bookerPageLanguage(null, null)).toBeNull();
    expect(bookerPageLanguage(null, 'fr')).toBeNull();
  });

  it('remembers the latest language asked for in the tab', () => {
    askedLanguage.write('en');
    askedLanguage.write('de');
    expect(askedLanguage.read()).toBe('de');
  });
});
