import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './endpoint.ts';

describe('push endpoints the server sends to', () => {
  it('are the https endpoints of push services', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGuQ', [])).toBe(true);
  });

  it('never plain http, localhost, an address literal or a URL with credentials', () => {
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://intranet/x',
      'https://user:pw@push.example.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(bad, []), bad).toBe(false);
    }
  });

  it('allows an origin the operator named, such as a local test push service', () => {
    expect(isAllowedPushEndpoint('http://localhost:8090/notify/abc', ['http://localhost:8090'])).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8091/notify/abc', ['http://localhost:8090'])).toBe(false);
  });
});
