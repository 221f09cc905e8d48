import { describe, expect, it } from 'vitest';
import { refuseFeedUrl } from '../calendar/fetchFeed.ts';
import { checkWebhookUrl } from '../webhooks/addresses.ts';
import { isInternalAddress } from './internalAddresses.ts';

const strict = { allowPrivate: false, allowedHosts: [] };
const hostOf = (address: string) => (address.includes(':') ? `[${address}]` : address);

describe('one list of internal addresses for webhooks and calendar feeds', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.10.20.30'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.5'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['CGNAT 100.64/10', '100.100.0.1'],
    ['benchmarking 198.18/15', '198.19.0.1'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['no address at all', 'localhost'],
  ])('refuses %s (%s), for a webhook and for a feed alike', async (_, address) => {
    expect(isInternalAddress(address)).toBe(true);
    if (address === 'localhost') return;
    await expect(checkWebhookUrl(`https://${hostOf(address)}/hook`, strict)).rejects.toThrow(
      /not a public address/,
    );
    expect(refuseFeedUrl(`https://${hostOf(address)}/feed.ics`, [])).toBe('not an address of this network');
  });

  it.each([['93.184.216.34'], ['8.8.8.8'], ['2606:4700:4700::1111']])(
    'takes the public address %s, for a feed too',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
      expect(refuseFeedUrl(`https://${hostOf(address)}/feed.ics`, [])).toBeNull();
    },
  );
});
