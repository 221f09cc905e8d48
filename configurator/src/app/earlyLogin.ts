import { createHttpClient, type HttpClient } from '@venue/api-client';
import { type PropertyLoginResult, propertyLogin } from '../api/login.ts';
import type { PropertyLogin } from '../api/propertyLocation.ts';
import type { SupportedLanguage } from '../i18n/languages.ts';

/*
 * docs/serving.md#the-login-before-the-app: a server-rendered page is painted before its app's code is asked for
 * (that waits for the first screen's picture, ../entry.ts). Its script starts the property login at once instead,
 * and the session takes that answer (`withEarlyLogin`) rather than asking again: the login is no longer a step
 * after the app's start, and the event bar's Start, which needs the login, is usable as soon as it is hydrated.
 */

let early: { readonly login: PropertyLogin; readonly answer: Promise<PropertyLoginResult> } | null = null;

/** Starts the property login of `login`, for the session to take. */
export function startEarlyLogin(
  login: PropertyLogin,
  language: SupportedLanguage,
  http: HttpClient = createHttpClient({ baseUrl: '', token: () => null, language: () => language }),
): void {
  const answer = propertyLogin(http, login);
  // A failure is the session's to report once it takes the answer; not taken, it is no unhandled rejection.
  answer.catch(() => {});
  early = { login, answer };
}

const sameLogin = (a: PropertyLogin, b: PropertyLogin) => a.by === b.by && a.value === b.value;

/**
 * `api` whose first property login is the early one when it is for the same property; any other login, and any
 * later one (a busy answer asked again), goes to the server.
 */
export function withEarlyLogin<
  T extends { propertyLogin: (login: PropertyLogin) => Promise<PropertyLoginResult> },
>(api: T): T {
  const propertyLogin = (login: PropertyLogin) => {
    const taken = early;
    early = null;
    return taken && sameLogin(taken.login, login) ? taken.answer : api.propertyLogin(login);
  };
  // Every other call as `api` has it (a lazily loaded API has no own properties to copy: ../api/lazyApi.ts).
  return new Proxy(api, {
    get: (target, name, receiver) =>
      name === 'propertyLogin' ? propertyLogin : Reflect.get(target, name, receiver),
  });
}
