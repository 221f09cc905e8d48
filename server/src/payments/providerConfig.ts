import {
  ErrorKey,
  PAYMENT_WEBHOOK_PATHS,
  type PaymentProviderBody,
  type PaymentProviderSettings,
  type StoredSecret,
} from '@venue/contract';
import { type PaymentCaptureMode, type PaymentProviderMode, providerSetupProblems } from '@venue/domain';
import type { Database, Db } from '../db/client.ts';
import {
  type ProviderConfigRow,
  type ProviderConfigValues,
  providerConfigRow,
  saveProviderConfig,
} from '../db/paymentProviderQueries.ts';
import { Refused, StaleVersion, Unprocessable } from '../failures.ts';
import { lastFourOf, openSecret, type SecretsKey, SecretUnreadable, sealSecret } from './secrets.ts';

/*
 * docs/payments.md#setting-up-a-provider: a property's payment provider, set by its owners. Secrets are sealed before
 * they reach the database and opened only here, for the server's own calls to the provider; an answer to a browser
 * says whether one is stored and its last four characters, never more.
 */

/** Where the key comes from: the server's configuration (config.paymentSecretsKey) or the app's deps. */
export interface PaymentSecretsEnv {
  /** PAYMENT_SECRETS_KEY read at start; null when unset (secrets can then be neither saved nor opened). */
  readonly paymentSecretsKey: SecretsKey | null;
}

/** A property's provider with its secrets opened, for the server's calls to the provider and its webhooks. */
export type PaymentProviderConfig =
  | { readonly provider: 'sandbox'; readonly mode: 'test' }
  | {
      readonly provider: 'stripe';
      readonly mode: PaymentProviderMode;
      readonly capture: PaymentCaptureMode;
      /** A connected account (acct_…) the calls are made for, if any. */
      readonly accountId: string | null;
      readonly publishableKey: string;
      readonly secretKey: string;
      /** The webhook signing secret (whsec_…); null while none is set (webhooks cannot be verified then). */
      readonly webhookSecret: string | null;
      readonly version: number;
    }
  | {
      readonly provider: 'adyen';
      readonly mode: PaymentProviderMode;
      readonly capture: PaymentCaptureMode;
      readonly merchantAccount: string;
      readonly clientKey: string;
      /** Live mode: the live endpoint URL prefix of the company account; null in test mode. */
      readonly liveEndpointPrefix: string | null;
      readonly apiKey: string;
      /** The notifications' HMAC key (hex); null while none is set. */
      readonly hmacKey: string | null;
      readonly version: number;
    };

const SANDBOX = { provider: 'sandbox', mode: 'test' } as const;

/** A stored provider whose secrets cannot be opened (changed, another key, no key): the owner sets them again. */
export class PaymentProviderUnreadable extends Refused {
  constructor() {
    super(
      ErrorKey.paymentProviderUnreadable,
      "The property's payment provider secrets cannot be opened; set them again",
    );
  }
}

/** A sealed value opened, or null when there is none; throws SecretUnreadable as openSecret does. */
const opened = (key: SecretsKey | null, sealed: string | null): string | null => {
  if (sealed === null) return null;
  if (!key) throw new SecretUnreadable();
  return openSecret(key, sealed);
};

/**
 * The provider a property uses, secrets opened (the sandbox when nothing is saved). Throws PaymentProviderUnreadable
 * when a needed secret cannot be opened: no payment is better than one under a wrong account.
 */
