import adyen, { type Types } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import { type AdyenCard, cardOfAdditionalData } from './card.ts';

/*
 * The Adyen Checkout API (v72, through the official @adyen/api-library) spoken in our own small results. Every call
 * takes an idempotency key: a request retried after a timeout with the same key is answered with the first result
 * and never charges twice (docs.adyen.com/development-resources/api-idempotency). Nothing here throws for Adyen's
 * answers: a refusal, an HTTP error or a network failure is a result the caller decides on.
 *
 * The library is CommonJS and its index re-exports the services with `export *`, which Node's ESM named-export
 * detection does not see; hence the default import and destructuring.
 */
const { CheckoutAPI, Client, EnvironmentEnum, HttpClientException, HttpURLConnectionClient } = adyen;
type Checkout = Types.checkout.PaymentRequest;
const PaymentRequest = adyen.Types.checkout.PaymentRequest;
const SessionRequest = adyen.Types.checkout.CreateCheckoutSessionRequest;

/** Where the library sends Checkout calls in the TEST environment; a `checkoutEndpoint` replaces this origin. */
const ADYEN_CHECKOUT_TEST = 'https://checkout-test.adyen.com';

export interface AdyenConfig {
  readonly apiKey: string;
  readonly merchantAccount: string;
  readonly environment: 'TEST' | 'LIVE';
  /** LIVE only: the company's prefix of its live endpoints (Customer Area > Developers > API URLs). */
  readonly liveEndpointUrlPrefix?: string;
  /** Another Checkout origin (the local stand-in, standin.ts) in place of Adyen's test endpoint (TEST only). */
  readonly checkoutEndpoint?: string;
  /** A certificate (PEM) to trust for `checkoutEndpoint` alone: the stand-in's self-signed one. */
  readonly checkoutCa?: string;
  /** How long a call may wait for its answer; then it is an error the caller may retry with the same key. */
  readonly timeoutMs?: number;
}

export type { AdyenCard };

/** A 3-D Secure (or other) step the shopper's browser must take, as Adyen gives it to the drop-in. */
export type AdyenAction = Types.checkout.PaymentResponseAction;

/** Why a call did not get an answer from Adyen it could read. */
export interface AdyenError {
  readonly status: 'error';
  /** Adyen's HTTP status, or null when none came (timeout, connection refused). */
  readonly httpStatus: number | null;
  /** Adyen's errorCode ('000' unauthorised, '704' idempotency key reused...), or 'network'. */
  readonly errorCode: string;
  readonly message: string;
  readonly pspReference: string | null;
  /** Whether the same request with the same key may be sent again (no answer, or a server error). */
  readonly retryable: boolean;
}

/** What a payment came to. */
export interface AdyenPayment {
  readonly status: 'authorised' | 'received' | 'redirect' | 'pending' | 'refused' | 'cancelled' | 'error';
  readonly pspReference: string | null;
  readonly merchantReference: string | null;
  readonly amount: AdyenAmount | null;
  readonly refusalReason: string | null;
  readonly card: AdyenCard | null;
  /** The stored card's id when the payment stored it (tokenisation), to charge it later. */
  readonly storedPaymentMethodId: string | null;
  /** For status 'redirect' (3-D Secure): the step the browser takes before `paymentDetails`. */
  readonly action: AdyenAction | null;
  /** Adyen's resultCode as it came, for the log. */
  readonly resultCode: string | null;
}

export interface AdyenSession {
  readonly status: 'created';
  readonly id: string;
  /** What the browser's drop-in or card fields are started with, beside `id`. */
  readonly sessionData: string;
  readonly expiresAt: string | null;
}

/** A session's end (SessionResultResponse): its status and the payments authorised in it. */
export interface AdyenSessionResult {
  readonly status: 'completed' | 'paymentPending' | 'refused' | 'canceled' | 'expired' | 'active';
  readonly id: string;
  /** Our reference of the session (the merchantReference of its payments). */
  readonly reference: string | null;
  readonly payments: readonly {
    readonly pspReference: string;
    readonly amount: AdyenAmount | null;
    readonly resultCode: string | null;
  }[];
  /** The stored card's id when the session stored it (tokenisation), to charge it later. */
  readonly storedPaymentMethodId: string | null;
  readonly card: AdyenCard | null;
}

