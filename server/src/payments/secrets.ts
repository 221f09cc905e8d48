import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * docs/payments.md#setting-up-a-provider: a property's provider secrets (Stripe secret key, Adyen API key, webhook
 * signing secrets) are stored sealed with AES-256-GCM under PAYMENT_SECRETS_KEY, never in clear. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url): the version lets a later key or algorithm live beside this one, the
 * random IV makes equal secrets look different, and the tag makes a changed value or a wrong key fail to open
 * instead of giving garbage.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
/** GCM's recommended nonce length. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key secrets are sealed with (read once from PAYMENT_SECRETS_KEY). */
export interface SecretsKey {
  readonly version: typeof VERSION;
  readonly bytes: Buffer;
}

/** A sealed value that cannot be opened: changed, cut, sealed under another key, or of an unknown version. */
export class SecretUnreadable extends Error {
  constructor() {
    super('A stored payment secret cannot be opened (changed, or sealed under another PAYMENT_SECRETS_KEY)');
  }
}

/**
 * PAYMENT_SECRETS_KEY as a key: 32 bytes given as 64 hex characters or as base64 (`openssl rand -base64 32`);
 * null when unset. Anything else is a configuration error at start, not a surprise at the first save.
 */
export function readSecretsKey(env: {
  readonly PAYMENT_SECRETS_KEY?: string | undefined;
}): SecretsKey | null {
  const text = env.PAYMENT_SECRETS_KEY?.trim() ?? '';
  if (text === '') return null;
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (!bytes || bytes.length !== KEY_BYTES)
    throw new Error(
      'PAYMENT_SECRETS_KEY must be 32 bytes, given as base64 (openssl rand -base64 32) or as 64 hex characters',
    );
  return { version: VERSION, bytes };
}

/** A secret sealed under the key (a new random IV each time). */
export function sealSecret(key: SecretsKey, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  // The version is authenticated too: a value cannot be passed off as another version's.
  cipher.setAAD(Buffer.from(VERSION));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret a sealed value holds; throws SecretUnreadable when it was changed or sealed under another key. */
export function openSecret(key: SecretsKey, sealed: string): string {
  const [version, iv, tag, data, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0)
    throw new SecretUnreadable();
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretUnreadable();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadable();
  }
}

/** The last four characters of a secret, the only part ever shown again ("ends in 1234"). */
export const lastFourOf = (secret: string): string => secret.slice(-4);
