import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, message, readConfiguratorEvent, readHostCommand } from './protocol.ts';

const allowed = ['https://www.lindenhof.example', 'http://127.0.0.1:4490'];

describe('isAllowedOrigin', () => {
  it('accepts exactly the listed origins', () => {
    expect(isAllowedOrigin('https://www.lindenhof.example', allowed)).toBe(true);
    expect(isAllowedOrigin('HTTPS://WWW.LINDENHOF.EXAMPLE', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4490', allowed)).toBe(true);
  });

  it('refuses other schemes, ports, subdomains, look-alikes and opaque origins', () => {
    expect(isAllowedOrigin('http://www.lindenhof.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:4491', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil.www.lindenhof.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://www.lindenhof.example.evil.test', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
    expect(isAllowedOrigin('', allowed)).toBe(false);
    expect(isAllowedOrigin(null, allowed)).toBe(false);
  });

  it('ignores list entries that are not origins (a path, a wildcard)', () => {
    expect(isAllowedOrigin('https://hotel.example', ['https://hotel.example/booking'])).toBe(false);
    expect(isAllowedOrigin('https://hotel.example', ['*'])).toBe(false);
    expect(isAllowedOrigin('https://hotel.example', ['https://*.example'])).toBe(false);
  });
});

describe('readHostCommand', () => {
  it('reads the host commands of this version', () => {
    expect(readHostCommand(message('host', 'refresh', {}))).toEqual({
      type: 'venue:refresh',
      from: 'host',
      version: 1,
      data: {},
    });
    expect(readHostCommand(message('host', 'navigate', { path: '/cart/0' }))?.data).toEqual({
      path: '/cart/0',
    });
  });

  it('ignores other namespaces, originators, versions, unknown names and bad shapes', () => {
    expect(readHostCommand({ type: 'init', from: 'host', version: 1, data: {} })).toBeNull();
    expect(readHostCommand({ type: 'venue:init', from: 'configurator', version: 1, data: {} })).toBeNull();
    expect(readHostCommand({ type: 'venue:init', from: 'host', version: 2, data: {} })).toBeNull();
    expect(readHostCommand({ type: 'venue:delete', from: 'host', version: 1, data: {} })).toBeNull();
    expect(readHostCommand({ type: 'venue:init', from: 'host', version: 1 })).toBeNull();
    expect(readHostCommand({ type: 'venue:init', from: 'host', version: 1, data: [] })).toBeNull();
    expect(readHostCommand('venue:init')).toBeNull();
    expect(readHostCommand(null)).toBeNull();
  });

  it('takes only paths of the flow for navigate', () => {
    for (const path of [
      'https://evil.test/',
      '//evil.test',
      'javascript:alert(1)',
      '/../api/x',
      'cart/0',
      42,
    ])
      expect(readHostCommand(message('host', 'navigate', { path })), String(path)).toBeNull();
  });

  it('keeps the valid part of an init prefill', () => {
    const command = readHostCommand(
      message('host', 'init', {
        language: 'en',
        start: '2027-02-18',
        end: '18.02.2027',
        people: 22,
        tagIds: [3, 'x'],
        promoCode: 'SUMMER-26',
        email: 'guest@example.org',
      }),
    );
    expect(command?.data).toEqual({
      language: 'en',
      start: '2027-02-18',
      people: 22,
      promoCode: 'SUMMER-26',
    });
  });
});

describe('readConfiguratorEvent', () => {
  it('reads the configurator events and refuses a resize without a usable height', () => {
    expect(readConfiguratorEvent(message('configurator', 'resize', { height: 812 }))?.data).toEqual({
      height: 812,
    });
    expect(readConfiguratorEvent(message('configurator', 'resize', { height: 'tall' }))).toBeNull();
    expect(readConfiguratorEvent(message('configurator', 'resize', { height: Number.NaN }))).toBeNull();
    expect(readConfiguratorEvent(message('host', 'ready', { version: 1 }))).toBeNull();
    expect(readConfiguratorEvent(message('configurator', 'unknown', {}))).toBeNull();
  });
});
