import { describe, expect, it } from 'vitest';
import { isInternalAddress } from '../security/internalAddresses.ts';
import { checkWebhookUrl, readWebhookAddressPolicy } from './addresses.ts';

const strict = { allowPrivate: false, allowedHosts: [] };

describe('docs/integrations.md#which-addresses: no webhook goes into the server’s own network', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.10.20.30'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.5'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['CGNAT 100.64/10', '100.100.0.1'],
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
    ['NAT64 of a private address', '64:ff9b::a00:1'],
  ])('refuses %s (%s)', async (_, address) => {
    expect(isInternalAddress(address)).toBe(true);
    const host = address.includes(':') ? `[${address}]` : address;
    await expect(checkWebhookUrl(`https://${host}/hook`, strict)).rejects.toThrow(/not a public address/);
  });

  it.each([['93.184.216.34'], ['8.8.8.8'], ['2606:4700:4700::1111']])(
    'takes the public address %s',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );

  it('refuses a name that resolves to loopback (localhost), unless allowed', async () => {
    await expect(checkWebhookUrl('https://localhost/hook', strict)).rejects.toThrow(/not a public address/);
    await expect(
      checkWebhookUrl('https://localhost/hook', { allowPrivate: false, allowedHosts: ['localhost'] }),
    ).resolves.toBeInstanceOf(URL);
  });

  it('asks https, except of an allowed loopback receiver', async () => {
    await expect(checkWebhookUrl('http://93.184.216.34/hook', strict)).rejects.toThrow(/only https/);
    await expect(checkWebhookUrl('ftp://93.184.216.34/hook', strict)).rejects.toThrow(/only https/);
    await expect(checkWebhookUrl('https://user:pw@93.184.216.34/', strict)).rejects.toThrow(/user name/);
    const loopback = { allowPrivate: false, allowedHosts: ['127.0.0.1'] };
    await expect(checkWebhookUrl('http://127.0.0.1:9/hook', loopback)).resolves.toBeInstanceOf(URL);
    // Allowed internal, but not loopback: still https only.
    const everyPrivate = readWebhookAddressPolicy({ WEBHOOK_ALLOW_PRIVATE: '1' });
    await expect(checkWebhookUrl('https://10.0.0.8/hook', everyPrivate)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('http://10.0.0.8/hook', everyPrivate)).rejects.toThrow(/only https/);
  });

  it('reads its exceptions from the environment, and refuses a malformed switch', () => {
    expect(readWebhookAddressPolicy({})).toEqual({ allowPrivate: false, allowedHosts: [] });
    expect(readWebhookAddressPolicy({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1, hooks.internal' })).toEqual({
      allowPrivate: false,
      allowedHosts: ['127.0.0.1', 'hooks.internal'],
    });
    expect(() => readWebhookAddressPolicy({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });
});
