import { type AdyenAdapter, adyenAdapter } from './adyen/adapter.ts';
import type { PaymentProviderConfig } from './providerConfig.ts';
import { type StripeAdapter, stripeAdapter } from './stripe/adapter.ts';

/*
 * docs/payments.md#provider-endpoints: the adapters a property's provider set-up gives, reaching the providers' own
 * APIs, or, in test mode only, a local stand-in speaking the same API (the tests; STRIPE_API_BASE,
 * ADYEN_CHECKOUT_ENDPOINT). A live set-up always reaches the provider itself.
 */

/** Other origins for the providers' APIs (test mode only); null: the provider's own. */
export interface PaymentEndpoints {
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:4242: the Stripe stand-in. */
  readonly stripeApiBase: string | null;
  /** ADYEN_CHECKOUT_ENDPOINT, e.g. https://127.0.0.1:8443: the Adyen stand-in. */
  readonly adyenCheckoutEndpoint: string | null;
  /** ADYEN_CHECKOUT_CA (PEM): the certificate to trust for that endpoint alone (the stand-in's self-signed one). */
  readonly adyenCheckoutCa: string | null;
}

export const PROVIDERS_OWN_ENDPOINTS: PaymentEndpoints = {
  stripeApiBase: null,
  adyenCheckoutEndpoint: null,
  adyenCheckoutCa: null,
};

type StripeSetup = Extract<PaymentProviderConfig, { provider: 'stripe' }>;
type AdyenSetup = Extract<PaymentProviderConfig, { provider: 'adyen' }>;

/** How long a call to a provider may take before it counts as a timeout (retried with the same key). */
const PROVIDER_TIMEOUT_MS = 30_000;

/** The Stripe adapter of a property's set-up. */
export function stripeOf(setup: StripeSetup, endpoints: PaymentEndpoints): StripeAdapter {
  const base = setup.mode === 'test' ? endpoints.stripeApiBase : null;
  return stripeAdapter({
    secretKey: setup.secretKey,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    ...(base ? { apiBase: base } : {}),
    ...(setup.accountId ? { accountId: setup.accountId } : {}),
  });
}

/** The Adyen adapter of a property's set-up. */
export function adyenOf(setup: AdyenSetup, endpoints: PaymentEndpoints): AdyenAdapter {
  const live = setup.mode === 'live';
  return adyenAdapter({
    apiKey: setup.apiKey,
    merchantAccount: setup.merchantAccount,
    environment: live ? 'LIVE' : 'TEST',
    timeoutMs: PROVIDER_TIMEOUT_MS,
    ...(live && setup.liveEndpointPrefix ? { liveEndpointUrlPrefix: setup.liveEndpointPrefix } : {}),
    ...(!live && endpoints.adyenCheckoutEndpoint
      ? {
          checkoutEndpoint: endpoints.adyenCheckoutEndpoint,
          ...(endpoints.adyenCheckoutCa ? { checkoutCa: endpoints.adyenCheckoutCa } : {}),
        }
      : {}),
  });
}
