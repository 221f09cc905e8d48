import { X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './selfSignedCert.ts';

// The Adyen stand-in's TLS certificate (server/src/payments/adyen/standin.ts): OpenSSL must take it whatever the
// random serial number is.
describe('the stand-in’s self-signed certificate', () => {
  it('is taken by OpenSSL with a serial number whose random bytes start with zeros', () => {
    for (const bytes of [Buffer.alloc(16), Buffer.from([0, 0x12, ...Buffer.alloc(14, 0xff)])]) {
      const { cert, key } = selfSignedCertificate(new Date('2026-11-30T12:00:00Z'), () => bytes);
      expect(() => createSecureContext({ cert, key })).not.toThrow();
      const parsed = new X509Certificate(cert);
      expect(parsed.subjectAltName).toContain('DNS:localhost');
      expect(parsed.validTo).toBe('Dec  1 12:00:00 2026 GMT');
    }
  });
});