export async function paymentProviderOf(
  db: Db,
  propertyId: number,
  env: PaymentSecretsEnv,
): Promise<PaymentProviderConfig> {
  const row = await providerConfigRow(db, propertyId);
  if (!row || row.provider === 'sandbox') return SANDBOX;
  let secret: string | null;
  let webhookSecret: string | null;
  try {
    secret = opened(env.paymentSecretsKey, row.secretKeySealed);
    webhookSecret = opened(env.paymentSecretsKey, row.webhookSecretSealed);
  } catch (error) {
    if (error instanceof SecretUnreadable) throw new PaymentProviderUnreadable();
    throw error;
  }
  if (secret === null || row.publicKey === null) throw new PaymentProviderUnreadable();
  if (row.provider === 'stripe')
    return {
      provider: 'stripe',
      mode: row.mode,
      capture: row.capture,
      accountId: row.accountId,
      publishableKey: row.publicKey,
      secretKey: secret,
      webhookSecret,
      version: row.version,
    };
  if (row.accountId === null) throw new PaymentProviderUnreadable();
  return {
    provider: 'adyen',
    mode: row.mode,
    capture: row.capture,
    merchantAccount: row.accountId,
    clientKey: row.publicKey,
    liveEndpointPrefix: row.liveEndpointPrefix,
    apiKey: secret,
    hmacKey: webhookSecret,
    version: row.version,
  };
}

/** Whether a sealed value opens (never its text). */
function readable(key: SecretsKey | null, sealed: string): boolean {
  try {
    opened(key, sealed);
    return true;
  } catch (error) {
    if (error instanceof SecretUnreadable) return false;
    throw error;
  }
}

const secretStatus = (key: SecretsKey | null, sealed: string | null, last4: string | null): StoredSecret =>
  sealed === null
    ? { set: false, last4: null, readable: true }
    : { set: true, last4, readable: readable(key, sealed) };

/** The set-up as the property app shows it: no secret, only whether one is stored and its last four characters. */
export function providerSettingsOf(
  row: ProviderConfigRow | null,
  env: PaymentSecretsEnv,
  publicUrl: string,
): PaymentProviderSettings {
  const key = env.paymentSecretsKey;
  return {
    provider: row?.provider ?? 'sandbox',
    mode: row?.mode ?? 'test',
    capture: row?.capture ?? 'automatic',
    accountId: row?.accountId ?? null,
    publicKey: row?.publicKey ?? null,
    liveEndpointPrefix: row?.liveEndpointPrefix ?? null,
    secretKey: secretStatus(key, row?.secretKeySealed ?? null, row?.secretKeyLast4 ?? null),
    webhookSecret: secretStatus(key, row?.webhookSecretSealed ?? null, row?.webhookSecretLast4 ?? null),
    version: row?.version ?? 0,
    canStoreSecrets: key !== null,
    webhookUrls: {
      stripe: `${publicUrl}${PAYMENT_WEBHOOK_PATHS.stripe}`,
      adyen: `${publicUrl}${PAYMENT_WEBHOOK_PATHS.adyen}`,
    },
  };
}

/** A secret after the save: a new text, the stored one kept, or none. */
type NextSecret =
  | { readonly kind: 'new'; readonly text: string }
  | { readonly kind: 'kept'; readonly sealed: string; readonly last4: string | null }
  | { readonly kind: 'none' };

/** What a secret field of the body does: left out or null keeps the stored one (same provider), '' clears it. */
function nextSecret(
  given: string | null | undefined,
  stored: string | null,
  last4: string | null,
): NextSecret {
  if (given === undefined || given === null)
    return stored === null ? { kind: 'none' } : { kind: 'kept', sealed: stored, last4 };
  return given === '' ? { kind: 'none' } : { kind: 'new', text: given };
}

/** The text a secret will have, for the checks: a kept one that does not open counts as missing. */
function textOf(key: SecretsKey | null, next: NextSecret): string | null {
  if (next.kind === 'none') return null;
  if (next.kind === 'new') return next.text;
  try {
    return opened(key, next.sealed);
  } catch (error) {
    if (error instanceof SecretUnreadable) return null;
    throw error;
  }
}

