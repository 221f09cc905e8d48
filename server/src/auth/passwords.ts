import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes, 1 lane.
 * Stored hashes carry their parameters, so raising these later still verifies older hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The PHC string of a password, to store. */
export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/**
 * A hash of a random password nobody knows, made with the same cost, to verify against when an
 * e-mail has no account: the answer then takes as long as for a wrong password.
 */
const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

/** Whether the password matches the stored hash; with no hash (unknown user) always false, after the same work. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return matches && stored !== null;
  } catch {
    // A malformed stored hash never logs anyone in.
    return false;
  }
}
