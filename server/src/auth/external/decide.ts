import { ErrorKey } from '@venue/contract';
import type { Database } from '../../db/client.ts';
import {
  createExternalUser,
  type ExternalAccountValues,
  findExternalAccount,
  linkExternalAccount,
  refreshExternalAccount,
} from '../../db/externalAccountQueries.ts';
import { findUserByEmail } from '../../db/userQueries.ts';
import { loginLocked, Refused, Unauthenticated, Unprocessable } from '../../failures.ts';
import type { LoginLimiter } from '../loginLimiter.ts';
import { verifyPassword } from '../passwords.ts';
import type { ExternalIdentity } from './identity.ts';

/** What the user adds to complete an external login: the terms (new account), the existing account's password. */
export interface Completion {
  readonly termsAccepted?: boolean | undefined;
  readonly password?: string | undefined;
}

/** A completed external login: whose, and whether it created or linked the external account. */
export interface Outcome {
  readonly userId: number;
  readonly connected: boolean;
}

/** Which step an external login needs next: none (a known login), the terms, or the existing password. */
export type NextStep = 'login' | 'confirm';

/** What deciding an external login needs (the app's deps have it). */
interface Deps {
  readonly database: Database;
  readonly loginLimiter: LoginLimiter;
  readonly now: () => Date;
}

const values = (identity: ExternalIdentity): ExternalAccountValues => ({
  provider: identity.provider,
  category: identity.category,
  subject: identity.subject,
  email: identity.email,
  info: identity.info ? JSON.stringify(identity.info) : null,
});

/** Whether an identity logs straight in (a known external login) or needs the user's confirmation. */
export async function nextStep(deps: Deps, identity: ExternalIdentity): Promise<NextStep> {
  const known = await deps.database.run((db) => findExternalAccount(db, identity.provider, identity.subject));
  return known ? 'login' : 'confirm';
}

/**
 * The decision of an external login (docs/api.md#external-logins):
 * - a known (provider, subject) logs its user in;
 * - an unknown one whose e-mail has an account with a password needs that password (empty or wrong:
 *   asked again; wrong ones count like failed logins), then links and logs in;
 * - an e-mail of an account without a password (another external login) is refused: nobody proved it is theirs;
 * - an unknown e-mail creates an account without a password, once the terms are accepted and only for an
 *   e-mail the provider vouches for.
 */
export async function completeExternalLogin(
  deps: Deps,
  client: string,
  identity: ExternalIdentity,
  completion: Completion,
): Promise<Outcome> {
  const known = await deps.database.run((db) => findExternalAccount(db, identity.provider, identity.subject));
  if (known) {
    await deps.database.run((db) => refreshExternalAccount(db, known.id, values(identity)));
    return { userId: known.userId, connected: false };
  }
  if (!identity.email) {
    throw new Unprocessable(ErrorKey.externalEmailRequired, 'The provider gave no e-mail address');
  }
  const email = identity.email;
  const existing = await deps.database.run((db) => findUserByEmail(db, email));
  if (existing) {
    if (existing.passwordHash === null) {
      throw new Refused(
        ErrorKey.existingExternal,
        'This e-mail belongs to an account that logs in with another external account',
      );
    }
    await checkExistingPassword(deps, client, email, existing.passwordHash, completion.password);
    const userId = await deps.database.run((db) => linkExternalAccount(db, existing.id, values(identity)));
    return { userId, connected: true };
  }
  if (!identity.emailVerified) {
    throw new Unprocessable(ErrorKey.externalEmailRequired, 'The provider did not verify the e-mail address');
  }
  if (completion.termsAccepted !== true) {
    throw new Unprocessable(ErrorKey.termsRequired, 'Accept the terms to create the account');
  }
  const user = { email, name: identity.name ?? email.split('@')[0] ?? email, termsAcceptedAt: deps.now() };
  const created = await deps.database.run((db) => createExternalUser(db, user, values(identity)));
  // The e-mail got an account between the two reads: decide again (it now needs that account's password).
  if (created === null) return completeExternalLogin(deps, client, identity, completion);
  return { userId: created, connected: true };
}

/** The existing account's password, counted by the login limiter like a password login. */
async function checkExistingPassword(
  deps: Deps,
  client: string,
  email: string,
  hash: string,
  password: string | undefined,
): Promise<void> {
  if (password === undefined) {
    throw new Unauthenticated(
      ErrorKey.existingPasswordRequired,
      'An account with this e-mail exists: enter its password to connect the external account',
    );
  }
  if (password === '') {
    throw new Unprocessable(ErrorKey.existingPasswordEmpty, 'Enter the password of the existing account');
  }
  const wait = await deps.loginLimiter.take(email, client);
  if (wait !== null) throw loginLocked(wait);
  if (!(await verifyPassword(hash, password))) {
    throw new Unauthenticated(
      ErrorKey.existingPasswordWrong,
      'The password of the existing account is wrong',
    );
  }
  await deps.loginLimiter.succeeded(email, client);
}
