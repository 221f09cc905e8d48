/*
 * docs/payments.md#setting-up-a-provider: what a property's payment provider needs before it can be saved. The
 * server checks it with the secrets it will keep; the property app checks the same while the owner types (a
 * stored secret it cannot see counts as given).
 */

/** The payment providers a property can use; the sandbox moves no money. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'adyen'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A provider's test or live mode: test keys move no money. */
export const PAYMENT_PROVIDER_MODES = ['test', 'live'] as const;
export type PaymentProviderMode = (typeof PAYMENT_PROVIDER_MODES)[number];

/**
 * When a payment at a real provider is taken: at once, or only authorised when the booker pays and captured by the
 * hotel later (within the provider's authorisation period, usually 7 days), or released.
 */
export const PAYMENT_CAPTURE_MODES = ['automatic', 'manual'] as const;
export type PaymentCaptureMode = (typeof PAYMENT_CAPTURE_MODES)[number];

/** The fields of a provider's set-up a problem can name. */
export type ProviderField = 'accountId' | 'publicKey' | 'liveEndpointPrefix' | 'secretKey' | 'webhookSecret';

/** The set-up as it would be in force after saving. */
export interface ProviderSetup {
  readonly provider: PaymentProviderName;
  readonly mode: PaymentProviderMode;
  readonly accountId: string | null;
  readonly publicKey: string | null;
  /** Adyen in live mode: the live endpoint URL prefix ("1797a841fbb37ca7-AdyenDemo"). */
  readonly liveEndpointPrefix: string | null;
  /** The secret (Stripe) or API (Adyen) key; undefined: a stored one is kept whose text the checker cannot see. */
  readonly secretKey: string | null | undefined;
  /** The webhook signing secret (Stripe) or HMAC key (Adyen); undefined as for `secretKey`. */
  readonly webhookSecret: string | null | undefined;
}

/** One field's problem, with its FORM.ERROR key (the same detail shape as the API's 422). */
export interface ProviderProblem {
  readonly path: ProviderField;
  readonly code: string;
}

/** Set-up problem keys (docs/payments.md#setting-up-a-provider), translated by the property app. */
export const ProviderProblemCode = {
  required: 'FORM.ERROR.REQUIRED',
  stripeAccount: 'FORM.ERROR.STRIPEACCOUNT',
  stripePublishableKey: 'FORM.ERROR.STRIPEPUBLISHABLEKEY',
  stripeSecretKey: 'FORM.ERROR.STRIPESECRETKEY',
  stripeWebhookSecret: 'FORM.ERROR.STRIPEWEBHOOKSECRET',
  adyenMerchantAccount: 'FORM.ERROR.ADYENMERCHANTACCOUNT',
  adyenClientKey: 'FORM.ERROR.ADYENCLIENTKEY',
  adyenApiKey: 'FORM.ERROR.ADYENAPIKEY',
  adyenLivePrefix: 'FORM.ERROR.ADYENLIVEPREFIX',
  adyenHmacKey: 'FORM.ERROR.ADYENHMACKEY',
} as const;

/**
 * The problems of a set-up, field by field (none for the sandbox, which needs nothing). Stripe: a publishable key
 * `pk_<mode>_`, a secret key `sk_<mode>_` or restricted key `rk_<mode>_`, optionally a connected account `acct_` and a
 * webhook secret `whsec_`. Adyen: a merchant account, a client key `<mode>_`, an API key, in live mode the live
 * endpoint URL prefix, and optionally the HMAC key (hexadecimal). A key of the other mode is refused: a live key in test mode would move money.
 */
export function providerSetupProblems(setup: ProviderSetup): ProviderProblem[] {
  const problems: ProviderProblem[] = [];
  const check = (
    path: ProviderField,
    value: string | null | undefined,
    required: boolean,
    valid: RegExp,
    code: string,
  ) => {
    // Kept and unseen (the browser): the server checks again with the text it keeps.
    if (value === undefined) return;
    if (value === null || value === '') {
      if (required) problems.push({ path, code: ProviderProblemCode.required });
    } else if (!valid.test(value)) problems.push({ path, code });
  };
  const mode = setup.mode;
  if (setup.provider === 'stripe') {
    check('accountId', setup.accountId, false, /^acct_[A-Za-z0-9]+$/, ProviderProblemCode.stripeAccount);
    check(
      'publicKey',
      setup.publicKey,
      true,
      new RegExp(`^pk_${mode}_[A-Za-z0-9]+$`),
      ProviderProblemCode.stripePublishableKey,
    );
    check(
      'secretKey',
      setup.secretKey,
      true,
      new RegExp(`^[sr]k_${mode}_[A-Za-z0-9]+$`),
      ProviderProblemCode.stripeSecretKey,
    );
    check(
      'webhookSecret',
      setup.webhookSecret,
      false,
      /^whsec_[A-Za-z0-9+/=]+$/,
      ProviderProblemCode.stripeWebhookSecret,
    );
  } else if (setup.provider === 'adyen') {
    check(
      'accountId',
      setup.accountId,
      true,
      /^[A-Za-z0-9_.-]{1,80}$/,
      ProviderProblemCode.adyenMerchantAccount,
    );
    check(
      'publicKey',
      setup.publicKey,
      true,
      new RegExp(`^${mode}_[A-Za-z0-9]+$`),
      ProviderProblemCode.adyenClientKey,
    );
    if (mode === 'live')
      check(
        'liveEndpointPrefix',
        setup.liveEndpointPrefix,
        true,
        /^[A-Za-z0-9-]{1,100}$/,
        ProviderProblemCode.adyenLivePrefix,
      );
    check('secretKey', setup.secretKey, true, /^\S{20,}$/, ProviderProblemCode.adyenApiKey);
    check(
      'webhookSecret',
      setup.webhookSecret,
      false,
      /^(?:[0-9A-Fa-f]{2}){16,}$/,
      ProviderProblemCode.adyenHmacKey,
    );
  }
  return problems;
}
