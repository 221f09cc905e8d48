import { ErrorKey } from '@venue/contract';
import {
  authorisationsForFee,
  type LedgerEntry,
  type LedgerEntryInput,
  openAuthorisations,
} from '@venue/domain';
import type { BookingRow } from '../db/bookingQueries.ts';
import { Refused } from '../failures.ts';
import { ledgerOf } from './ledger.ts';
import { adyenOf, stripeOf } from './providerClients.ts';
import { type PaymentProviderConfig, paymentProviderOf } from './providerConfig.ts';
import type { ProviderDeps } from './providerDeps.ts';

/*
 * docs/payments.md#capturing-later: an authorisation is captured (all of it, or part) or released at the provider
 * that holds it, and the ledger's movement for it is answered. Staff do it from the booking (capture.ts); a
 * cancellation does it to every authorisation still open (settleOnCancel), so that a cancelled booking never leaves
 * money reserved on the guest's card. The provider is asked outside the database transaction, each request with the
 * caller's idempotency key.
 */

/** What the hotel does with an authorisation. */
export type AuthorisationAction = 'capture' | 'release';

/** What the provider is asked: capture (`amount`, or all that is authorised) or release, under `idempotencyKey`. */
interface Settle {
  readonly action: AuthorisationAction;
  readonly idempotencyKey: string;
  /** A capture's amount when less than the authorisation's (a partial capture); absent: all of it. */
  readonly amount?: number;
}

type SettleDeps = Pick<ProviderDeps, 'database' | 'now' | 'paymentEndpoints' | 'paymentSecretsKey'>;

const providerFailed = (provider: string, message: string) =>
  new Refused(ErrorKey.paymentProviderFailed, `${provider}: ${message}`, [{ provider }]);

/**
 * One authorisation captured or released at its provider: the ledger's movement for it. At Stripe the answer is final
 * (a partial capture releases the rest of the intent by itself). At Adyen the modification is accepted ("received")
 * and recorded pending under its own reference, naming the payment by `of`, until its notification completes it; a
 * partial capture has Adyen cancel the unclaimed rest (Adyen's default, without multiple partial captures).
 */
export async function settleOne(
  deps: SettleDeps,
  setup: PaymentProviderConfig,
  authorisation: LedgerEntry,
  settle: Settle,
): Promise<LedgerEntryInput> {
  const idempotencyKey = settle.idempotencyKey.slice(0, 64);
  const amount = Math.min(settle.amount ?? authorisation.amount, authorisation.amount);
  const partial = amount < authorisation.amount ? { amount } : {};
  const at = deps.now().toISOString();
  const base = {
    currency: authorisation.currency,
    at,
    provider: authorisation.provider,
    card: authorisation.card,
  };
  if (authorisation.provider === 'stripe' && setup.provider === 'stripe') {
    const stripe = stripeOf(setup, deps.paymentEndpoints);
    const done =
      settle.action === 'capture'
        ? await stripe.capture(authorisation.reference, { ...partial, idempotencyKey })
        : await stripe.cancel(authorisation.reference, { idempotencyKey });
    if (settle.action === 'capture' && done.status === 'succeeded')
      return {
        ...base,
        kind: 'capture',
        amount: done.amountReceived,
        reference: authorisation.reference,
        outcome: 'success',
      };
    if (settle.action === 'release' && done.status === 'canceled')
      return {
        ...base,
        kind: 'authorisation',
        amount: authorisation.amount,
        reference: authorisation.reference,
        outcome: 'canceled',
      };
    throw providerFailed('stripe', done.failure?.message ?? `the payment is ${done.status}`);
  }
  if (authorisation.provider === 'adyen' && setup.provider === 'adyen') {
    const adyen = adyenOf(setup, deps.paymentEndpoints);
    const done =
      settle.action === 'capture'
        ? await adyen.capture(authorisation.reference, {
            amount,
            currency: authorisation.currency,
            idempotencyKey,
          })
        : await adyen.cancel(authorisation.reference, { idempotencyKey });
    if (done.status === 'error') throw providerFailed('adyen', `${done.errorCode} ${done.message}`);
    // Accepted: its notification tells the end, under the modification's own reference.
    return {
      ...base,
      kind: settle.action === 'capture' ? 'capture' : 'authorisation',
      amount: settle.action === 'capture' ? amount : authorisation.amount,
      reference: done.pspReference,
      of: authorisation.reference,
      outcome: 'pending',
    };
  }
  throw providerFailed(authorisation.provider, 'the property no longer pays there');
}

/** What a cancellation did with the booking's open authorisations. */
export interface AuthorisationsSettled {
  /** The ledger's movements, written with the cancellation. */
  readonly entries: readonly LedgerEntryInput[];
  /** Taken from the authorisations for the fee (at Adyen: asked for, until its notification). */
  readonly captured: number;
  /** Let go: what was authorised and not taken. */
  readonly released: number;
}

const NOTHING: AuthorisationsSettled = { entries: [], captured: 0, released: 0 };

/**
 * docs/payments.md#cancelling-refunds-and-fees-at-the-provider: a cancelled booking leaves no authorisation open. Of
 * the open authorisations, `owed` (the fee's part the captured money does not cover) is captured, oldest first
 * (authorisationsForFee); the rest of each is released (with the partial capture at Stripe and Adyen; an
 * authorisation nothing is taken of by a release). Asked before the cancellation's transaction; `idempotencyKey` is
 * the base of each request's key (`.{capture|release}.{n}`), so the same cancellation asked again gets the
 * providers' first answers and never captures twice.
 */
export async function settleOnCancel(
  deps: SettleDeps,
  booking: BookingRow,
  owed: number,
  idempotencyKey: string,
): Promise<AuthorisationsSettled> {
  const open = openAuthorisations(ledgerOf(booking));
  if (open.length === 0) return NOTHING;
  const setup = await deps.database.run((db) => paymentProviderOf(db, booking.propertyId, deps));
  const entries: LedgerEntryInput[] = [];
  let captured = 0;
  let released = 0;
  for (const [n, { authorisation, capture }] of authorisationsForFee(open, owed).entries()) {
    const action = capture > 0 ? 'capture' : 'release';
    const entry = await settleOne(deps, setup, authorisation, {
      action,
      ...(action === 'capture' ? { amount: capture } : {}),
      idempotencyKey: `${idempotencyKey}.${action}.${n}`,
    });
    entries.push(entry);
    const taken = action === 'capture' ? entry.amount : 0;
    captured += taken;
    released += authorisation.amount - taken;
  }
  return { entries, captured, released };
}
