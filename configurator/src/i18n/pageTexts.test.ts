import { describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from './instance.ts';
import { completeTexts, recordTexts } from './pageTexts.ts';

const file = {
  'eventbar.start': "Los geht's",
  'eventbar.summaryPeople_one': '{{count}} Gast',
  'eventbar.summaryPeople_other': '{{count}} Gäste',
  'cart.title': 'Warenkorb',
  'nav.pageLost': 'Die Seite gibt es nicht mehr.',
};

describe('the first screen’s texts (docs/serving.md#the-first-screens-texts)', () => {
  it('are the texts a render asked for, with their plural forms, and no others', () => {
    const instance = createI18nInstance('de', { de: file });
    const shown = recordTexts(instance, file);
    expect(instance.t('eventbar.start')).toBe("Los geht's");
    expect(instance.t('eventbar.summaryPeople', { count: 3 })).toBe('3 Gäste');
    expect(shown.texts()).toEqual({
      'eventbar.start': "Los geht's",
      'eventbar.summaryPeople_one': '{{count}} Gast',
      'eventbar.summaryPeople_other': '{{count}} Gäste',
    });
    shown.reset();
    instance.t('cart.title');
    expect(shown.texts()).toEqual({ 'cart.title': 'Warenkorb' });
  });

  it('render again once the whole file is in when a text was missing, and only then', () => {
    const missing = vi.fn();
    const instance = createI18nInstance(
      'de',
      { de: { 'eventbar.start': "Los geht's" } },
      { onMissing: missing },
    );
    const changed = vi.fn();
    instance.on('languageChanged', changed);
    expect(instance.t('eventbar.start')).toBe("Los geht's");
    expect(missing).not.toHaveBeenCalled();
    expect(instance.t('nav.pageLost')).toBe('nav.pageLost');
    expect(missing).toHaveBeenCalled();
    completeTexts(instance, file, true);
    expect(instance.t('nav.pageLost')).toBe('Die Seite gibt es nicht mehr.');
    expect(changed).toHaveBeenCalledTimes(1);
    // Nothing missing: the texts are added without rendering anything again.
    const quiet = createI18nInstance('de', { de: { 'eventbar.start': "Los geht's" } });
    const unchanged = vi.fn();
    quiet.on('languageChanged', unchanged);
    completeTexts(quiet, file, false);
    expect(quiet.t('cart.title')).toBe('Warenkorb');
    expect(unchanged).not.toHaveBeenCalled();
  });
});
