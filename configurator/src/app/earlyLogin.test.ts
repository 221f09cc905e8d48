import { createHttpClient } from '@venue/api-client';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/endpoints.ts';
import { fakeServer, loginAnswer } from '../testing/fakeServer.ts';
import { startEarlyLogin, withEarlyLogin } from './earlyLogin.ts';

/** A client on a stand-in server that counts its logins. */
function server() {
  const seen: Request[] = [];
  const http = createHttpClient({
    baseUrl: '',
    token: () => null,
    language: () => 'de',
    fetch: fakeServer({ '/api/propertylogin': loginAnswer }, { seen }),
  });
  const logins = () => seen.filter((request) => request.url.endsWith('/api/propertylogin')).length;
  return { http, logins };
}

describe('the login the page’s script starts', () => {
  it('is the session’s first login for the same property: the server is asked once', async () => {
    const { http, logins } = server();
    startEarlyLogin({ by: 'key', value: 'lindenhof' }, 'de', http);
    const api = withEarlyLogin(createApi(http));
    expect(logins()).toBe(1);
    await expect(api.propertyLogin({ by: 'key', value: 'lindenhof' })).resolves.toEqual(loginAnswer);
    expect(logins()).toBe(1);
    // Asked again (a busy answer is), the login goes to the server.
    await api.propertyLogin({ by: 'key', value: 'lindenhof' });
    expect(logins()).toBe(2);
  });

  it('is not taken for another property: that one is asked for', async () => {
    const { http, logins } = server();
    startEarlyLogin({ by: 'key', value: 'lindenhof' }, 'de', http);
    const api = withEarlyLogin(createApi(http));
    await api.propertyLogin({ by: 'key', value: 'cityloft' });
    expect(logins()).toBe(2);
  });

  it('without one, the session logs in itself', async () => {
    const { http, logins } = server();
    const api = withEarlyLogin(createApi(http));
    await expect(api.propertyLogin({ by: 'id', value: 7 })).resolves.toEqual(loginAnswer);
    expect(logins()).toBe(1);
  });
});
