import { PAYMENT_CAPTURE_MODES, PAYMENT_PROVIDER_MODES, PAYMENT_PROVIDERS } from '@venue/domain';
import { z } from 'zod';
import { text } from './text.ts';

/*
 * A property's payment provider (docs/api.md#payment-provider, docs/payments.md#setting-up-a-provider): owners only.
 * Secrets go in and never come out: an answer says whether one is stored and its last four characters.
 */

export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;
export const PaymentProviderMode = z.enum(PAYMENT_PROVIDER_MODES);
export type PaymentProviderMode = z.infer<typeof PaymentProviderMode>;
export const PaymentCaptureMode = z.enum(PAYMENT_CAPTURE_MODES);
export type PaymentCaptureMode = z.infer<typeof PaymentCaptureMode>;

/** A stored secret as an answer shows it: whether there is one, its last four characters, whether it opens. */
export const StoredSecret = z.object({
  set: z.boolean(),
  last4: z.string().nullable(),
  /**
   * False for a stored secret the server cannot open (changed in the database, sealed under another
   * PAYMENT_SECRETS_KEY, or no key set now): enter it again.
   */
  readable: z.boolean(),
});
export type StoredSecret = z.infer<typeof StoredSecret>;

/** GET (and the answer of PUT) /api/staff/property/{propertyId}/payment-provider. */
export const PaymentProviderSettings = z.object({
  provider: PaymentProviderName,
  mode: PaymentProviderMode,
  /** docs/payments.md#capturing-later: payments taken at once, or authorised and captured by the hotel. */
  capture: PaymentCaptureMode,
  /** Adyen: the merchant account; Stripe: a connected account (acct_…), if any. */
  accountId: z.string().nullable(),
  /** Adyen: the client key; Stripe: the publishable key. */
  publicKey: z.string().nullable(),
  /** Adyen in live mode: the live endpoint URL prefix (Customer Area, Developers > API URLs). */
  liveEndpointPrefix: z.string().nullable(),
  /** Stripe: the secret or restricted key; Adyen: the API key. */
  secretKey: StoredSecret,
  /** Stripe: the webhook signing secret; Adyen: the HMAC key. */
  webhookSecret: StoredSecret,
  /** 0 while nothing was saved (the sandbox); send it back with PUT. */
  version: z.number().int(),
  /** Whether the server has PAYMENT_SECRETS_KEY: without it no secret can be saved. */
  canStoreSecrets: z.boolean(),
  /** The addresses to register at the provider for its events. */
  webhookUrls: z.object({ stripe: z.string(), adyen: z.string() }),
});
export type PaymentProviderSettings = z.infer<typeof PaymentProviderSettings>;

const credential = () => text().trim().max(500).nullable().optional();

/**
 * PUT /api/staff/property/{propertyId}/payment-provider: the provider and what it needs, with the version read. A
 * secret left out or null keeps the stored one (of the same provider), an empty string clears it. Changing the
 * provider drops the old provider's secrets; the sandbox keeps nothing.
 */
export const PaymentProviderBody = z.strictObject({
  version: z.number().int().min(0),
  provider: PaymentProviderName,
  mode: PaymentProviderMode,
  /** Left out: the stored choice (automatic when none). */
  capture: PaymentCaptureMode.optional(),
  accountId: credential(),
  publicKey: credential(),
  liveEndpointPrefix: credential(),
  secretKey: credential(),
  webhookSecret: credential(),
});
export type PaymentProviderBody = z.infer<typeof PaymentProviderBody>;

/** Where a provider sends its events (registered at the provider; docs/payments.md#setting-up-a-provider). */
export const PAYMENT_WEBHOOK_PATHS = {
  stripe: '/api/payment/stripe/webhook',
  adyen: '/api/payment/adyen/notification',
} as const;
