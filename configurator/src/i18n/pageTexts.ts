import type { i18n } from 'i18next';
import type { Translation } from './translations.ts';

/*
 * docs/serving.md#the-first-screens-texts: a server-rendered page carries the texts its first screen shows, so the
 * browser hydrates it without the language's whole translation file (about 10 KB of JavaScript, gzip), which it
 * loads once the page is hydrated.
 */

/** The plural and context forms i18next resolves a key to (`key_one`, `key_other`, `key_male_one`). */
const SUFFIX = /_[A-Za-z0-9]+$/;

/**
 * Notes every key `instance.t` is asked for (react-i18next's `t` calls it), and gives those keys' texts from
 * `translation`, with their plural and context forms: what a render showed, for the page's data.
 */
export function recordTexts(instance: i18n, translation: Translation) {
  const used = new Set<string>();
  const t = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  instance.t = ((key: unknown, ...rest: unknown[]) => {
    for (const one of [key].flat()) if (typeof one === 'string') used.add(one);
    return t(key, ...rest);
  }) as unknown as i18n['t'];
  return {
    /** Forgets the keys noted so far (a render started again). */
    reset: () => used.clear(),
    /** The texts of the keys noted, in the translation file's order. */
    texts: (): Translation => {
      const out: Record<string, string> = {};
      for (const [key, text] of Object.entries(translation)) {
        const base = key.replace(SUFFIX, '');
        if (used.has(key) || used.has(base) || used.has(base.replace(SUFFIX, ''))) out[key] = text;
      }
      return out;
    },
  };
}

/**
 * Adds the language's whole file to an instance that started with the first screen's texts; if a text was asked for
 * meanwhile that those did not hold, the app's texts render again (react-i18next follows `languageChanged`).
 */
export function completeTexts(instance: i18n, full: Translation, missed: boolean): void {
  instance.addResourceBundle(instance.language, 'translation', full, true, false);
  if (missed) instance.emit('languageChanged', instance.language);
}
