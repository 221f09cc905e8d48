import { BlockList, isIP } from 'node:net';

/*
 * The one list of addresses the server never connects to on a URL a user named (server-side request forgery):
 * outgoing webhooks (webhooks/addresses.ts, docs/integrations.md#which-addresses) and imported calendar feeds
 * (calendar/fetchFeed.ts, docs/api.md#calendar-sync). Loopback, private (RFC 1918), link-local, shared (CGNAT,
 * 100.64/10), multicast, unspecified and reserved IPv4 addresses, and their IPv6 kin: unique-local (fc00::/7),
 * link-local (fe80::/10), NAT64 (an IPv4 address in disguise) and IPv4-mapped ones, checked as the IPv4 address
 * they carry. Each caller checks the address actually connected to, and decides which hosts are exempt.
 */

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is internal, one the server does not connect to (anything that is no IP address counts). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it is.
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  // Any other IPv4-mapped form (::ffff:7f00:1, as a URL writes it) is refused outright. Not by a ::ffff:0:0/96 rule:
  // Node's BlockList matches every IPv4 address against such a rule, which would refuse them all.
  if (/^::ffff:/i.test(address)) return true;
  return internal.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
