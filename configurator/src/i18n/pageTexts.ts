import type { i18n } from 'i18next';
import { type RenderedTexts, textCallKey } from './useTranslation.ts';

/*
 * docs/serving.md#the-first-screens-texts: a server-rendered page carries the texts its first screen shows, as the
 * server's i18next gave them for each key and options, so the browser hydrates it without i18next and without the
 * language's translation file, which it loads once the page is hydrated (useTranslation.ts).
 */

/**
 * Notes every text `instance.t` gives (the app's `useTranslation` calls it) by its key and options: what a render
 * showed, for the page's data.
 */
export function recordTexts(instance: i18n) {
  const given = new Map<string, string>();
  const t = instance.t.bind(instance) as unknown as (key: unknown, options?: unknown) => unknown;
  instance.t = ((key: unknown, options?: unknown) => {
    // Its call's name is taken before i18next sees the options (it may add to them).
    const call = textCallKey(key, options);
    const text = t(key, options);
    if (typeof text === 'string') given.set(call, text);
    return text;
  }) as unknown as i18n['t'];
  return {
    /** Forgets the texts noted so far (a render started again). */
    reset: () => given.clear(),
    /** The texts noted, by their call. */
    texts: (): RenderedTexts => Object.fromEntries(given),
  };
}
