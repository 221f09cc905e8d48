import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Whether the hop at `address` (counted from the server) is a proxy whose X-Forwarded-For is believed. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** No proxy is trusted: the peer address is the client (a client cannot choose its own X-Forwarded-For). */
export const trustNoProxy: TrustProxy = () => false;

/**
 * TRUST_PROXY (docs/serving.md#behind-a-proxy): the addresses or CIDR ranges of the proxies in front of the
 * server, comma-separated (also proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Empty: none.
 * An entry that is neither is refused at start, named.
 */
export function readTrustProxy(text: string | undefined): TrustProxy {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return trustNoProxy;
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(
        `TRUST_PROXY: ${entry} is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return proxyaddr.compile(entries);
}

/**
 * The client's address: the peer of the connection, or where a trusted proxy says the request came from (the
 * nearest X-Forwarded-For entry not itself a trusted proxy). 'local' without a connection (in-process requests).
 */
export function clientAddress(incoming: IncomingMessage | undefined, trust: TrustProxy): string {
  if (!incoming?.socket) return 'local';
  return proxyaddr(incoming, trust) || 'unknown';
}
