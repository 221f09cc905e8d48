import type { Database } from '../db/client.ts';
import { AccountClientLimiter, type LoginLimits } from './loginLimiter.ts';

/** How many password-reset requests are allowed per window, per e-mail and per client address. */
export type ResetLimits = LoginLimits;

export const DEFAULT_RESET_LIMITS: ResetLimits = { perAccount: 5, perClient: 20, windowSeconds: 3600 };

/**
 * Limits password-reset requests so nobody floods an inbox or probes many e-mails: every request counts, keyed
 * by the e-mail as typed whether an account exists or not, so the limit tells nothing about which e-mails have
 * accounts.
 */
export class ResetLimiter extends AccountClientLimiter {
  constructor(database: Database, now: () => Date, limits: ResetLimits = DEFAULT_RESET_LIMITS) {
    super(database, now, limits, 'reset');
  }
}

/** Signups allowed per window, per e-mail and per client address. */
const DEFAULT_SIGNUP_LIMITS: LoginLimits = { perAccount: 5, perClient: 20, windowSeconds: 3600 };

/**
 * Limits signups so nobody creates accounts in bulk or probes which e-mails have accounts (the answer to an
 * existing e-mail differs): every signup counts, successful or not.
 */
export class SignupLimiter extends AccountClientLimiter {
  constructor(database: Database, now: () => Date, limits: LoginLimits = DEFAULT_SIGNUP_LIMITS) {
    super(database, now, limits, 'signup');
  }
}