export interface AdyenPaymentMethods {
  readonly status: 'ok';
  readonly paymentMethods: readonly Types.checkout.PaymentMethod[];
  readonly storedPaymentMethods: readonly Types.checkout.StoredPaymentMethod[];
}

/** A capture, cancel or refund: accepted now, its outcome arrives as a notification (notification.ts). */
export interface AdyenModification {
  readonly status: 'received';
  /** The modification's own reference; its notification carries it. */
  readonly pspReference: string;
  readonly paymentPspReference: string;
  readonly amount: AdyenAmount | null;
}

/** Minor units, as Adyen and our ledger count them. */
export interface AdyenAmount {
  readonly value: number;
  readonly currency: string;
}

/** A payment method as the browser's drop-in or card fields give it (`state.data.paymentMethod`); Adyen checks it. */
export type AdyenPaymentMethodData = { readonly type: string } & Readonly<Record<string, unknown>>;

interface Keyed {
  /** One key per intended operation: a retry of the same operation sends the same key (at most 64 characters). */
  readonly idempotencyKey: string;
}
interface Money {
  readonly amount: number;
  readonly currency: string;
}

export interface AdyenAdapter {
  /** A Sessions-flow session for the drop-in/card fields; `recurring: 'hold'` also stores the card for later. */
  createSession(
    input: Money &
      Keyed & {
        reference: string;
        returnUrl: string;
        recurring?: 'hold';
        shopperReference?: string;
        /** Authorise only; the hotel captures later (`capture`). */
        manualCapture?: boolean;
        /** The shopper's country (which methods the drop-in offers). */
        countryCode?: string;
      },
  ): Promise<AdyenSession | AdyenError>;
  /**
   * How a session ended, as Adyen tells it for the `sessionResult` the drop-in gave the browser when the shopper
   * finished (GET /sessions/{id}). Asking moves no money: it needs no key.
   */
  sessionResult(sessionId: string, sessionResult: string): Promise<AdyenSessionResult | AdyenError>;
  paymentMethods(input: Money & Keyed): Promise<AdyenPaymentMethods | AdyenError>;
  payments(
    input: Money &
      Keyed & {
        reference: string;
        paymentMethod: AdyenPaymentMethodData;
        returnUrl: string;
        /** Authorise only; the hotel captures later (`capture`). */
        manualCapture?: boolean;
        /** Capture automatically after this many hours (Adyen's `captureDelayHours`). */
        captureDelayHours?: number;
        storePaymentMethod?: boolean;
        shopperReference?: string;
        /** The browser's data for 3-D Secure 2 (the drop-in's `state.data.browserInfo`). */
        browserInfo?: Types.checkout.BrowserInfo;
        origin?: string;
      },
  ): Promise<AdyenPayment | AdyenError>;
  /** The return after a redirect (3-D Secure): what the shopper's browser brought back. */
  paymentDetails(
    input: Keyed & { details: Types.checkout.PaymentCompletionDetails; paymentData?: string },
  ): Promise<AdyenPayment | AdyenError>;
  capture(
    pspReference: string,
    input: Money & Keyed & { reference?: string },
  ): Promise<AdyenModification | AdyenError>;
  cancel(
    pspReference: string,
    input: Keyed & { reference?: string },
  ): Promise<AdyenModification | AdyenError>;
  refund(
    pspReference: string,
    input: Money & Keyed & { reference?: string },
  ): Promise<AdyenModification | AdyenError>;
  /** A stored card charged with no shopper present (a cancellation fee): ContAuth, unscheduled card on file. */
  chargeStoredCard(
    input: Money &
      Keyed & {
        shopperReference: string;
        storedPaymentMethodId: string;
        reference: string;
        /** Adyen's schema asks for one even with no shopper present; the booking's page will do. */
        returnUrl: string;
      },
  ): Promise<AdyenPayment | AdyenError>;
}

