import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adyenAdapter } from './adyen/adapter.ts';
import { stripeAdapter } from './stripe/adapter.ts';

/*
 * docs/payments.md#running-against-the-providers-test-environments: the adapters against Stripe's and Adyen's real
 * test environments, a runbook to run by hand (`npm run test:providers -w @venue/server`) before a release or after
 * a library upgrade; the suite never runs it. Each group runs only with its credentials in the environment (the
 * other is reported as skipped, its title naming what is missing); with none at all the run fails and says what to
 * set. Test mode only: no real money moves, and a live key is refused before any call.
 */

const STRIPE_KEY = process.env.STRIPE_TEST_SECRET_KEY ?? '';
const ADYEN_KEY = process.env.ADYEN_TEST_API_KEY ?? '';
const ADYEN_MERCHANT = process.env.ADYEN_TEST_MERCHANT_ACCOUNT ?? '';

const key = (label: string) => `live-runbook-${label}-${randomUUID()}`;
const metadata = { propertyId: 'runbook', bookingId: `bk_${Date.now()}`, attemptRef: `pay_${randomUUID()}` };
const RETURN_URL = 'https://booking.example/lindenhof/payment/return';

describe.skipIf(!STRIPE_KEY)(
  `Stripe test environment${STRIPE_KEY ? '' : ' (skipped: STRIPE_TEST_SECRET_KEY is not set)'}`,
  () => {
    const stripe = () => {
      if (!/^[sr]k_test_/.test(STRIPE_KEY)) throw new Error('STRIPE_TEST_SECRET_KEY must be a test-mode key');
      return stripeAdapter({ secretKey: STRIPE_KEY, timeoutMs: 30_000 });
    };

    it('a Visa test card confirmed on the server is paid, then refunded in full', async () => {
      const adapter = stripe();
      const paid = await adapter.createPayment({
        idempotencyKey: key('pay'),
        amount: 12_345,
        currency: 'EUR',
        capture: 'automatic',
        metadata,
        // No return URL: the adapter asks for allow_redirects 'never', as a server-side confirmation must.
        paymentMethod: 'pm_card_visa',
      });
      expect(paid.failure).toBeNull();
      expect(paid.status).toBe('succeeded');
      expect(paid.amountReceived).toBe(12_345);
      expect(paid.card?.brand).toBe('visa');
      expect(paid.card?.last4).toBe('4242');
      if (!paid.intentId) throw new Error('no PaymentIntent id');

      const refunded = await adapter.refund(paid.intentId, { idempotencyKey: key('refund') });
      expect(refunded.failure).toBeNull();
      expect(refunded.status).toBe('succeeded');
      expect(refunded.amount).toBe(12_345);
    });

    it('a card held with a SetupIntent is charged later with no one present', async () => {
      const adapter = stripe();
      const held = await adapter.createGuarantee({
        idempotencyKey: key('hold'),
        metadata,
        currency: 'EUR',
        email: 'runbook@booking.example',
        paymentMethod: 'pm_card_visa',
      });
      expect(held.failure).toBeNull();
      expect(held.status).toBe('succeeded');
      if (!held.customerId || !held.paymentMethodId) throw new Error('no customer or payment method');

      const fee = await adapter.chargeOffSession({
        idempotencyKey: key('fee'),
        customer: held.customerId,
        paymentMethod: held.paymentMethodId,
        amount: 5_000,
        currency: 'EUR',
        metadata,
      });
      expect(fee.failure).toBeNull();
      expect(fee.status).toBe('succeeded');
      expect(fee.amountReceived).toBe(5_000);
    });
  },
);

const adyenMissing = [
  ...(ADYEN_KEY ? [] : ['ADYEN_TEST_API_KEY']),
  ...(ADYEN_MERCHANT ? [] : ['ADYEN_TEST_MERCHANT_ACCOUNT']),
];

if (!STRIPE_KEY && adyenMissing.length > 0)
  throw new Error(
    'No provider to run against: set STRIPE_TEST_SECRET_KEY, or ADYEN_TEST_API_KEY and ADYEN_TEST_MERCHANT_ACCOUNT',
  );

describe.skipIf(adyenMissing.length > 0)(
  `Adyen test environment${adyenMissing.length > 0 ? ` (skipped: ${adyenMissing.join(' and ')} not set)` : ''}`,
  () => {
    const adyen = () =>
      adyenAdapter({
        apiKey: ADYEN_KEY,
        merchantAccount: ADYEN_MERCHANT,
        environment: 'TEST',
        timeoutMs: 30_000,
      });

    it("the merchant account's payment methods include cards ('scheme')", async () => {
      const methods = await adyen().paymentMethods({
        idempotencyKey: key('methods'),
        amount: 12_345,
        currency: 'EUR',
      });
      if (methods.status === 'error') throw new Error(`Adyen: ${methods.errorCode} ${methods.message}`);
      expect(methods.paymentMethods.map((m) => m.type)).toContain('scheme');
    });

    it('a session for the drop-in is created', async () => {
      const session = await adyen().createSession({
        idempotencyKey: key('session'),
        amount: 12_345,
        currency: 'EUR',
        reference: `runbook-${randomUUID()}`,
        returnUrl: RETURN_URL,
      });
      if (session.status === 'error') throw new Error(`Adyen: ${session.errorCode} ${session.message}`);
      expect(session.id).not.toBe('');
      expect(session.sessionData).not.toBe('');
    });

    it("Adyen's Visa test card is authorised (or asks for 3-D Secure), and an authorised one is refunded", async () => {
      const adapter = adyen();
      // docs.adyen.com/development-resources/test-cards-and-credentials/test-card-numbers: in the test environment
      // the encrypted fields may be sent as 'test_' + the plain value, so no browser is needed.
      const paid = await adapter.payments({
        idempotencyKey: key('pay'),
        amount: 12_345,
        currency: 'EUR',
        reference: `runbook-${randomUUID()}`,
        returnUrl: RETURN_URL,
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'test_4111111145551142',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
          holderName: 'Runbook Test',
        },
      });
      if ('errorCode' in paid) throw new Error(`Adyen: ${paid.errorCode} ${paid.message}`);
      // An account whose risk settings ask for 3-D Secure answers with the browser's next step instead.
      expect(['authorised', 'redirect']).toContain(paid.status);
      if (paid.status !== 'authorised') {
        expect(paid.action).not.toBeNull();
        return;
      }
      if (!paid.pspReference) throw new Error('no PSP reference');
      const refund = await adapter.refund(paid.pspReference, {
        idempotencyKey: key('refund'),
        amount: 12_345,
        currency: 'EUR',
      });
      if (refund.status === 'error') throw new Error(`Adyen: ${refund.errorCode} ${refund.message}`);
      expect(refund.status).toBe('received');
      expect(refund.paymentPspReference).toBe(paid.pspReference);
    });
  },
);