/** A secret as stored: sealed and its last four characters. */
function stored(key: SecretsKey | null, next: NextSecret): { sealed: string | null; last4: string | null } {
  if (next.kind === 'none') return { sealed: null, last4: null };
  if (next.kind === 'kept') return { sealed: next.sealed, last4: next.last4 };
  // Checked before: a new secret is only taken with a key.
  if (!key) throw new Refused(ErrorKey.paymentSecretsKeyMissing, 'PAYMENT_SECRETS_KEY is not set');
  return { sealed: sealSecret(key, next.text), last4: lastFourOf(next.text) };
}

/**
 * Saves an owner's set-up (load, decide, write): the sandbox keeps no credentials; another provider's secrets are
 * dropped on a change; what is missing or of the other mode is a 422 naming the fields; a new secret without
 * PAYMENT_SECRETS_KEY is refused (409 error.payment.secretskeymissing); a stale version is a 409 error.conflict.
 */
export async function saveProviderSetup(
  database: Database,
  env: PaymentSecretsEnv,
  propertyId: number,
  body: PaymentProviderBody,
  by: { readonly userId: number; readonly at: Date },
): Promise<ProviderConfigRow> {
  const key = env.paymentSecretsKey;
  const row = await database.run((db) => providerConfigRow(db, propertyId));
  if ((row?.version ?? 0) !== body.version)
    throw new StaleVersion('The payment provider was changed meanwhile');
  const sandbox = body.provider === 'sandbox';
  const sameProvider = row?.provider === body.provider;
  const secret = sandbox
    ? ({ kind: 'none' } as const)
    : nextSecret(
        body.secretKey,
        sameProvider ? (row?.secretKeySealed ?? null) : null,
        row?.secretKeyLast4 ?? null,
      );
  const webhook = sandbox
    ? ({ kind: 'none' } as const)
    : nextSecret(
        body.webhookSecret,
        sameProvider ? (row?.webhookSecretSealed ?? null) : null,
        row?.webhookSecretLast4 ?? null,
      );
  if (!key && (secret.kind === 'new' || webhook.kind === 'new'))
    throw new Refused(
      ErrorKey.paymentSecretsKeyMissing,
      'The server has no PAYMENT_SECRETS_KEY: secrets cannot be stored',
    );
  const accountId = sandbox ? null : emptyAsNull(body.accountId);
  const publicKey = sandbox ? null : emptyAsNull(body.publicKey);
  const mode = sandbox ? 'test' : body.mode;
  // Only Adyen's live mode has a URL prefix; kept elsewhere, it would be an old set-up's.
  const liveEndpointPrefix =
    body.provider === 'adyen' && mode === 'live' ? emptyAsNull(body.liveEndpointPrefix) : null;
  const problems = providerSetupProblems({
    provider: body.provider,
    mode,
    accountId,
    publicKey,
    liveEndpointPrefix,
    secretKey: textOf(key, secret),
    webhookSecret: textOf(key, webhook),
  });
  if (problems.length > 0)
    throw new Unprocessable(
      ErrorKey.validation,
      'The payment provider set-up is incomplete',
      problems.map((p) => ({
        path: p.path,
        code: p.code,
        message: 'missing or not for this provider and mode',
      })),
    );
  const sealedSecret = stored(key, secret);
  const sealedWebhook = stored(key, webhook);
  const values: ProviderConfigValues = {
    provider: body.provider,
    mode,
    // The sandbox takes every payment at once.
    capture: sandbox ? 'automatic' : (body.capture ?? row?.capture ?? 'automatic'),
    accountId,
    publicKey,
    liveEndpointPrefix,
    secretKeySealed: sealedSecret.sealed,
    secretKeyLast4: sealedSecret.last4,
    webhookSecretSealed: sealedWebhook.sealed,
    webhookSecretLast4: sealedWebhook.last4,
  };
  const saved = await database.run((db) => saveProviderConfig(db, propertyId, body.version, values, by));
  if (!saved) throw new StaleVersion('The payment provider was changed meanwhile');
  return saved;
}

const emptyAsNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;
