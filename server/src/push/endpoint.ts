/**
 * Whether the server may send to a push endpoint a browser registered. The server POSTs to that URL, so it
 * must not be a way to reach the server's own network: only https to a named host (push services are
 * fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com...), never an address literal or
 * localhost, unless the origin is one the operator allowed (PUSH_ENDPOINT_ORIGINS; the tests' local push
 * service).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return false;
  // IPv4 literals and bracketed IPv6 literals.
  return !/^\d+\.\d+\.\d+\.\d+$/.test(host) && !host.startsWith('[');
}
