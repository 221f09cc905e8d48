import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import cancelsResponse from './fixtures/cancels-response.json' with { type: 'json' };
import capturesResponse from './fixtures/captures-response.json' with { type: 'json' };
import idempotencyError from './fixtures/error-idempotency.json' with { type: 'json' };
import unauthorizedError from './fixtures/error-unauthorized.json' with { type: 'json' };
import validationError from './fixtures/error-validation.json' with { type: 'json' };
import paymentMethodsResponse from './fixtures/paymentMethods-response.json' with { type: 'json' };
import authorisedResponse from './fixtures/payments-authorised.json' with { type: 'json' };
import redirectResponse from './fixtures/payments-redirect.json' with { type: 'json' };
import refusedResponse from './fixtures/payments-refused.json' with { type: 'json' };
import refundsResponse from './fixtures/refunds-response.json' with { type: 'json' };
import sessionsResponse from './fixtures/sessions-response.json' with { type: 'json' };
import sessionResultResponse from './fixtures/sessions-result.json' with { type: 'json' };
import { selfSignedCertificate } from './selfSignedCert.ts';

/*
 * A local stand-in for Adyen's Checkout API, so that the adapter is tested through the real @adyen/api-library
 * without the internet. It answers only the endpoints the adapter calls, under the path the library builds
 * (CheckoutAPI v72), with bodies built from the examples of Adyen's API reference (./fixtures). It serves HTTPS
 * because the library's HTTP client only speaks HTTPS; `ca` is the certificate a client must trust.
 *
 * What it keeps of Adyen's documented behaviour:
 * - X-API-Key: a wrong key is a 401 with Adyen's error shape.
 * - Idempotency-Key (docs.adyen.com/development-resources/api-idempotency): the same key with the same body gets the
 *   stored response, echoing the key; the same key with another body is a 422 with errorCode 704.
 * - Test cards: 4111 1111 1111 1111 (or `test_4111111111111111`) authorises; `test_4000300011112220` asks for
 *   3-D Secure (RedirectShopper); a holder name naming a refusal reason ('REFUSED', 'CVC Declined'...) is refused
 *   with it, as Adyen's refusal-reason testing does.
 * - Modifications answer `received`; their outcome would come as a notification (notification.ts).
 * - Sessions flow: a session made by /sessions is paid by the shopper's browser, whose drop-in posts the encrypted
 *   card to Adyen's client endpoint (`/checkoutshopper/v1/sessions/{id}/payments?clientKey=…`, no API key) and gets a
 *   `sessionResult`; GET /sessions/{id}?sessionResult=… then tells the session's end. The tests play the browser's
 *   part through that endpoint, with the same test cards.
 */

const VERSION = 'v72';

type Json = Record<string, unknown>;
interface Amount {
  value: number;
  currency: string;
}

/** One request as the stand-in saw it. */
export interface StandinCall {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly body: Json;
  readonly status: number;
  /** Answered from the idempotency store: nothing was done again. */
  readonly replayed: boolean;
}

/** Something the stand-in did with money (or a session): what a double charge would show twice. */
export interface StandinEffect {
  readonly kind: 'session' | 'payment' | 'capture' | 'cancel' | 'refund';
  readonly pspReference: string;
  readonly paymentPspReference: string | null;
  readonly amount: Amount | null;
  readonly resultCode: string | null;
}

export interface AdyenStandin {
  /** The checkout endpoint to give the adapter (`https://127.0.0.1:<port>`). */
  readonly url: string;
  /** The stand-in's self-signed certificate (PEM), to be trusted by its clients alone. */
  readonly ca: string;
  readonly apiKey: string;
  readonly calls: StandinCall[];
  readonly effects: StandinEffect[];
  /** The next response is sent `ms` late; what the request does happens at once (so a client that gives up still paid). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

interface Payment {
  pspReference: string;
  amount: Amount;
  reference: string;
  card: { last4: string; expiry: string };
  returnUrl: string;
  redirectResult: string | null;
  /** The stored card's id (a tokenised card), when the payment stored one. */
  storedPaymentMethodId: string | null;
}

interface Session {
  id: string;
  /** The /sessions request as it came: amount, reference, returnUrl, the card-storing fields. */
  request: Json;
  /** The result the shopper's browser was given for the session's last payment (opaque to the merchant). */
  sessionResult: string | null;
  /** The session's payments: their references and Adyen's result codes. */
  payments: { pspReference: string; resultCode: string }[];
}

