import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token: 256 bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored instead of a token: its SHA-256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A booking code a person can type: 10 characters without look-alikes (50 bits), as XXXXX-XXXXX. */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
