import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lastFourOf, openSecret, readSecretsKey, SecretUnreadable, sealSecret } from './secrets.ts';

/* docs/payments.md#setting-up-a-provider: provider secrets are sealed at rest under PAYMENT_SECRETS_KEY. */

const keyOf = (bytes = randomBytes(32)) => {
  const key = readSecretsKey({ PAYMENT_SECRETS_KEY: bytes.toString('base64') });
  if (!key) throw new Error('no key');
  return key;
};

describe('PAYMENT_SECRETS_KEY', () => {
  it('is read as base64 (openssl rand -base64 32) or as 64 hex characters, the same key either way', () => {
    const bytes = randomBytes(32);
    const base64 = readSecretsKey({ PAYMENT_SECRETS_KEY: bytes.toString('base64') });
    const hex = readSecretsKey({ PAYMENT_SECRETS_KEY: ` ${bytes.toString('hex')}\n` });
    expect(base64?.bytes.equals(bytes)).toBe(true);
    expect(hex?.bytes.equals(bytes)).toBe(true);
  });

  it('unset or empty means no key: the server starts, secrets cannot be saved', () => {
    expect(readSecretsKey({})).toBeNull();
    expect(readSecretsKey({ PAYMENT_SECRETS_KEY: '' })).toBeNull();
  });

  it('a malformed key stops the start with a message naming the variable and how to make one', () => {
    for (const bad of [
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      'not a key at all!',
      'x'.repeat(64),
    ]) {
      expect(() => readSecretsKey({ PAYMENT_SECRETS_KEY: bad })).toThrow(
        /PAYMENT_SECRETS_KEY must be 32 bytes.*openssl rand -base64 32/,
      );
    }
  });
});

describe('sealed secrets', () => {
  it('open to the secret they hold, and the same secret seals differently each time', () => {
    const key = keyOf();
    const secret = 'sk_test_51Hx€ünïcode-secret';
    const a = sealSecret(key, secret);
    const b = sealSecret(key, secret);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk_test');
    expect(openSecret(key, a)).toBe(secret);
    expect(openSecret(key, b)).toBe(secret);
  });

  it('a changed value never opens to garbage: every single changed character is refused', () => {
    const key = keyOf();
    const sealed = sealSecret(key, 'whsec_0123456789abcdef');
    for (let i = 3; i < sealed.length; i++) {
      if (sealed[i] === '.') continue;
      const changed = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
      // The last base64url character may carry unused bits; a change there can decode to the same bytes.
      let opened: string | null = null;
      try {
        opened = openSecret(key, changed);
      } catch (error) {
        expect(error).toBeInstanceOf(SecretUnreadable);
      }
      if (opened !== null) expect(opened).toBe('whsec_0123456789abcdef');
    }
  });

  it('a wrong key, a cut value, another version or plain text is refused', () => {
    const key = keyOf();
    const sealed = sealSecret(key, 'sk_live_abcd');
    expect(() => openSecret(keyOf(), sealed)).toThrow(SecretUnreadable);
    expect(() => openSecret(key, sealed.slice(0, -4))).toThrow(SecretUnreadable);
    expect(() => openSecret(key, sealed.replace(/^v1/, 'v2'))).toThrow(SecretUnreadable);
    expect(() => openSecret(key, 'sk_live_abcd')).toThrow(SecretUnreadable);
    expect(() => openSecret(key, `${sealed}.extra`)).toThrow(SecretUnreadable);
  });

  it('keep only the last four characters for display', () => {
    expect(lastFourOf('sk_test_abcd1234')).toBe('1234');
    expect(lastFourOf('ab')).toBe('ab');
  });
});
