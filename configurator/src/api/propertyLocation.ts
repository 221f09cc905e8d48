/*
 * Which property and mode the URL asks for (docs/api.md): the first path segment is the property key,
 * the second the mode; `propertyId` in the query overrides (0 clears the stored one); else the stored id;
 * else the default property code; else the properties page.
 */

/** Route segments (docs/pages.md#routes): a second path segment equal to one of these is a page, not a mode. */
const pageSegments = [
  'cart',
  'dashboard',
  'home',
  'properties',
  'terms-modal',
  'payment',
  'setup',
  'unit',
  'service',
  'unitgroup',
  'reservation',
  'group',
] as const;

/** How the app logs in to a property. */
export type PropertyLogin =
  | { readonly by: 'key'; readonly value: string }
  | { readonly by: 'id'; readonly value: number }
  | { readonly by: 'code'; readonly value: string };

/** The outcome of reading the location. */
export interface PropertyLocation {
  /** null: show the properties page. */
  readonly login: PropertyLogin | null;
  readonly propertyKey: string | null;
  readonly mode: string;
  /** The router base: '/lindenhof' or '/lindenhof/rooms'. */
  readonly base: string;
  /** What to store as the remembered property id afterwards (undefined: leave as is, null: clear). */
  readonly storedIdChange: number | null | undefined;
}

const MODE = /^[A-Za-z]{1,32}$/;

/** Reads the location; `storedId` is the remembered property id, `defaultCode` the configured default. */
export function resolvePropertyLocation(
  pathname: string,
  search: string,
  storedId: number | null,
  defaultCode: string | null,
): PropertyLocation {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const first = segments[0];
  const second = segments[1];
  const propertyKey =
    first && first !== 'properties' && !(pageSegments as readonly string[]).includes(first) ? first : null;
  const mode =
    propertyKey && second && MODE.test(second) && !(pageSegments as readonly string[]).includes(second)
      ? second
      : '';
  const base = propertyKey ? `/${encodeURIComponent(propertyKey)}${mode ? `/${mode}` : ''}` : '';

  const rawId = new URLSearchParams(search).get('propertyId');
  const queryId = rawId !== null && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const storedIdChange = queryId === null ? undefined : queryId === 0 ? null : queryId;

  if (propertyKey)
    return { login: { by: 'key', value: propertyKey }, propertyKey, mode, base, storedIdChange };
  if (queryId) return { login: { by: 'id', value: queryId }, propertyKey, mode, base, storedIdChange };
  if (storedId && queryId !== 0)
    return { login: { by: 'id', value: storedId }, propertyKey, mode, base, storedIdChange };
  if (defaultCode)
    return { login: { by: 'code', value: defaultCode }, propertyKey, mode, base, storedIdChange };
  return { login: null, propertyKey, mode, base, storedIdChange };
}
