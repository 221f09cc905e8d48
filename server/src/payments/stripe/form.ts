/*
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies with bracketed keys (`metadata[bookingId]=…`,
 * `expand[0]=payment_method`), the encoding the `stripe` library writes. The stand-in decodes them with this.
 */

/** A decoded form value: a string, or the fields nested under a bracketed key. */
export type FormValue = string | FormFields;
/** The fields of a decoded form body. */
export interface FormFields {
  [key: string]: FormValue;
}

/** Splits `metadata[a][b]` into `['metadata', 'a', 'b']`. */
const pathOf = (key: string): string[] => {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
};

/** Decodes a form body into nested fields (arrays stay objects keyed '0', '1'…; see `listOf`). */
export function parseForm(body: string): FormFields {
  const fields: FormFields = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = pathOf(key);
    let node = fields;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (typeof next === 'object') node = next;
      else {
        const created: FormFields = {};
        node[part] = created;
        node = created;
      }
    }
  }
  return fields;
}

/** The sorted `key=value` pairs of a body: what Stripe compares when an idempotency key comes back. */
export const canonicalForm = (body: string): string =>
  [...new URLSearchParams(body)]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');

/** A string field, or undefined. */
export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** The nested fields under a key (`metadata`), or an empty object. */
export const obj = (v: FormValue | undefined): FormFields => (typeof v === 'object' ? v : {});

/** A form array (`expand[0]=a&expand[1]=b`) as a list of strings. */
export const listOf = (v: FormValue | undefined): string[] =>
  typeof v === 'object' ? Object.values(v).filter((x): x is string => typeof x === 'string') : [];

/** The flat string map under a key, as Stripe's metadata is. */
export const stringMap = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** A form boolean (`true`/`false`). */
export const bool = (v: FormValue | undefined): boolean => v === 'true';
