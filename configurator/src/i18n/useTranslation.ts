import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { resolveLanguage, type SupportedLanguage } from './languages.ts';

/*
 * docs/serving.md#the-first-screens-texts: the app's texts come from i18next, but a server-rendered page is hydrated
 * before i18next has loaded (its code is not in the first screen's JavaScript). Until then a text is the one the
 * server's i18next rendered for the same key and options (the page's data holds them, entry-server.tsx); the
 * hydration asks for exactly those, from the state the server rendered from. i18next loads right after the hydration;
 * a text asked for before that which the server did not render suspends its part of the screen until it has.
 */

/** The texts the server's i18next gave, by `textCallKey` of the call. */
export type RenderedTexts = Readonly<Record<string, string>>;

/** What a `t` call is known by in the page's rendered texts: its key (or keys) and options. */
export function textCallKey(key: unknown, options: unknown): string {
  return JSON.stringify(options === undefined ? [key] : [key, options]);
}

/** The part of i18next's instance the app's components use. */
export interface AppLanguage {
  readonly language: SupportedLanguage;
  /** Switches the app's language (loading i18next first, if it is not yet). */
  changeLanguage(language: string): Promise<unknown>;
}

/**
 * The app's texts: i18next's instance, or until it has loaded, the texts the server rendered. Components read them
 * with `useTranslation` and render again when the language changes. A render's texts are those of the language it
 * renders in (`fixedT`), not i18next's current one: a part hydrated after a language switch renders in the language
 * of its server HTML first (I18nRoot applies the switch as a transition, which React holds until such parts have
 * hydrated).
 */
export class AppTexts {
  #instance: I18n | null;
  #rendered: RenderedTexts;
  #language: SupportedLanguage;
  #loading: Promise<I18n> | null = null;
  #load: () => Promise<I18n>;
  #listeners = new Set<() => void>();
  #taken: (instance: I18n) => void = () => {};
  #fixed = new Map<string, TFunction>();
  /** Resolves with i18next's instance once it is loaded (without asking for it). */
  readonly whenLoaded: Promise<I18n> = new Promise((resolve) => {
    this.#taken = resolve;
  });

  /**
   * With a loaded `instance`, or the server's `rendered` texts in `language` and a `load` that gives i18next's
   * instance once its code and the language's file are in.
   */
  constructor(
    source:
      | { readonly instance: I18n }
      | {
          readonly language: SupportedLanguage;
          readonly rendered: RenderedTexts;
          readonly load: () => Promise<I18n>;
        },
  ) {
    if ('instance' in source) {
      this.#instance = null;
      this.#rendered = {};
      this.#language = resolveLanguage(source.instance.language);
      this.#load = () => Promise.resolve(source.instance);
      this.#take(source.instance);
    } else {
      this.#instance = null;
      this.#rendered = source.rendered;
      this.#language = source.language;
      this.#load = source.load;
    }
  }

  /** i18next's instance, loaded now if it is not yet. */
  instance(): Promise<I18n> {
    if (this.#instance) return Promise.resolve(this.#instance);
    this.#loading ??= this.#load().then((instance) => {
      this.#take(instance);
      return instance;
    });
    return this.#loading;
  }

  /** Whether i18next is loaded (every text can be given). */
  get loaded(): boolean {
    return this.#instance !== null;
  }

  get language(): SupportedLanguage {
    return this.#language;
  }

  /**
   * Translates into `language` with i18next, or before it has loaded, with the server's text of the same call (the
   * page's texts are in the language it was rendered in, the only one before i18next has loaded).
   */
  fixedT(language: SupportedLanguage): TFunction {
    let fixed = this.#fixed.get(language);
    if (!fixed) {
      fixed = ((key: unknown, options?: unknown): unknown => {
        const instance = this.#instance;
        if (instance) {
          // The current language's through the instance's own `t` (which the server's recordTexts notes), another's
          // (a render of the language before a switch) through a `t` fixed to it.
          const t = (language === this.#language ? instance.t : instance.getFixedT(language)) as unknown as (
            this: I18n,
            k: unknown,
            o?: unknown,
          ) => unknown;
          return t.call(instance, key, options);
        }
        const text = this.#rendered[textCallKey(key, options)];
        if (text !== undefined) return text;
        // A text the server did not render: the part asking for it suspends until i18next is there (React's
        // Suspense protocol: a render that throws a promise is tried again once it resolves).
        throw this.instance();
      }) as unknown as TFunction;
      this.#fixed.set(language, fixed);
    }
    return fixed;
  }

  /** Translates into the current language (outside React: toasts, the update check). */
  readonly t = ((key: unknown, options?: unknown): unknown =>
    (this.fixedT(this.#language) as unknown as (k: unknown, o?: unknown) => unknown)(
      key,
      options,
    )) as unknown as TFunction;

  readonly changeLanguage = async (language: string): Promise<unknown> =>
    (await this.instance()).changeLanguage(language);

  /** Calls `listener` when the language has changed (its texts loaded). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #take(instance: I18n): void {
    this.#instance = instance;
    this.#taken(instance);
    instance.on('languageChanged', () => {
      this.#language = resolveLanguage(instance.language);
      for (const listener of this.#listeners) listener();
    });
  }
}

/** The app's texts and the language the tree renders in (I18nRoot). */
export interface AppTextsValue {
  readonly texts: AppTexts;
  readonly language: SupportedLanguage;
}

export const AppTextsContext = createContext<AppTextsValue | null>(null);

/**
 * The app's `t` and language, as react-i18next's hook of the same name gives them: the component renders again when
 * the language changes (and its `t` is then a new function, as a dependency of a memo). The texts are those of the
 * language the tree renders in.
 */
export function useTranslation(): { t: TFunction; i18n: AppLanguage } {
  const value = useContext(AppTextsContext);
  if (!value) throw new Error('useTranslation needs I18nRoot above it');
  const { texts, language } = value;
  return useMemo(() => {
    const fixed = texts.fixedT(language) as unknown as (k: unknown, o?: unknown) => unknown;
    // A new function per language: components memoise on `t`.
    const t = ((key: unknown, options?: unknown) => fixed(key, options)) as unknown as TFunction;
    return { t, i18n: { language, changeLanguage: texts.changeLanguage } };
  }, [texts, language]);
}