/**
 * The library's own HTTP client, sent to `checkoutEndpoint` instead of Adyen's test origin when one is given.
 * Going through the library's client keeps what it does on the wire (headers, Idempotency-Key, timeout, error
 * parsing) the same in the tests as in production.
 */
function httpClientFor(config: AdyenConfig): ClientInterface | undefined {
  const endpoint = config.checkoutEndpoint?.replace(/\/+$/, '');
  if (!endpoint) return undefined;
  const inner = new HttpURLConnectionClient();
  return {
    request: (url, json, clientConfig, apiKeyRequired, options: IRequest.Options = {}) =>
      inner.request(
        url.startsWith(ADYEN_CHECKOUT_TEST) ? endpoint + url.slice(ADYEN_CHECKOUT_TEST.length) : url,
        json,
        clientConfig,
        apiKeyRequired,
        config.checkoutCa ? { ...options, ca: config.checkoutCa } : options,
      ),
  };
}

/** An exception from the library as our error result. */
function errorOf(e: unknown): AdyenError {
  if (e instanceof HttpClientException) {
    const api = e.apiError;
    const httpStatus = api?.status ?? (e.statusCode || null);
    return {
      status: 'error',
      httpStatus,
      errorCode: api?.errorCode ?? e.errorCode ?? 'http',
      message: api?.message ?? e.message,
      pspReference: api?.pspReference ?? null,
      // docs.adyen.com/development-resources/api-idempotency: a 5xx (or no answer) may be sent again with its key.
      retryable: httpStatus === null || httpStatus >= 500,
    };
  }
  // The library's own ApiException (a socket closed on timeout, a refused connection; not an Error subclass): no
  // answer came, so Adyen may or may not have acted. Only a retry with the same key is safe.
  const message = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
  return {
    status: 'error',
    httpStatus: null,
    errorCode: 'network',
    message,
    pspReference: null,
    retryable: true,
  };
}

/** A call refused before it was sent: the caller's mistake, which a retry does not mend. */
function invalidInput(errorCode: string, message: string): AdyenError {
  return { status: 'error', httpStatus: null, errorCode, message, pspReference: null, retryable: false };
}

/** Adyen's resultCode in our words (docs.adyen.com/online-payments/build-your-integration/payment-result-codes). */
function statusOf(resultCode: string | undefined): AdyenPayment['status'] {
  switch (resultCode) {
    case 'Authorised':
      return 'authorised';
    case 'Received':
      return 'received';
    case 'Pending':
    case 'PresentToShopper':
      return 'pending';
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
      return 'redirect';
    case 'Refused':
      return 'refused';
    case 'Cancelled':
      return 'cancelled';
    default:
      // Error, PartiallyAuthorised (not asked for), or a code this version does not know.
      return 'error';
  }
}

function paymentOf(
  response: Types.checkout.PaymentResponse | Types.checkout.PaymentDetailsResponse,
): AdyenPayment {
  const additional = response.additionalData ?? {};
  return {
    status: statusOf(response.resultCode),
    pspReference: response.pspReference ?? null,
    merchantReference: response.merchantReference ?? null,
    amount: response.amount ? { value: response.amount.value, currency: response.amount.currency } : null,
    refusalReason: response.refusalReason ?? null,
    card: cardOfAdditionalData(additional, response.paymentMethod?.brand),
    storedPaymentMethodId:
      additional['tokenization.storedPaymentMethodId'] ??
      additional['recurring.recurringDetailReference'] ??
      null,
    action: 'action' in response && response.action ? response.action : null,
    resultCode: response.resultCode ?? null,
  };
}

const modificationOf = (response: {
  pspReference: string;
  paymentPspReference: string;
  amount?: Types.checkout.Amount;
}): AdyenModification => ({
  status: 'received',
  pspReference: response.pspReference,
  paymentPspReference: response.paymentPspReference,
  amount: response.amount ? { value: response.amount.value, currency: response.amount.currency } : null,
});

