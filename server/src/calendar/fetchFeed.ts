import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress } from '../security/internalAddresses.ts';

/*
 * docs/api.md#calendar-sync: fetching another channel's feed. Staff name the URL, so the server must not become
 * a way into its own network: only http(s), and no loopback, private, link-local or otherwise internal address,
 * checked on the address actually connected to (the lookup of each connection, so a name that resolves
 * differently the second time gains nothing) and again on every redirect. Hosts in CALENDAR_FETCH_ALLOWED_HOSTS
 * (tests: 127.0.0.1) are exempt. A fetch has a timeout and a size limit, and asks with ETag/Last-Modified.
 */

export interface FetchOptions {
  /** Hosts (as written in the URL) that may be internal addresses: CALENDAR_FETCH_ALLOWED_HOSTS. */
  readonly allowedHosts: readonly string[];
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

/** Why a feed URL is refused before any fetch, or null when it may be fetched (a name's address is checked later). */
export function refuseFeedUrl(text: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs';
  if (url.username || url.password) return 'no user name or password in the URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowedHosts.includes(url.hostname)) return null;
  if (host === 'localhost' || host.endsWith('.localhost')) return 'not an address of this network';
  if (isIP(host) && isInternalAddress(host)) return 'not an address of this network';
  return null;
}

/** A fetched feed, or "not modified" since the ETag/Last-Modified sent. */
export type FetchResult =
  | {
      readonly kind: 'feed';
      readonly text: string;
      readonly etag: string | null;
      readonly lastModified: string | null;
    }
  | { readonly kind: 'unchanged' };

const MAX_REDIRECTS = 3;

/** Fetches a feed; throws an Error whose message says what went wrong (shown to staff as the feed's error). */
export async function fetchFeed(
  url: string,
  validators: { readonly etag: string | null; readonly lastModified: string | null },
  options: FetchOptions,
): Promise<FetchResult> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const refused = refuseFeedUrl(current, options.allowedHosts);
    if (refused) throw new Error(`The URL is refused: ${refused}`);
    const answer = await get(current, validators, options);
    if (answer.kind === 'redirect') {
      current = new URL(answer.location, current).toString();
      continue;
    }
    return answer;
  }
  throw new Error('Too many redirects');
}

function get(
  url: string,
  validators: { readonly etag: string | null; readonly lastModified: string | null },
  options: FetchOptions,
): Promise<FetchResult | { kind: 'redirect'; location: string }> {
  const target = new URL(url);
  const exempt = options.allowedHosts.includes(target.hostname);
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const bad = !exempt && list.some((a) => isInternalAddress(a.address));
      if (bad) return callback(new Error('The URL is refused: not an address of this network'), '', 0);
      if (lookupOptions.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`No address for ${hostname}`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const headers: Record<string, string> = {
    Accept: 'text/calendar, */*;q=0.5',
    'User-Agent': 'venue-calendar-sync',
  };
  if (validators.etag) headers['If-None-Match'] = validators.etag;
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        headers,
        lookup,
        timeout: options.timeoutMs ?? 15_000,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value : null;
        };
        if (status === 304) {
          response.resume();
          return resolve({ kind: 'unchanged' });
        }
        if (status >= 300 && status < 400 && header('location')) {
          response.resume();
          return resolve({ kind: 'redirect', location: header('location') as string });
        }
        if (status !== 200) {
          response.resume();
          return reject(new Error(`The feed answered HTTP ${status}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new Error(`The feed is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            kind: 'feed',
            text: Buffer.concat(chunks).toString('utf8'),
            etag: header('etag'),
            lastModified: header('last-modified'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('The feed did not answer in time')));
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error('The feed did not answer in time') : error),
    );
  });
}
