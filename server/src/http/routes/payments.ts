import {
  BOOKING_TOKEN_HEADER,
  DropInBookingParams,
  DropInDetailsRequestSchema,
  DropInPaymentRequestSchema,
  DropInResponseSchema,
  MakePaymentRequestSchema,
  PaymentResultSchema,
  PaymentSessionRequestSchema,
  PaymentSessionSchema,
  PaymentStatusParams,
  PaymentStatusSchema,
  ProviderResultRequestSchema,
  SandboxKindParams,
  SandboxMethodSchema as SandboxMethod,
  TokenizeParams,
  TokenizeRequestSchema,
} from '@venue/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { type PaymentRow, paymentByRef, putPropertySetting } from '../../db/paymentQueries.ts';
import { InvalidInput, NotAllowed, NotFound } from '../../failures.ts';
import type { AdyenPaymentMethodData } from '../../payments/adyen/adapter.ts';
import { OUTCOME_SCRIPT, outcomePage, paymentPage } from '../../payments/hostedPage.ts';
import {
  adyenDetails,
  adyenMethods,
  adyenPayment,
  providerResult,
  startPayment,
} from '../../payments/providerAttempts.ts';
import { RESULT_CODE, type SandboxOutcome } from '../../payments/sandbox.ts';
import {
  charge,
  chargeCard,
  makePayment,
  resultOf,
  startAttempt,
  statusOf,
  tokenize,
} from '../../payments/service.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { bookingByTokenAndCode, guardedLookup } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { validJson, validParams } from '../validate.ts';
import { ownCatalog } from './property.ts';

const SETTING_PREFIX = 'web.engine.configuration.';
// The outcome pages of docs/api.md#payments; a status without its own page shows the error page.
const pageOf = (status: string) => (status === 'success' ? 'ok' : status === 'unknown' ? 'error' : status);
/** A return path on this site only (no scheme, no protocol-relative //host). */
const SafeReturn = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/);

/** Paths of the sandbox that a browser frame or window opens without the property token. */
export const isSandboxPublicPath = (path: string): boolean =>
  path.startsWith('/api/payment/sandbox/page/') ||
  path.startsWith('/api/payment/sandbox/redirect/') ||
  path === '/api/payment/sandbox/outcome.js';

