/*
 * A stand-in for the booking API in the configurator's unit tests (the e2e tests use the real server):
 * fixed JSON per path, 404 in the API's error shape for anything else.
 */

/** A list call's page of `items`. */
export const listPage = (items: readonly unknown[]) => ({
  items,
  total: items.length,
  pageIndex: 0,
  pageSize: 100,
  hasMore: false,
});

/** The anonymous login to lindenhof as property 7. */
export const loginAnswer = {
  token: 'tok-1',
  propertyId: 7,
  propertyKey: 'lindenhof',
  currency: 'EUR',
  expiresAt: '2026-11-23T10:00:00Z',
};

export interface FakeServerOptions {
  /** Every request made, in order. */
  readonly seen?: Request[];
  /** Answer list paths (…/list) not in the routes with an empty page instead of 404. */
  readonly emptyLists?: boolean;
}

/** A fetch answering `routes` by path; routes may depend on the request (e.g. its App-Language) or be a Response. */
export function fakeServer(
  routes: Record<string, unknown> | ((request: Request) => Record<string, unknown>),
  { seen, emptyLists = false }: FakeServerOptions = {},
): typeof fetch {
  return async (input, init) => {
    const request = new Request(`http://test${String(input)}`, init);
    seen?.push(request);
    const path = new URL(request.url).pathname;
    const table = typeof routes === 'function' ? routes(request) : routes;
    const body = table[path] ?? (emptyLists && path.endsWith('/list') ? listPage([]) : undefined);
    // A route may answer with a whole Response (a status other than 200, e.g. 503 busy).
    if (body instanceof Response) return body;
    if (body === undefined)
      return new Response(JSON.stringify({ error: 'error.notfound', message: 'nope', details: [] }), {
        status: 404,
      });
    return new Response(JSON.stringify(body), { status: 200 });
  };
}
