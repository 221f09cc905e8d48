import type { HttpClient, Parser } from '@venue/api-client';
import type { PropertyLoginBody, PropertyLoginResponse } from '@venue/contract';
import type { PropertyLogin } from './propertyLocation.ts';

/*
 * The property login, apart from the configurator's other calls (./endpoints.ts): the page's script starts it
 * (../app/earlyLogin.ts) and the session takes it, before the other calls' module is loaded (./lazyApi.ts).
 */

/** The answer of the anonymous property login. */
export type PropertyLoginResult = PropertyLoginResponse;

/** The login body of docs/api.md: by key, id or code. */
function loginBody(login: PropertyLogin): PropertyLoginBody {
  switch (login.by) {
    case 'id':
      return { id: login.value };
    case 'key':
      return { key: login.value };
    case 'code':
      return { code: login.value };
  }
}

const trusted = <T>(): Parser<T> => ({ parse: (value) => value as T });

/** The property login (docs/api.md#authentication): the session's, or the one the page's script starts (app/earlyLogin.ts). */
export function propertyLogin(http: HttpClient, login: PropertyLogin): Promise<PropertyLoginResult> {
  return http.post('/api/propertylogin', loginBody(login), trusted<PropertyLoginResult>());
}
