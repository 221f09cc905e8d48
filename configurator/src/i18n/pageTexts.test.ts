import { describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from './instance.ts';
import { recordTexts } from './pageTexts.ts';
import { AppTexts } from './useTranslation.ts';

const file = {
  'eventbar.start': "Los geht's",
  'eventbar.summaryPeople_one': '{{count}} Gast',
  'eventbar.summaryPeople_other': '{{count}} Gäste',
  'cart.title': 'Warenkorb',
  'nav.pageLost': 'Die Seite gibt es nicht mehr.',
};

describe('the first screen’s texts (docs/serving.md#the-first-screens-texts)', () => {
  it('are the texts a render was given, by key and options, and no others', () => {
    const instance = createI18nInstance('de', { de: file });
    const shown = recordTexts(instance);
    expect(instance.t('eventbar.start')).toBe("Los geht's");
    expect(instance.t('eventbar.summaryPeople', { count: 3 })).toBe('3 Gäste');
    const texts = shown.texts();
    expect(Object.values(texts)).toEqual(["Los geht's", '3 Gäste']);
    shown.reset();
    instance.t('cart.title');
    expect(Object.values(shown.texts())).toEqual(['Warenkorb']);
  });

  it('give the browser the server’s text for the same call before i18next has loaded', async () => {
    const server = createI18nInstance('de', { de: file });
    const shown = recordTexts(server);
    server.t('eventbar.summaryPeople', { count: 3 });
    server.t('eventbar.start');
    const browser = createI18nInstance('de', { de: file });
    const load = vi.fn(() => Promise.resolve(browser));
    const texts = new AppTexts({ language: 'de', rendered: shown.texts(), load });
    const t = texts.t as unknown as (key: string, options?: object) => string;
    expect(t('eventbar.summaryPeople', { count: 3 })).toBe('3 Gäste');
    expect(t('eventbar.start')).toBe("Los geht's");
    // Waiting for i18next (toasts, the update check) does not ask for it.
    const waited = vi.fn();
    void texts.whenLoaded.then(waited);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(waited).not.toHaveBeenCalled();
    expect(texts.loaded).toBe(false);
    // Another count than the server rendered: i18next is loaded, and the part asking waits for it (Suspense).
    let thrown: unknown;
    try {
      t('eventbar.summaryPeople', { count: 1 });
    } catch (promise) {
      thrown = promise;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(load).toHaveBeenCalledTimes(1);
    expect(await texts.whenLoaded).toBe(browser);
    expect(t('eventbar.summaryPeople', { count: 1 })).toBe('1 Gast');
    expect(t('nav.pageLost')).toBe('Die Seite gibt es nicht mehr.');
  });

  it('follow a language change once i18next is there', async () => {
    const instance = createI18nInstance('de', {
      de: file,
      en: { ...file, 'eventbar.start': "Let's go" },
    });
    const texts = new AppTexts({ language: 'de', rendered: {}, load: () => Promise.resolve(instance) });
    const changed = vi.fn();
    texts.subscribe(changed);
    await texts.changeLanguage('en');
    expect(texts.language).toBe('en');
    expect(changed).toHaveBeenCalled();
    expect((texts.t as unknown as (key: string) => string)('eventbar.start')).toBe("Let's go");
  });
});