interface StoredCard {
  id: string;
  shopperReference: string;
  last4: string;
  expiry: string;
}

interface Answer {
  status: number;
  body: Json;
  headers?: Record<string, string>;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Adyen's references are 16 upper-case letters and digits. */
const pspReference = () => Array.from({ length: 16 }, () => ALNUM[randomInt(ALNUM.length)]).join('');

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const amountOf = (v: unknown): Amount | null =>
  isObject(v) && typeof v.value === 'number' && typeof v.currency === 'string'
    ? { value: v.value, currency: v.currency }
    : null;

const error = (fixture: Json, overrides: Json = {}): Answer => ({
  status: Number(overrides.status ?? fixture.status),
  body: { ...fixture, pspReference: pspReference(), ...overrides },
});
const invalid = (errorCode: string, message: string) => error(validationError, { errorCode, message });

/*
 * docs.adyen.com/development-resources/testing/result-codes: the holder name set to a refusal reason makes a test
 * payment refused with it (the reasons' codes as Adyen documents them).
 */
const REFUSAL_BY_HOLDER: Readonly<Record<string, { reason: string; code: string }>> = {
  REFUSED: { reason: 'Refused', code: '2' },
  'BLOCKED CARD': { reason: 'Blocked Card', code: '5' },
  'EXPIRED CARD': { reason: 'Expired Card', code: '6' },
  'NOT ENOUGH BALANCE': { reason: 'Not enough balance', code: '12' },
  'CVC DECLINED': { reason: 'CVC Declined', code: '24' },
};

const AUTHORISING_CARD = '4111111111111111';
const THREE_DS_CARD = '4000300011112220';

/** The card number of a payment method: plain (`number`) or a test "encrypted" one (`test_<number>`). */
const cardNumberOf = (method: Json): string | null => {
  const plain = str(method.number) ?? str(method.encryptedCardNumber)?.replace(/^test_/, '') ?? null;
  return plain?.replace(/\s/g, '') ?? null;
};
const expiryOf = (method: Json): string => {
  const month = (
    str(method.expiryMonth) ??
    str(method.encryptedExpiryMonth)?.replace(/^test_/, '') ??
    '03'
  ).replace(/^0/, '');
  const year = str(method.expiryYear) ?? str(method.encryptedExpiryYear)?.replace(/^test_/, '') ?? '2030';
  return `${month}/${year}`;
};

/** Starts the stand-in on 127.0.0.1 (port 0: a free port chosen by the system). */
export async function startAdyenStandin(
  options: { port?: number; apiKey?: string } = {},
): Promise<AdyenStandin> {
  const apiKey = options.apiKey ?? 'AQE_standin_api_key';
  const { cert, key } = selfSignedCertificate();
  const calls: StandinCall[] = [];
  const effects: StandinEffect[] = [];
  const payments = new Map<string, Payment>();
  const storedCards = new Map<string, StoredCard>();
  const sessions = new Map<string, Session>();
  const idempotency = new Map<string, { fingerprint: string; answer: Answer }>();
  let delayNext = 0;
  let url = '';

  const authorised = (payment: Payment, card: { last4: string; expiry: string }, extra: Json = {}): Json => ({
    ...authorisedResponse,
    pspReference: payment.pspReference,
    amount: payment.amount,
    merchantReference: payment.reference,
    additionalData: {
      ...authorisedResponse.additionalData,
      cardSummary: card.last4,
      expiryDate: card.expiry,
      ...extra,
    },
  });

  function createPayment(body: Json, amount: Amount, card: Payment['card']): Payment {
    const payment: Payment = {
      pspReference: pspReference(),
      amount,
      reference: str(body.reference) ?? '',
      card,
      returnUrl: str(body.returnUrl) ?? '',
      redirectResult: null,
      storedPaymentMethodId: null,
    };
    payments.set(payment.pspReference, payment);
    return payment;
  }

  /** Stores the card for the shopper when asked (Adyen's tokenization), giving the fields Adyen adds. */
  function tokenise(body: Json, payment: Payment, card: { last4: string; expiry: string }): Json {
    const shopperReference = str(body.shopperReference);
    if (body.storePaymentMethod !== true || !shopperReference) return {};
    const id = pspReference();
    storedCards.set(id, { id, shopperReference, ...card });
    payment.storedPaymentMethodId = id;
    return {
      'tokenization.storedPaymentMethodId': id,
      'tokenization.shopperReference': shopperReference,
      'tokenization.store.operationType': 'created',
      'recurring.recurringDetailReference': id,
      'recurring.shopperReference': shopperReference,
    };
  }

  function pay(body: Json): Answer {
    const amount = amountOf(body.amount);
    const method = isObject(body.paymentMethod) ? body.paymentMethod : null;
    if (!amount || !method) return invalid('702', 'Required field is missing');
    if (!str(body.merchantAccount)) return invalid('901', 'Invalid Merchant Account');
    if (!str(body.reference)) return invalid('130', 'Required field reference is not provided.');
    const storedId = str(method.storedPaymentMethodId);
    if (storedId) return payWithStoredCard(body, amount, storedId);
    if (!str(body.returnUrl)) return invalid('14_030', 'Return URL is missing.');
    const number = cardNumberOf(method);
    if (!number) return invalid('137', 'Invalid card number');
    const card = { last4: number.slice(-4), expiry: expiryOf(method) };
    const payment = createPayment(body, amount, card);
    const refusal = REFUSAL_BY_HOLDER[(str(method.holderName) ?? '').toUpperCase()];
    const effect = (resultCode: string) =>
      effects.push({
        kind: 'payment',
        pspReference: payment.pspReference,
        paymentPspReference: null,
        amount,
        resultCode,
      });
    if (refusal) {
      effect('Refused');
      return {
        status: 200,
        body: {
          ...refusedResponse,
          pspReference: payment.pspReference,
          amount,
          merchantReference: payment.reference,
          refusalReason: refusal.reason,
          refusalReasonCode: refusal.code,
          additionalData: {
            ...refusedResponse.additionalData,
            cardSummary: card.last4,
            expiryDate: card.expiry,
          },
        },
      };
    }
    if (number === THREE_DS_CARD) {
      payment.redirectResult = randomBytes(18).toString('base64url');
      effect('RedirectShopper');
      const redirect = new URL('/checkoutshopper/threeDS/redirect', url);
      redirect.searchParams.set('MD', payment.redirectResult);
      return {
        status: 200,
        body: {
          ...redirectResponse,
          pspReference: payment.pspReference,
          action: { ...redirectResponse.action, url: redirect.toString() },
        },
      };
    }
    if (number !== AUTHORISING_CARD) {
      effect('Refused');
      return {
        status: 200,
        body: {
          ...refusedResponse,
          pspReference: payment.pspReference,
          amount,
          merchantReference: payment.reference,
          refusalReason: 'Refused',
          refusalReasonCode: '2',
        },
      };
    }
    effect('Authorised');
    return { status: 200, body: authorised(payment, card, tokenise(body, payment, card)) };
  }

  /** A card the shopper stored, charged with no shopper present (ContAuth), e.g. a cancellation fee. */
  function payWithStoredCard(body: Json, amount: Amount, storedId: string): Answer {
    const stored = storedCards.get(storedId);
    if (!stored || stored.shopperReference !== str(body.shopperReference))
      return invalid('803', 'PaymentDetail not found');
    if (body.shopperInteraction !== 'ContAuth' || !str(body.recurringProcessingModel))
      return invalid('137', 'Invalid shopperInteraction/recurringProcessingModel for a stored card');
    const payment = createPayment(body, amount, { last4: stored.last4, expiry: stored.expiry });
    effects.push({
      kind: 'payment',
      pspReference: payment.pspReference,
      paymentPspReference: null,
      amount,
      resultCode: 'Authorised',
    });
    return { status: 200, body: authorised(payment, stored) };
  }

  function details(body: Json): Answer {
    const given = isObject(body.details) ? str(body.details.redirectResult) : null;
    const payment = [...payments.values()].find((p) => given !== null && p.redirectResult === given);
    if (!payment) return invalid('101', 'Invalid card number');
    payment.redirectResult = null;
    for (const open of sessions.values())
      for (const paid of open.payments)
        if (paid.pspReference === payment.pspReference) paid.resultCode = 'Authorised';
    effects.push({
      kind: 'payment',
      pspReference: payment.pspReference,
      paymentPspReference: null,
      amount: payment.amount,
      resultCode: 'Authorised',
    });
    return { status: 200, body: authorised(payment, payment.card) };
  }

  function session(body: Json): Answer {
    const amount = amountOf(body.amount);
    if (!amount) return invalid('702', 'Required field is missing');
    if (!str(body.returnUrl)) return invalid('14_030', 'Return URL is missing.');
    const id = `CS${pspReference()}`;
    effects.push({ kind: 'session', pspReference: id, paymentPspReference: null, amount, resultCode: null });
    sessions.set(id, { id, request: body, sessionResult: null, payments: [] });
    const echoed = [
      'storePaymentMethodMode',
      'recurringProcessingModel',
      'shopperReference',
      'shopperInteraction',
    ].filter((k) => body[k] !== undefined);
    return {
      status: 201,
      body: {
        ...sessionsResponse,
        id,
        amount,
        merchantAccount: body.merchantAccount,
        reference: body.reference,
        returnUrl: body.returnUrl,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        sessionData: `Ab02b4c0!${randomBytes(24).toString('base64')}`,
        ...Object.fromEntries(echoed.map((k) => [k, body[k]])),
      },
    };
  }

  /**
   * The shopper pays a session in the drop-in (Adyen's client endpoint): a payment as /payments makes it, with the
   * session's amount, reference and card-storing fields; the browser gets the result code and a `sessionResult`.
   */
  function sessionPayment(id: string, clientKey: string | null, body: Json): Answer {
    const found = sessions.get(id);
    if (!found || !clientKey) return invalid('000', 'Session not found');
    const { request } = found;
    const storing =
      request.storePaymentMethodMode === 'enabled' || request.storePaymentMethodMode === 'askForConsent';
    const answer = pay({
      ...request,
      paymentMethod: body.paymentMethod,
      ...(storing ? { storePaymentMethod: true } : {}),
    });
    if (answer.status !== 200) return answer;
    const resultCode = str(answer.body.resultCode) ?? 'Error';
    const psp = str(answer.body.pspReference) ?? '';
    found.payments.push({ pspReference: psp, resultCode });
    const redirect = payments.get(psp);
    if (redirect?.redirectResult) {
      // Back from 3-D Secure, Adyen adds the session to the return URL beside the redirectResult.
      const back = new URL(redirect.returnUrl);
      back.searchParams.set('sessionId', id);
      redirect.returnUrl = back.toString();
    }
    found.sessionResult = randomBytes(24).toString('base64url');
    return {
      status: 200,
      body: {
        resultCode,
        sessionData: str(body.sessionData) ?? '',
        sessionResult: found.sessionResult,
        ...(answer.body.action ? { action: answer.body.action } : {}),
      },
    };
  }

  /** GET /sessions/{id}?sessionResult=…: the session's end, with the payments authorised in it. */
  function sessionResult(id: string, given: string | null): Answer {
    const found = sessions.get(id);
    if (!found)
      return {
        status: 404,
        body: { status: 404, errorCode: '000', message: 'Not Found', errorType: 'validation' },
      };
    if (!given || given !== found.sessionResult) return invalid('702', 'Invalid sessionResult');
    const authorised = found.payments.filter((p) => p.resultCode === 'Authorised');
    const last = found.payments.at(-1);
    const status =
      authorised.length > 0
        ? 'completed'
        : last?.resultCode === 'RedirectShopper'
          ? 'paymentPending'
          : 'active';
    const stored = authorised
      .map((p) => payments.get(p.pspReference)?.storedPaymentMethodId ?? null)
      .find((v) => v !== null);
    const card = authorised.map((p) => payments.get(p.pspReference)?.card).find((c) => c !== undefined);
    return {
      status: 200,
      body: {
        ...sessionResultResponse,
        id,
        reference: found.request.reference,
        status,
        payments: authorised.map((p) => ({
          pspReference: p.pspReference,
          amount: payments.get(p.pspReference)?.amount,
          resultCode: 'Authorised',
        })),
        additionalData: {
          ...(card ? { cardSummary: card.last4, expiryDate: card.expiry } : {}),
          ...(stored ? { 'tokenization.storedPaymentMethodId': stored } : {}),
        },
      },
    };
  }

  function modify(kind: 'capture' | 'cancel' | 'refund', paymentPsp: string, body: Json): Answer {
    if (!payments.has(paymentPsp)) return invalid('167', 'Original pspReference required for this operation');
    const amount = kind === 'cancel' ? null : amountOf(body.amount);
    if (kind !== 'cancel' && !amount) return invalid('702', 'Required field amount is missing');
    // The API accepts a modification and says `received`; its result (e.g. a refund above the capture failing)
    // arrives as a notification, so nothing more is checked here. `effects` keeps what was asked.
    const fixture = { capture: capturesResponse, cancel: cancelsResponse, refund: refundsResponse }[kind];
    const psp = pspReference();
    effects.push({
      kind,
      pspReference: psp,
      paymentPspReference: paymentPsp,
      amount,
      resultCode: 'received',
    });
    return {
      status: 201,
      body: {
        ...fixture,
        merchantAccount: body.merchantAccount,
        paymentPspReference: paymentPsp,
        pspReference: psp,
        reference: body.reference,
        ...(amount ? { amount } : {}),
      },
    };
  }

  function route(method: string, path: string, body: Json, query: URLSearchParams): Answer | null {
    const base = `/${VERSION}`;
    const sessionAsked = new RegExp(`^${base}/sessions/([A-Za-z0-9]+)$`).exec(path);
    if (method === 'GET' && sessionAsked?.[1])
      return sessionResult(sessionAsked[1], query.get('sessionResult'));
    if (method !== 'POST') return null;
    if (path === `${base}/sessions`) return session(body);
    if (path === `${base}/paymentMethods`) return { status: 200, body: paymentMethodsResponse };
    if (path === `${base}/payments`) return pay(body);
    if (path === `${base}/payments/details`) return details(body);
    const modification = new RegExp(`^${base}/payments/([A-Za-z0-9]+)/(captures|cancels|refunds)$`).exec(
      path,
    );
    if (modification?.[1] && modification[2]) {
      const kind = ({ captures: 'capture', cancels: 'cancel', refunds: 'refund' } as const)[
        modification[2] as 'captures' | 'cancels' | 'refunds'
      ];
      return modify(kind, modification[1], body);
    }
    return null;
  }

  /** The 3-D Secure page: here it only sends the shopper back to the return URL with a redirectResult. */
  function threeDsPage(req: IncomingMessage, res: ServerResponse): void {
    const md = new URL(req.url ?? '/', url).searchParams.get('MD');
    const payment = [...payments.values()].find((p) => md !== null && p.redirectResult === md);
    if (!payment) {
      res.writeHead(404).end();
      return;
    }
    const back = new URL(payment.returnUrl);
    back.searchParams.set('redirectResult', md ?? '');
    res.writeHead(302, { location: back.toString() }).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const asked = new URL(req.url ?? '/', url);
    const path = asked.pathname;
    if (req.method === 'GET' && path === '/checkoutshopper/threeDS/redirect') return threeDsPage(req, res);
    let body: Json = {};
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      body = isObject(parsed) ? parsed : {};
    } catch {
      return send(res, {
        status: 400,
        body: { status: 400, errorCode: '702', message: 'Unexpected input', errorType: 'validation' },
      });
    }
    const idempotencyKey = str(req.headers['idempotency-key']);
    const record = (answer: Answer, replayed: boolean) => {
      calls.push({ method: req.method ?? '', path, idempotencyKey, body, status: answer.status, replayed });
      return send(res, answer);
    };
    // The shopper's browser pays a session with the client key, not the API key (Adyen's client endpoint).
    const shopper = /^\/checkoutshopper\/v1\/sessions\/([A-Za-z0-9]+)\/payments$/.exec(path);
    if (req.method === 'POST' && shopper?.[1])
      return record(sessionPayment(shopper[1], asked.searchParams.get('clientKey'), body), false);
    if (req.headers['x-api-key'] !== apiKey) return record(error(unauthorizedError), false);
    // Keys are kept per account (one here); a key names one request, so its body is part of the fingerprint.
    const fingerprint = createHash('sha256').update(`${req.method} ${path}\n${raw}`).digest('hex');
    if (idempotencyKey) {
      const stored = idempotency.get(idempotencyKey);
      if (stored && stored.fingerprint !== fingerprint) return record(error(idempotencyError), false);
      if (stored) return record(stored.answer, true);
    }
    const answer = route(req.method ?? '', path, body, asked.searchParams) ?? {
      status: 404,
      body: { status: 404, errorCode: '000', message: 'Not Found', errorType: 'configuration' },
    };
    const headers = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
    const done: Answer = { ...answer, headers };
    if (idempotencyKey && answer.status < 500) idempotency.set(idempotencyKey, { fingerprint, answer: done });
    return record(done, false);
  }

  function send(res: ServerResponse, answer: Answer): void {
    const delay = delayNext;
    delayNext = 0;
    const write = () => {
      if (res.destroyed) return; // the client gave up waiting: the effect stays, as it would at Adyen
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    };
    if (delay > 0)
      setTimeout(write, delay).unref(); // a late answer nobody waits for keeps no process alive
    else write();
  }

  const server = createServer({ cert, key }, (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ca: cert,
    apiKey,
    calls,
    effects,
    setDelay: (ms) => {
      delayNext = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