/** The sandbox payment provider (TEST MODE) and the payment endpoints of docs/api.md#payments. */
export function paymentRoutes(deps: AppDeps) {
  const guarded = (c: Context<AppEnv>, token: string, code: string) =>
    bookingByTokenAndCode(deps, c, token, code);
  /** An attempt by reference within the caller's property (a wrong reference counts as a guess). */
  const attemptOf = (c: Context<AppEnv>, ref: string) =>
    guardedLookup(
      deps,
      c,
      async () => {
        const found = await deps.database.run((db) => paymentByRef(db, ref));
        return found?.booking.propertyId === c.get('propertyId') ? found : null;
      },
      () => new NotFound('No such payment'),
    );
  /** POST makepayment, mounted at the booking's path and the attendee's (one handler). */
  const makePaymentRoute = new Hono<AppEnv>().post(
    '/',
    doc('payment', 'Charge a tokenised card: the payment’s result', PaymentResultSchema),
    validJson(MakePaymentRequestSchema),
    async (c) => {
      const { booking, transactionId } = c.req.valid('json');
      const row = await guarded(c, booking.token, booking.id);
      return c.json(await makePayment(deps, row, transactionId));
    },
  );
  const publicAttempt = async (ref: string) => {
    const found = /^pay_[A-Za-z0-9_-]{20,60}$/.test(ref)
      ? await deps.database.run((db) => paymentByRef(db, ref))
      : null;
    if (!found) throw new NotFound('No such payment');
    return found;
  };
  /** A hosted page's form submitted: Cancel cancels the attempt, Pay charges the card typed (null: not a card). */
  const submitForm = async (c: Context, payment: PaymentRow) => {
    const form = await c.req.parseBody();
    return form.op === 'cancel'
      ? charge(deps, payment, 'canceled' satisfies SandboxOutcome, null)
      : chargeCard(deps, payment, String(form.number ?? ''), String(form.expiry ?? ''));
  };
  /** The drop-in redirect's return path (a path on this site only), or 400. */
  const returnPath = (c: Context) => {
    const back = SafeReturn.safeParse(c.req.query('returnUrl'));
    if (!back.success) throw new InvalidInput('returnUrl must be a path on this site');
    return back.data;
  };
  const bookingToken = (c: Context) =>
    c.req.header(BOOKING_TOKEN_HEADER) ?? c.req.query('bookingtoken') ?? '';

  const routes = new Hono<AppEnv>()
    // --- attempts (every kind) ---
    .post(
      '/payment/sandbox/session',
      doc(
        'payment',
        'Start a payment of a booking: the payment session for the provider’s kind',
        PaymentSessionSchema,
      ),
      validJson(PaymentSessionRequestSchema),
      async (c) => {
        const { booking, idempotencyKey, returnPath } = c.req.valid('json');
        const row = await guarded(c, booking.token, booking.id);
        const catalog = await ownCatalog(deps, row.propertyId);
        return c.json(await startPayment(deps, row, catalog, idempotencyKey, returnPath));
      },
    )
    .post(
      '/payment/result',
      doc(
        'payment',
        'How a payment at the property’s provider ended, asked of the provider (after its fields or a redirect)',
        PaymentResultSchema,
      ),
      validJson(ProviderResultRequestSchema),
      async (c) => {
        const { booking, ref, adyenSession } = c.req.valid('json');
        const row = await guarded(c, booking.token, booking.id);
        return c.json(await providerResult(deps, row, ref, adyenSession));
      },
    )
    .get(
      '/booking/paymentstatus/:ref',
      doc(
        'payment',
        'Whether a payment went through (polled by the link and iframe kinds)',
        PaymentStatusSchema,
      ),
      validParams(PaymentStatusParams),
      async (c) => {
        const found = await attemptOf(c, c.req.valid('param').ref);
        return c.json(statusOf(found.payment, found.booking));
      },
    )
    // --- card fields ---
    .post(
      '/payment/sandbox/tokenize/:ref',
      doc('payment', 'Tokenise the card of the card fields: a transaction id'),
      validParams(TokenizeParams),
      validJson(TokenizeRequestSchema),
      async (c) => {
        const found = await attemptOf(c, c.req.valid('param').ref);
        return c.json(await tokenize(deps, found.payment, c.req.valid('json')));
      },
    )
    // docs/api.md#group-blocks: an attendee's booking is a booking: the spec's guest path is the same call.
    .route('/booking/makepayment', makePaymentRoute)
    .route('/bookingguest/makepayment', makePaymentRoute)
    // --- drop-in (adyen shapes) ---
    .get(
      '/payment/adyen/paymentmethods/:id',
      doc('payment', 'The drop-in’s payment methods for a booking'),
      validParams(DropInBookingParams),
      async (c) => {
        const row = await guarded(c, bookingToken(c), c.req.valid('param').id);
        const atAdyen = await adyenMethods(deps, row, await ownCatalog(deps, row.propertyId));
        if (atAdyen) return c.json(atAdyen);
        return c.json({
          paymentMethods: [
            { type: 'scheme', name: 'Credit card (sandbox)' },
            { type: 'sandboxredirect', name: 'Bank redirect (sandbox)' },
          ],
        });
      },
    )
    .get(
      '/payment/adyen/paymentsession/:id',
      doc('payment', 'The drop-in’s payment session for a booking'),
      validParams(DropInBookingParams),
      async (c) => {
        const row = await guarded(c, bookingToken(c), c.req.valid('param').id);
        const catalog = await ownCatalog(deps, row.propertyId);
        const key = c.req.query('idempotencyKey') ?? '';
        if (!/^[A-Za-z0-9_-]{8,64}$/.test(key))
          throw new InvalidInput('expected an idempotency key', [{ path: 'idempotencyKey' }]);
        const asked = PaymentSessionRequestSchema.shape.returnPath.safeParse(c.req.query('returnUrl'));
        if (!asked.success) throw new InvalidInput('expected a path on this site', [{ path: 'returnUrl' }]);
        const returnPath = asked.data;
        const session = await startPayment(deps, row, catalog, key, returnPath);
        // At Adyen, its Checkout API session (sessions flow); the sandbox's drop-in knows the attempt by its reference.
        const atAdyen = session.client?.provider === 'adyen' ? session.client.session : null;
        return c.json({
          ...session,
          id: atAdyen?.id ?? session.ref,
          sessionData: atAdyen?.sessionData ?? session.ref,
        });
      },
    )
    .post(
      '/payment/adyen/payment',
      doc('payment', 'Pay by the drop-in: a result, or a redirect to the provider', DropInResponseSchema),
      validJson(DropInPaymentRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const row = await guarded(c, body.booking.token, body.booking.id);
        const catalog = await ownCatalog(deps, row.propertyId);
        const atAdyen = await adyenPayment(deps, row, catalog, {
          idempotencyKey: body.data.idempotencyKey,
          paymentMethod: body.data.paymentMethod as AdyenPaymentMethodData,
          browserInfo: body.data.browserInfo,
          origin: body.data.origin,
          returnPath: body.returnUrl,
        });
        if (atAdyen) return c.json(atAdyen);
        const method = SandboxMethod.safeParse(body.data.paymentMethod);
        if (!method.success)
          throw new InvalidInput('Not a payment method of the sandbox', [{ path: 'paymentMethod' }]);
        const session = await startAttempt(deps, row, catalog, body.data.idempotencyKey);
        const found = await attemptOf(c, session.ref);
        if (method.data.type === 'sandboxredirect') {
          const url = `/api/payment/sandbox/redirect/${session.ref}?returnUrl=${encodeURIComponent(body.returnUrl)}`;
          return c.json({ action: { type: 'redirect' as const, url }, ref: session.ref });
        }
        const result = await chargeCard(
          deps,
          found.payment,
          method.data.number ?? '',
          method.data.expiry ?? '',
        );
        if (!result) return c.json({ resultCode: RESULT_CODE.error, ref: session.ref });
        return c.json({ resultCode: result.resultCode, ref: session.ref });
      },
    )
    .post(
      '/payment/adyen/paymentdetails',
      doc('payment', 'The drop-in’s result after the redirect', DropInResponseSchema),
      validJson(DropInDetailsRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        // The sandbox's redirect result is the attempt's reference; Adyen's is its own, and the page names the attempt.
        const ref = body.ref ?? body.data.details.redirectResult ?? '';
        if (!/^pay_[A-Za-z0-9_-]{20,60}$/.test(ref)) throw new InvalidInput('malformed redirect result');
        const found = await attemptOf(c, ref);
        if (found.payment.provider === 'adyen')
          return c.json(await adyenDetails(deps, found.booking, found.payment, body.data.details));
        const result = resultOf(found.payment);
        return c.json({ resultCode: found.payment.status === 'open' ? 'Error' : result.resultCode, ref });
      },
    )
    // --- hosted pages (no property token: the random reference is the capability) ---
    .get(
      '/payment/sandbox/outcome.js',
      doc(
        'payment',
        'The script of the sandbox’s outcome page',
        { media: 'text/javascript' },
        { public: true },
      ),
      (c) => c.body(OUTCOME_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get(
      '/payment/sandbox/page/:ref',
      doc(
        'payment',
        'The sandbox’s hosted payment page (TEST MODE)',
        { media: 'text/html' },
        { public: true },
      ),
      async (c) => {
        const { payment } = await publicAttempt(c.req.param('ref'));
        if (payment.status !== 'open') return c.redirect(`${c.req.path}/${pageOf(payment.status)}`, 303);
        return c.html(
          paymentPage({
            action: c.req.path,
            amount: payment.amount,
            currency: payment.currency,
            hold: payment.purpose === 'hold',
          }),
        );
      },
    )
    .get(
      '/payment/sandbox/page/:ref/:outcome{ok|error|refused|canceled|pending}',
      doc('payment', 'The sandbox’s outcome page', { media: 'text/html' }, { public: true }),
      (c) => c.html(outcomePage(c.req.param('outcome'))),
    )
    .post(
      '/payment/sandbox/page/:ref',
      doc(
        'payment',
        'Pay on the sandbox’s hosted page (a form post; redirects to the outcome)',
        { status: 303 },
        { public: true },
      ),
      async (c) => {
        const { payment } = await publicAttempt(c.req.param('ref'));
        const result = await submitForm(c, payment);
        if (!result)
          return c.html(
            paymentPage({
              action: c.req.path,
              amount: payment.amount,
              currency: payment.currency,
              hold: payment.purpose === 'hold',
              invalid: true,
            }),
            400,
          );
        return c.redirect(`${c.req.path}/${pageOf(result.detail)}`, 303);
      },
    )
    .get(
      '/payment/sandbox/redirect/:ref',
      doc(
        'payment',
        'The sandbox’s redirect payment page (drop-in redirect)',
        { media: 'text/html' },
        { public: true },
      ),
      async (c) => {
        const { payment } = await publicAttempt(c.req.param('ref'));
        const action = `${c.req.path}?returnUrl=${encodeURIComponent(returnPath(c))}`;
        return c.html(
          paymentPage({
            action,
            amount: payment.amount,
            currency: payment.currency,
            hold: payment.purpose === 'hold',
          }),
        );
      },
    )
    .post(
      '/payment/sandbox/redirect/:ref',
      doc(
        'payment',
        'Pay on the redirect page (a form post; redirects back to returnUrl)',
        { status: 303 },
        { public: true },
      ),
      async (c) => {
        const { payment } = await publicAttempt(c.req.param('ref'));
        const back = returnPath(c);
        const result = await submitForm(c, payment);
        if (!result) {
          const action = `${c.req.path}?returnUrl=${encodeURIComponent(back)}`;
          return c.html(
            paymentPage({
              action,
              amount: payment.amount,
              currency: payment.currency,
              hold: payment.purpose === 'hold',
              invalid: true,
            }),
            400,
          );
        }
        const sep = back.includes('?') ? '&' : '?';
        return c.redirect(`${back}${sep}redirectResult=${encodeURIComponent(payment.ref)}`, 303);
      },
    );
  // The sandbox's switch between the four kinds exists only with PAYMENT_SANDBOX_SWITCH=1 (the e2e tests):
  // without it the path is not routed at all, so it answers the API's 404 like any unknown path.
  if (deps.paymentSandboxSwitch) {
    routes.post(
      '/payment/sandbox/kind/:kind',
      doc('payment', 'Switch the sandbox’s kind (only with PAYMENT_SANDBOX_SWITCH=1, test properties)'),
      validParams(SandboxKindParams),
      async (c) => {
        const propertyId = c.get('propertyId');
        const catalog = await ownCatalog(deps, propertyId);
        // Even when switched on, only properties marked as sandbox (lindenhof) can be switched.
        if (catalog.settings.paymentOptions.sandbox !== 'true')
          throw new NotAllowed('This property is not in payment test mode');
        const { kind } = c.req.valid('param');
        await deps.database.run((db) =>
          putPropertySetting(db, propertyId, `${SETTING_PREFIX}paymentOptions.kind`, kind),
        );
        deps.catalogs.forget(propertyId);
        return c.json({ kind, testMode: true });
      },
    );
  }
  return routes;
}
