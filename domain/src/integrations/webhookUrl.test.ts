import { describe, expect, it } from 'vitest';
import { isLoopbackHost, webhookUrlShape } from './webhookUrl.ts';

describe('a webhook URL (docs/integrations.md#which-addresses)', () => {
  it('takes an https or http URL without a user name or password', () => {
    expect(webhookUrlShape(' https://pms.example.com/hooks ')).toEqual({
      url: new URL('https://pms.example.com/hooks'),
    });
    expect(webhookUrlShape('http://127.0.0.1:9/hook')).toEqual({ url: new URL('http://127.0.0.1:9/hook') });
  });

  it('names what is wrong with anything else', () => {
    expect(webhookUrlShape('pms.example.com/hooks')).toEqual({ problem: 'notUrl' });
    expect(webhookUrlShape('')).toEqual({ problem: 'notUrl' });
    expect(webhookUrlShape('ftp://pms.example.com/hooks')).toEqual({ problem: 'https' });
    expect(webhookUrlShape('https://user:pw@pms.example.com/')).toEqual({ problem: 'credentials' });
    expect(webhookUrlShape('https://user@pms.example.com/')).toEqual({ problem: 'credentials' });
  });

  it('knows this machine by name and by address, and nothing else', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['localhost.example.com', '10.0.0.1', '128.0.0.1', '::2', 'example.com', '1127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
