/**
 * A fake of the staff API for unit tests (the e2e tests use the real server): one user, tokens that can be
 * made to expire, and the calls the app makes. Answers in the server's shapes (@venue/contract).
 */
export function fakeStaffServer() {
  const user = {
    id: 7,
    name: 'Lindenhof Owner',
    email: 'owner@lindenhof.example',
    currency: 'EUR',
    permissionsInclude: ['owner'],
    properties: [
      { id: 1, key: 'lindenhof', name: 'Seehotel Lindenhof', role: 'owner' },
      { id: 3, key: 'workspace', name: 'Workspace', role: 'staff' },
    ],
  };
  let issued = 0;
  const live = new Set<string>();
  const refreshTokens = new Set<string>();
  const calls: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(body === null ? null : JSON.stringify(body), { status });
  const failure = (status: number, error: string) => json(status, { error, message: error, details: [] });
  const pair = () => {
    issued += 1;
    const token = `access${issued}`;
    const refreshToken = `refresh${issued}`;
    live.add(token);
    refreshTokens.add(refreshToken);
    return { ...user, token, refreshToken, expiresAt: '2030-01-01T00:00:00.000Z' };
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const token = new Headers(init?.headers).get('X-Auth-Token');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (method === 'POST' && path === '/api/login') {
      if (body.refreshToken) {
        if (!refreshTokens.delete(body.refreshToken)) return failure(401, 'error.unauthorized');
        return json(200, pair());
      }
      if (body.username === user.email && body.password === 'Demo-Stay-2026!') return json(200, pair());
      return failure(401, 'error.login.failed');
    }
    if (!token || !live.has(token)) return failure(401, 'error.unauthorized');
    if (method === 'POST' && path === '/api/logout') {
      live.delete(token);
      return json(204, null);
    }
    if (path === '/api/session/user') return json(200, user);
    if (path === '/api/staff/dashboard')
      return json(200, {
        properties: user.properties.map((p) => ({
          id: p.id,
          key: p.key,
          name: p.name,
          today: '2030-03-11',
          states: [1, 2, 4, 8, 16, 32].map((state) => ({ state, today: state === 1 ? 3 : 0, upcoming: 1 })),
        })),
      });
    return failure(404, 'error.notfound');
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** Ends every access token (as their time running out would); refresh tokens stay valid. */
    expireAccessTokens: () => live.clear(),
    /** A refresh token the server knows, as a stored session would have. */
    storedSession: () => {
      const { token, refreshToken } = pair();
      return { token, refreshToken };
    },
  };
}
