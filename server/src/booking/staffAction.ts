import { ErrorKey } from '@venue/contract';
import { type BookingState, optionDateProblem, wallClockIn } from '@venue/domain';
import type { BookingRow } from '../db/bookingQueries.ts';
import { NotFound, StaleVersion, Unprocessable } from '../failures.ts';
import { settleOnCancel } from '../payments/authorisations.ts';
import { withPayments } from '../payments/ledger.ts';
import type { ProviderDeps } from '../payments/providerDeps.ts';
import {
  changeState,
  decide,
  factsOf,
  type LifecycleEvent,
  refuseBlock,
  type StaffDeps,
} from './lifecycle.ts';

/*
 * docs/rules.md#booking-lifecycle: the staff's actions on a booking. Above the lifecycle (which never asks the
 * payment provider): ending a booking releases what is authorised on the guest's card first.
 */

/** What the staff side may do to a booking (docs/rules.md#booking-lifecycle, actor staff). */
export type StaffAction = 'sendOffer' | 'confirm' | 'cancel' | 'clear' | 'delete';

/** A staff action asks the payment provider too: a cancelled or deleted booking releases what is authorised. */
type StaffActionDeps = StaffDeps & Pick<ProviderDeps, 'paymentEndpoints' | 'paymentSecretsKey'>;

/** The staff actions that end a booking: what it has authorised on the guest's card is released. */
const ENDING: readonly StaffAction[] = ['cancel', 'delete'];

/**
 * A staff action on a booking the caller loaded (and checked the user's role at its property): the version the
 * user saw must still be the booking's (else 409 with the current version), the machine must allow it, and an
 * option date must be usable. Sending an offer marks the lines as the hotel's offer; cancelling or deleting releases
 * what is authorised on the guest's card. One transaction writes the change, its history and that the user has seen
 * it.
 */
export async function staffAction(
  deps: StaffActionDeps,
  row: BookingRow,
  input: {
    action: StaffAction;
    version: number;
    optionDate?: string | null | undefined;
    userId: number;
    viaApiKey: boolean;
  },
): Promise<BookingRow> {
  const catalog = await deps.catalogs.get(row.propertyId);
  if (!catalog) throw new NotFound('No such booking');
  refuseBlock(row, input.action);
  if (row.version !== input.version) {
    throw new StaleVersion('The booking was changed meanwhile', [{ version: row.version, state: row.state }]);
  }
  const now = deps.now();
  const optionDate = input.action === 'sendOffer' ? (input.optionDate ?? null) : row.optionDate;
  if (input.action === 'sendOffer' && optionDate !== null) {
    const today = wallClockIn(now, catalog.rows.property.timezone).slice(0, 10);
    const problem = optionDateProblem(optionDate, today, row.data.start.slice(0, 10));
    if (problem) {
      throw new Unprocessable(ErrorKey.validation, 'The option date cannot be used', [
        { path: 'optionDate', code: problem },
      ]);
    }
  }
  const to = decide(
    row.state as BookingState,
    input.action,
    'staff',
    factsOf({ ...row, optionDate }, catalog, now),
  );
  // docs/payments.md#capturing-later: the hotel's cancellation charges no fee, so what is authorised is released,
  // at the provider first (outside the transaction; the key names this booking at this version, so a retry releases
  // once), then written with the change.
  const released = ENDING.includes(input.action)
    ? await settleOnCancel(deps, row, 0, `${input.action}.${row.id}.${row.internalId}.v${row.version}`)
    : null;
  const details = {
    ...(input.action === 'sendOffer' && optionDate ? { optionDate } : {}),
    ...(released && released.released > 0 ? { released: released.released, currency: row.currency } : {}),
  };
  const event: LifecycleEvent = {
    action: input.action,
    actor: 'staff',
    userId: input.userId,
    viaApiKey: input.viaApiKey,
    at: now,
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
  return changeState(deps.database, row, to, event, {
    ...(input.action === 'sendOffer' ? { offeredByHotel: true, optionDate } : {}),
    ...(released && released.entries.length > 0 ? { data: withPayments(row, ...released.entries) } : {}),
  });
}
