/*
 * docs/integrations.md#which-addresses: the address a property's webhooks are sent to. The form (before asking) and
 * the server (when saving and again when sending) apply the same rule; only the server can look the host up, so the
 * address checks (internal addresses refused) are its alone.
 */

/** Why a webhook URL is refused, as the error details name it (`{ path: ['url'], code }`). */
export type WebhookUrlProblem =
  /** Not a URL at all. */
  | 'notUrl'
  /** Not https (plain http only to a receiver on this machine). */
  | 'https'
  /** A user name or password in the URL. */
  | 'credentials'
  /** The host is an internal address (loopback, private, link-local, …) the server is not allowed to call. */
  | 'private'
  /** The host does not resolve, or to no address. */
  | 'unresolved';

/** A host that is this machine, as written in a URL or as an address it resolved to. */
export const isLoopbackHost = (host: string): boolean =>
  /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|::ffff:127(\.\d{1,3}){3})$/i.test(host);

/**
 * A webhook URL's form, before any lookup: a URL, http or https, without a user name or password. Plain http is
 * refused later unless the host is this machine (`isLoopbackHost`: the form reads the host name, the server every
 * address it resolves to).
 */
export function webhookUrlShape(
  text: string,
):
  | { readonly url: URL }
  | { readonly problem: Extract<WebhookUrlProblem, 'notUrl' | 'https' | 'credentials'> } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: 'notUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'https' };
  if (url.username || url.password) return { problem: 'credentials' };
  return { url };
}
