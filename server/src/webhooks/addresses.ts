import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackHost, type WebhookUrlProblem, webhookUrlShape } from '@venue/domain';
import { isInternalAddress } from '../security/internalAddresses.ts';

/*
 * docs/integrations.md#which-addresses: owners name the URL a webhook goes to, so the server must not become a
 * way into its own network. A URL must be https (plain http only to an allowed loopback receiver), carry no user
 * name or password, and every address its host resolves to must be public: no loopback, private (RFC 1918),
 * link-local, shared (CGNAT, 100.64/10), multicast, unspecified or reserved address, nor an IPv6 unique-local
 * (fc00::/7) or link-local (fe80::/10) one (the one list of security/internalAddresses.ts, which calendar feeds
 * use too). Checked when the URL is saved and again on every send, on the address
 * actually connected to (the connection's own lookup), so a name that resolves elsewhere later gains nothing.
 * WEBHOOK_ALLOW_PRIVATE=1 lifts the rule (a receiver inside the hotel's network); WEBHOOK_ALLOWED_HOSTS lifts it
 * for the hosts it names (tests: 127.0.0.1).
 */

/** Which internal addresses a webhook may go to after all (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOWED_HOSTS). */
export interface WebhookAddressPolicy {
  readonly allowPrivate: boolean;
  /** Host names or addresses, as written in the URL. */
  readonly allowedHosts: readonly string[];
}

/** The policy of the environment: WEBHOOK_ALLOW_PRIVATE (`1` or unset/`0`) and WEBHOOK_ALLOWED_HOSTS (a comma list). */
export function readWebhookAddressPolicy(env: {
  readonly WEBHOOK_ALLOW_PRIVATE?: string | undefined;
  readonly WEBHOOK_ALLOWED_HOSTS?: string | undefined;
}): WebhookAddressPolicy {
  const allow = env.WEBHOOK_ALLOW_PRIVATE?.trim() ?? '';
  if (allow !== '' && allow !== '0' && allow !== '1')
    throw new Error(`WEBHOOK_ALLOW_PRIVATE must be 1 or 0, got ${env.WEBHOOK_ALLOW_PRIVATE}`);
  return {
    allowPrivate: allow === '1',
    allowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  };
}

/** A URL refused, and why: the problem's code (the apps translate it) and a sentence for the delivery log. */
export class WebhookUrlRefused extends Error {
  constructor(
    readonly problem: WebhookUrlProblem,
    message: string,
  ) {
    super(message);
  }
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The sentences of the problems found before any lookup (the domain's webhookUrlShape). */
const SHAPE_REASONS = {
  notUrl: 'not a URL',
  https: 'only https URLs',
  credentials: 'no user name or password in the URL',
} as const;

/** The addresses a host resolves to (every one of them; an IP address is its own). */
const resolveAll = (host: string): Promise<{ address: string; family: number }[]> =>
  isIP(host)
    ? Promise.resolve([{ address: host, family: isIP(host) }])
    : new Promise((resolve, reject) =>
        dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
          error
            ? reject(new WebhookUrlRefused('unresolved', `${host} does not resolve`))
            : resolve(addresses),
        ),
      );

/** The reason an address list is refused for this URL, or null. */
function refuseAddresses(
  url: URL,
  addresses: readonly { address: string }[],
  policy: WebhookAddressPolicy,
): WebhookUrlRefused | null {
  if (!addresses.length) return new WebhookUrlRefused('unresolved', `${hostOf(url)} has no address`);
  const exempt = policy.allowPrivate || policy.allowedHosts.includes(url.hostname);
  if (!exempt && addresses.some((a) => isInternalAddress(a.address)))
    return new WebhookUrlRefused(
      'private',
      'not a public address: internal addresses are refused (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOWED_HOSTS)',
    );
  // Plain http only to this machine itself, and only where internal addresses are allowed (a local receiver).
  if (url.protocol === 'http:' && !addresses.every((a) => isLoopbackHost(a.address)))
    return new WebhookUrlRefused(
      'https',
      'only https URLs (plain http only to an allowed loopback receiver)',
    );
  return null;
}

/**
 * Checks a webhook URL as it is saved: its form, and every address its host resolves to now. Throws
 * WebhookUrlRefused with the reason.
 */
export async function checkWebhookUrl(text: string, policy: WebhookAddressPolicy): Promise<URL> {
  const shape = webhookUrlShape(text);
  if ('problem' in shape) throw new WebhookUrlRefused(shape.problem, SHAPE_REASONS[shape.problem]);
  const refusal = refuseAddresses(shape.url, await resolveAll(hostOf(shape.url)), policy);
  if (refusal) throw refusal;
  return shape.url;
}

/**
 * The lookup of a send's connection (node:http's `lookup` option): it resolves the host and refuses the
 * connection when an address is refused, so the address checked is the address connected to.
 */
export function guardedLookup(url: URL, policy: WebhookAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const refusal = refuseAddresses(url, list, policy);
      if (refusal) return callback(refusal, '', 0);
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new WebhookUrlRefused('unresolved', `${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}