/** Runs one library call with its idempotency key, turning a thrown error into an error result. */
async function attempt<T>(
  idempotencyKey: string,
  call: (options: IRequest.Options) => Promise<T>,
): Promise<T | AdyenError> {
  if (!idempotencyKey || idempotencyKey.length > 64)
    return invalidInput('idempotencyKey', 'An idempotency key of 1 to 64 characters is required');
  try {
    return await call({ idempotencyKey });
  } catch (e) {
    return errorOf(e);
  }
}

/** The Adyen adapter for one merchant account. */
export function adyenAdapter(config: AdyenConfig): AdyenAdapter {
  const client = new Client(
    {
      apiKey: config.apiKey,
      environment: config.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      connectionTimeoutMillis: config.timeoutMs ?? 30_000,
      ...(config.liveEndpointUrlPrefix ? { liveEndpointUrlPrefix: config.liveEndpointUrlPrefix } : {}),
    },
    httpClientFor(config),
  );
  const checkout = new CheckoutAPI(client);
  const merchantAccount = config.merchantAccount;
  const amountOf = (input: Money): Types.checkout.Amount => ({
    value: input.amount,
    currency: input.currency,
  });

  return {
    createSession: async (input) => {
      const hold = input.recurring === 'hold';
      // Adyen stores a card for a shopper: without one there would be nothing to charge later.
      if (hold && !input.shopperReference)
        return invalidInput('shopperReference', 'A card held for later needs a shopperReference');
      return attempt(input.idempotencyKey, async (options) => {
        const response = await checkout.PaymentsApi.sessions(
          {
            merchantAccount,
            amount: amountOf(input),
            reference: input.reference,
            returnUrl: input.returnUrl,
            ...(hold
              ? {
                  // Only a card can be held and charged later: the drop-in offers no other method.
                  allowedPaymentMethods: ['scheme'],
                  // docs.adyen.com/online-payments/tokenization: store the card to charge it later, unscheduled.
                  storePaymentMethodMode: SessionRequest.StorePaymentMethodModeEnum.Enabled,
                  recurringProcessingModel: SessionRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile,
                  shopperInteraction: SessionRequest.ShopperInteractionEnum.Ecommerce,
                }
              : {}),
            ...(input.shopperReference ? { shopperReference: input.shopperReference } : {}),
            ...(input.manualCapture ? { additionalData: { manualCapture: 'true' } } : {}),
            ...(input.countryCode ? { countryCode: input.countryCode } : {}),
            // 3-D Secure on Adyen's own page, as for /payments: a native challenge would frame the card issuer's site,
            // which the pay step's policy does not allow (docs/payments.md#content-security-policy).
            authenticationData: {
              threeDSRequestData: {
                nativeThreeDS: adyen.Types.checkout.ThreeDSRequestData.NativeThreeDSEnum.Disabled,
              },
            },
          },
          options,
        );
        return {
          status: 'created' as const,
          id: response.id,
          sessionData: response.sessionData ?? '',
          // The library turns Adyen's ISO string into a Date; an unreadable one is no expiry at all.
          expiresAt:
            response.expiresAt instanceof Date && !Number.isNaN(response.expiresAt.getTime())
              ? response.expiresAt.toISOString()
              : null,
        };
      });
    },

    sessionResult: async (sessionId, sessionResult) => {
      try {
        const response = await checkout.PaymentsApi.getResultOfPaymentSession(sessionId, sessionResult);
        const additional = response.additionalData ?? {};
        return {
          status: (response.status ?? 'active') as AdyenSessionResult['status'],
          id: response.id ?? sessionId,
          reference: response.reference ?? null,
          payments: (response.payments ?? []).map((p) => ({
            pspReference: p.pspReference ?? '',
            amount: p.amount ? { value: p.amount.value, currency: p.amount.currency } : null,
            resultCode: p.resultCode ?? null,
          })),
          storedPaymentMethodId:
            additional['tokenization.storedPaymentMethodId'] ??
            additional['recurring.recurringDetailReference'] ??
            null,
          card: Object.keys(additional).length > 0 ? cardOfAdditionalData(additional) : null,
        };
      } catch (e) {
        return errorOf(e);
      }
    },

    paymentMethods: (input) =>
      attempt(input.idempotencyKey, async (options) => {
        const response = await checkout.PaymentsApi.paymentMethods(
          { merchantAccount, amount: amountOf(input) },
          options,
        );
        return {
          status: 'ok' as const,
          paymentMethods: response.paymentMethods ?? [],
          storedPaymentMethods: response.storedPaymentMethods ?? [],
        };
      }),

    payments: (input) =>
      attempt(input.idempotencyKey, async (options) => {
        const request: Checkout = {
          merchantAccount,
          amount: amountOf(input),
          reference: input.reference,
          returnUrl: input.returnUrl,
          // The drop-in built it and Adyen validates it; the library's union of ~60 method types adds nothing here.
          paymentMethod: input.paymentMethod as unknown as Types.checkout.PaymentRequestPaymentMethod,
          ...(input.manualCapture ? { additionalData: { manualCapture: 'true' } } : {}),
          ...(input.captureDelayHours !== undefined ? { captureDelayHours: input.captureDelayHours } : {}),
          ...(input.browserInfo ? { browserInfo: input.browserInfo } : {}),
          ...(input.origin ? { origin: input.origin } : {}),
          ...(input.shopperReference ? { shopperReference: input.shopperReference } : {}),
          ...(input.storePaymentMethod
            ? {
                storePaymentMethod: true,
                recurringProcessingModel: PaymentRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile,
                shopperInteraction: PaymentRequest.ShopperInteractionEnum.Ecommerce,
              }
            : {}),
        };
        return paymentOf(await checkout.PaymentsApi.payments(request, options));
      }),

    paymentDetails: (input) =>
      attempt(input.idempotencyKey, async (options) =>
        paymentOf(
          await checkout.PaymentsApi.paymentsDetails(
            { details: input.details, ...(input.paymentData ? { paymentData: input.paymentData } : {}) },
            options,
          ),
        ),
      ),

    capture: (pspReference, input) =>
      attempt(input.idempotencyKey, async (options) =>
        modificationOf(
          await checkout.ModificationsApi.captureAuthorisedPayment(
            pspReference,
            {
              merchantAccount,
              amount: amountOf(input),
              ...(input.reference ? { reference: input.reference } : {}),
            },
            options,
          ),
        ),
      ),

    cancel: (pspReference, input) =>
      attempt(input.idempotencyKey, async (options) =>
        modificationOf(
          await checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
            pspReference,
            { merchantAccount, ...(input.reference ? { reference: input.reference } : {}) },
            options,
          ),
        ),
      ),

    refund: (pspReference, input) =>
      attempt(input.idempotencyKey, async (options) =>
        modificationOf(
          await checkout.ModificationsApi.refundCapturedPayment(
            pspReference,
            {
              merchantAccount,
              amount: amountOf(input),
              ...(input.reference ? { reference: input.reference } : {}),
            },
            options,
          ),
        ),
      ),

    chargeStoredCard: (input) =>
      attempt(input.idempotencyKey, async (options) =>
        paymentOf(
          await checkout.PaymentsApi.payments(
            {
              merchantAccount,
              amount: amountOf(input),
              reference: input.reference,
              returnUrl: input.returnUrl,
              shopperReference: input.shopperReference,
              paymentMethod: {
                type: adyen.Types.checkout.CardDetails.TypeEnum.Scheme,
                storedPaymentMethodId: input.storedPaymentMethodId,
              },
              // docs.adyen.com/online-payments/tokenization/make-token-payments: no shopper present, card on file.
              shopperInteraction: PaymentRequest.ShopperInteractionEnum.ContAuth,
              recurringProcessingModel: PaymentRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile,
            },
            options,
          ),
        ),
      ),
  };
}
