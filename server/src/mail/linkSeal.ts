import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * docs/api.md#mails: the key that seals the booker's link token kept for later mails. It lives outside the
 * database (MAIL_LINK_KEY, or a file in DATA_DIR made at first start), so a copy of the database opens no booking.
 */
export type LinkKey = Buffer;

const KEY_BYTES = 32;

/** A 32-byte key from MAIL_LINK_KEY (64 hex digits or base64), else from `file`, made there when missing. */
export function loadLinkKey(value: string | undefined, file: string): LinkKey {
  if (value) return parseKey(value, 'MAIL_LINK_KEY');
  try {
    return parseKey(readFileSync(file, 'utf8').trim(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = newLinkKey();
  mkdirSync(dirname(file), { recursive: true });
  // 'wx': two processes starting at once on one DATA_DIR must not overwrite each other's key.
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseKey(readFileSync(file, 'utf8').trim(), file);
  }
}

function parseKey(text: string, source: string): LinkKey {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must be 32 bytes (64 hex digits or base64)`);
  return key;
}

/** A new random key (tests). */
export const newLinkKey = (): LinkKey => randomBytes(KEY_BYTES);

/** The token sealed with AES-256-GCM: iv.tag.ciphertext, base64url; the booking id is bound as associated data. */
export function sealToken(key: LinkKey, bookingId: number, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`booking:${bookingId}`));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The token of a sealed value, or null when the key or the booking does not match (a changed key). */
export function openToken(key: LinkKey, bookingId: number, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(`booking:${bookingId}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
