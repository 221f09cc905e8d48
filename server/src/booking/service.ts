import {
  type BookingEditInput,
  type BookingPayloadInput,
  type BookingServiceLineInput,
  ErrorKey,
  PaymentMethodSchema,
  type PricingPayload,
} from '@venue/contract';
import {
  BOOKING_CHANNEL_CONFIGURATOR,
  type BookingData,
  type BookingRecord,
  type BookingState,
  bookerActions,
  isBlockRecord,
  type LedgerEntryInput,
  parseBookingRecord,
  RECORD_LANGUAGES,
  type RecordLanguage,
  type RecordServiceLine,
  type RecordUnitgroupLine,
} from '@venue/domain';
import { hashToken, newBookingCode, newToken } from '../auth/tokens.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import {
  type BookingRow,
  bookingByIdAndTokenHash,
  bookingByTokenHash,
  bookingLines,
  deleteBookingLines,
  insertBooking,
  insertServiceLine,
  insertUnitgroupLine,
  updateBooking,
} from '../db/bookingQueries.ts';
import type { Db } from '../db/client.ts';
import { allocate, deleteBookingAllocations, freeUnits } from '../db/inventoryQueries.ts';
import { markSeen } from '../db/staffBookingQueries.ts';
import { notAvailable, writeWithRetry } from '../db/writeWithRetry.ts';
import { InvalidInput, NotAllowed, NotFound, Refused, StaleVersion } from '../failures.ts';
import { settleOnCancel } from '../payments/authorisations.ts';
import { cancellationFeeOf, ledgerOf, paymentOf, withPayments } from '../payments/ledger.ts';
import type { ProviderDeps } from '../payments/providerDeps.ts';
import { feeToHeldCard, refundToPayer } from '../payments/providerMoney.ts';
import { evaluateBooking, type PricedBooking } from './evaluate.ts';
import {
  cancellationOf,
  changeState,
  changeStateIn,
  decide,
  factsOf,
  historyRow,
  type LifecycleEvent,
  refuseBlock,
} from './lifecycle.ts';
import { catalogOf, loadBookingInputs } from './load.ts';
import { decideNewBooking } from './newBooking.ts';

/** One answer for a wrong token and a wrong code, so neither can be told apart (spec: no oracle). */
export const bookingNotFound = () =>
  new NotFound('No booking for this token and code', [], ErrorKey.bookingNotFound);

import type { BookingDeps } from './deps.ts';

export type { BookingDeps } from './deps.ts';

/**
 * Writes the lines of a priced booking and holds its units. Units are picked among those free now and
 * then inserted; the EXCLUDE constraint is what guarantees no overlap: a concurrent writer that took
 * the same unit makes this insert fail with 23P01, and the whole transaction is retried.
 */
async function writeLines(
  db: Db,
  bookingId: number,
  priced: PricedBooking,
  language: RecordLanguage | null,
  now: Date,
  preferredUnits: readonly number[] = [],
  forBlockId: number | null = null,
): Promise<BookingRecord> {
  const ugIds: number[] = [];
  for (const [sort, line] of priced.unitgroupLines.entries()) {
    const lineId = await insertUnitgroupLine(db, {
      bookingId,
      unitgroupId: line.unitgroupId,
      itemcount: line.itemcount,
      startAt: new Date(`${line.start}:00Z`),
      endAt: new Date(`${line.end}:00Z`),
      price: line.price,
      sort,
    });
    ugIds.push(lineId);
    const units = await freeUnits(
      db,
      line.unitgroupId,
      line.itemcount,
      line.start,
      line.end,
      now,
      preferredUnits,
      forBlockId,
    );
    if (units.length < line.itemcount) throw notAvailable();
    await allocate(
      db,
      units.map((unitId) => ({
        unitId,
        bookingId,
        bookingUnitgroupId: lineId,
        start: line.start,
        end: line.end,
      })),
    );
  }
  const svIds: number[] = [];
  for (const [sort, line] of priced.serviceLines.entries()) {
    const parent = line.unitgroupIndex !== null ? (ugIds[line.unitgroupIndex] ?? null) : null;
    svIds.push(
      await insertServiceLine(db, {
        bookingId,
        serviceId: line.serviceId,
        bookingUnitgroupId: parent,
        itemcount: line.itemcount,
        price: line.price,
        data: line.json,
        sort,
      }),
    );
  }
  return parseBookingRecord({
    ...priced.body,
    language,
    bookingUnitgroupList: priced.unitgroupLines.map((l, i) => ({ ...l.json, id: ugIds[i] })),
    bookingServiceList: priced.serviceLines.map((l, i) => ({
      ...l.json,
      id: svIds[i],
      bookingUnitgroup: l.unitgroupIndex !== null ? { id: ugIds[l.unitgroupIndex] } : null,
    })),
  });
}

/** The booking as a booker sees it: stored body, live state, allowed actions, token and code. */
export function presentBooking(row: BookingRow, catalog: PropertyCatalog, token: string, now: Date) {
  // docs/rules.md#the-payment-ledger: the spec's payment fields, read from the ledger (never stored beside it).
  const payment = paymentOf(row);
  return {
    ...row.data,
    // The booker reads what happened to their money, not the providers' references or who at the hotel recorded it.
    ...(isBlockRecord(row.data)
      ? {}
      : { payments: row.data.payments.map((entry) => ({ ...entry, reference: '', by: null })) }),
    id: row.id,
    version: row.version,
    externalId: row.externalId,
    internalId: row.internalId,
    bookingcode: row.internalId,
    bookingtoken: token,
    bookingstate: row.state,
    currency: row.currency,
    total: row.total,
    paymentmethod: row.paymentmethod,
    paymenttime: payment.paidAt,
    paymenturl: null,
    reservationcode: row.reservationcode ?? null,
    externalsystemtypeId: null,
    // docs/rules.md#booking-lifecycle: the booker's actions, derived from the machine.
    allowedActions: bookerActions(row.state as BookingState, factsOf(row, catalog, now)),
    paymentcreditcardtype: payment.card?.brand ?? null,
    paymentcreditcardnumber: payment.card ? `•••• ${payment.card.last4}` : null,
    paymentcreditcardexpiry: payment.card?.expiry ?? null,
    // docs/rules.md#rate-policies: a card held as the guarantee, what cancelling costs now, what it cost.
    cardheld: payment.heldCard !== null,
    cancellation: cancellationOf(row, catalog, now),
    cancellationfee: cancellationFeeOf(row),
    // docs/rules.md#booking-lifecycle: until when an Optional offer is held for the booker.
    optionDate: row.optionDate,
  };
}

/**
 * A booking priced against the other bookings' holds (without those of `own`, the booking being rewritten): load,
 * then decide (rewrite and the staff's edit share this; a new booking decides its state too, newBooking.ts).
 */
async function priceAgainstHolds(
  deps: BookingDeps,
  catalog: PropertyCatalog,
  payload: PricingPayload,
  own: Pick<BookingRow, 'id' | 'data'>,
  seller: 'guest' | 'staff' = 'guest',
): Promise<PricedBooking> {
  return evaluateBooking(await loadBookingInputs(deps, catalog, payload, own, seller));
}

/** How a new booking enters the store besides its priced lines: its state, what was sent, and its first event. */
export interface NewBooking {
  readonly state: BookingState;
  readonly origin: 'request' | 'reservation';
  /** The hotel's offer from the start (a staff reservation awaiting what its rate asks). */
  readonly offeredByHotel?: boolean;
  readonly paymentmethod: string | null;
  readonly event: LifecycleEvent;
  /** The language the booker's mails are written in (docs/api.md#mails). */
  readonly language: string | null;
  /** Units to hold first when free (the unit staff picked in the occupancy grid). */
  readonly preferredUnits?: readonly number[];
  /**
   * docs/rules.md#group-blocks: an attendee's booking from a group block (groups/pickup.ts): `check` runs first in
   * the transaction (the block read under lock), the units are picked from what the block holds, and `record`
   * writes the pickup with the booking.
   */
  readonly fromBlock?: {
    readonly id: number;
    check(db: Db): Promise<void>;
    record(db: Db, bookingId: number): Promise<void>;
  };
}

/**
 * Stores a priced new booking in one transaction: the row with a fresh token and code, its lines and unit holds
 * (the EXCLUDE constraint refuses an overlap, see writeLines), and its first event. Guests and staff both book
 * through it, so a booking taken by phone holds units exactly like one made online.
 */
export async function insertPricedBooking(
  deps: BookingDeps,
  propertyId: number,
  priced: PricedBooking,
  fresh: NewBooking,
): Promise<{ row: BookingRow; token: string }> {
  const token = newToken();
  const row = await writeWithRetry(deps.database, async (db) => {
    await fresh.fromBlock?.check(db);
    const booking = await insertBooking(db, {
      propertyId,
      internalId: newBookingCode(),
      tokenHash: hashToken(token),
      state: fresh.state,
      origin: fresh.origin,
      offeredByHotel: fresh.offeredByHotel ?? false,
      directAllowed: priced.orderAllowed,
      currency: priced.currency,
      total: priced.total,
      paymentmethod: fresh.paymentmethod,
      startAt: new Date(`${priced.startAt}:00Z`),
      endAt: new Date(`${priced.endAt}:00Z`),
      // The record without its lines until they are stored (their ids are the lines' rows).
      data: parseBookingRecord({ ...priced.body, bookingUnitgroupList: [], bookingServiceList: [] }),
      createdAt: deps.now(),
    });
    const data = await writeLines(
      db,
      booking.id,
      priced,
      recordLanguage(fresh.language),
      deps.now(),
      fresh.preferredUnits,
      fresh.fromBlock?.id ?? null,
    );
    await fresh.fromBlock?.record(db, booking.id);
    const stored = (await updateBooking(db, booking.id, booking.version, { data })) ?? booking;
    // The plain token is known only now: the booker's mails need it for their link (docs/api.md#mails).
    await insertBookingEvent(db, historyRow(null, stored, fresh.event), { token, language: fresh.language });
    return stored;
  });
  return { row, token };
}

/** The booker's language as the record keeps it: one of the apps' languages, else none (the property's). */
const recordLanguage = (language: string | null): RecordLanguage | null =>
  RECORD_LANGUAGES.find((l) => l === language?.slice(0, 2).toLowerCase()) ?? null;

/**
 * POST /api/booking/add: load (the catalog, the holds on its unit groups), decide (priced and checked by the domain,
 * its state by the lifecycle), write (one transaction: the row, its lines and unit holds, its first event).
 */
export async function createBooking(
  deps: BookingDeps,
  propertyId: number,
  payload: BookingPayloadInput,
  language: string | null = null,
) {
  if (payload.propertyId !== propertyId) {
    throw new NotAllowed('The booking is for another property');
  }
  const catalog = await catalogOf(deps, propertyId);
  // docs/rules.md#staff-bookings: whatever a client sends, a guest's booking comes in online.
  const online = { ...payload, bookingchannel: { id: BOOKING_CHANNEL_CONFIGURATOR } };
  const inputs = await loadBookingInputs(deps, catalog, online, null);
  const { priced, action, state } = decideNewBooking(
    inputs,
    payload.request ? 'request' : 'reservation',
    'guest',
  );
  const { row, token } = await insertPricedBooking(deps, propertyId, priced, {
    state,
    origin: payload.request ? 'request' : 'reservation',
    paymentmethod: payload.paymentmethod,
    event: { action, actor: 'guest', at: inputs.now },
    language,
  });
  return {
    ...presentBooking(row, catalog, token, inputs.now),
    loadBooking: row.id,
    link: { loadBooking: String(row.id), bookingtoken: token },
  };
}

/** Finds a booking by token and code (internal id, external id or numeric id) within a property. */
export async function findByTokenAndCode(deps: BookingDeps, propertyId: number, token: string, code: string) {
  const row = await deps.database.run((db) => bookingByTokenHash(db, hashToken(token)));
  const matches =
    row !== null &&
    row.propertyId === propertyId &&
    (row.internalId === code.toUpperCase() || row.externalId === code || String(row.id) === code);
  if (!matches) return null;
  return row;
}

/** POST confirm/{token}/{id}: the units are still held (an open booking holds them), so confirming cannot overbook. */
export async function confirmBooking(deps: BookingDeps, row: BookingRow, token: string) {
  const catalog = await catalogOf(deps, row.propertyId);
  const now = deps.now();
  const to = decide(row.state as BookingState, 'confirm', 'booker', factsOf(row, catalog, now));
  const next = await changeState(deps.database, row, to, { action: 'confirm', actor: 'booker', at: now });
  return presentBooking(next, catalog, token, now);
}

/**
 * POST cancel/{token}/{id}: cancels and releases the units. docs/rules.md#rate-policies: a cancellation that costs a
 * fee needs the fee the booker saw (else 409 with the current one); the part the payment does not cover is captured
 * from what is authorised and the rest charged to the held card, and a refused charge leaves the booking as it was.
 * What was paid beyond the fee goes back; what is authorised beyond it is released.
 */
export async function cancelBooking(
  deps: ProviderDeps,
  row: BookingRow,
  token: string,
  accepted: { fee?: number | undefined } = {},
) {
  const catalog = await catalogOf(deps, row.propertyId);
  const now = deps.now();
  const to = decide(row.state as BookingState, 'cancel', 'booker', factsOf(row, catalog, now));
  const cost = cancellationOf(row, catalog, now);
  const fee = cost && !cost.free ? cost : null;
  if (fee && accepted.fee !== fee.fee) {
    throw new Refused(
      ErrorKey.bookingCancellationFeeChanged,
      'Cancelling costs a fee the booker has not accepted',
      [{ fee: fee.fee, charge: fee.charge }],
    );
  }
  // docs/rules.md#the-payment-ledger: the fee's part the payment does not cover is captured from what is authorised
  // (docs/payments.md#capturing-later), the rest of it charged to the held card; what was paid beyond the fee goes
  // back, and an authorisation nothing is taken of is released. All are movements of the ledger. The money moves
  // first, at the provider that holds it (payments/providerMoney.ts, payments/authorisations.ts), outside the
  // transaction: PGlite has one connection, and a slow provider must not hold the database. The keys name this
  // booking at this version, so a retry of the same cancellation gets the providers' first answers and never
  // charges, captures or refunds twice. The held card goes first: when it refuses, nothing else has moved.
  const key = `cancel.${row.id}.${row.internalId}.v${row.version}`;
  const entries: LedgerEntryInput[] = [];
  if (fee && fee.charge > 0) {
    const charged = await feeToHeldCard(deps, row, fee.charge, `${key}.fee`);
    if (charged.outcome !== 'success') {
      throw new Refused(ErrorKey.bookingCancellationFeeRefused, 'The held card refused the fee', [
        { fee: fee.fee, charge: fee.charge },
      ]);
    }
    entries.push(charged);
  }
  const paid = paymentOf(row).paid;
  const kept = fee?.fee ?? 0;
  const owed = Math.max(0, kept - paid - (fee?.charge ?? 0));
  const authorised = await settleOnCancel(deps, row, owed, `${key}.authorisation`);
  entries.push(...authorised.entries);
  if (paid > kept) entries.push(...(await refundToPayer(deps, row, paid - kept, `${key}.refund`)));
  const details = {
    ...(fee ? { cancellationFee: fee.fee, charged: fee.charge } : {}),
    ...(authorised.captured > 0 ? { captured: authorised.captured } : {}),
    ...(authorised.released > 0 ? { released: authorised.released } : {}),
  };
  const event: LifecycleEvent = {
    action: 'cancel',
    actor: 'booker',
    at: now,
    ...(Object.keys(details).length > 0 ? { details: { ...details, currency: row.currency } } : {}),
  };
  // The change is written at the version read (changeStateIn): a booking changed meanwhile is a 409 and nothing of
  // ours is written. What the providers did is not lost: their webhooks record it in the ledger
  // (docs/payments.md#provider-events), and the booker's next cancellation is decided on that ledger.
  const next = await deps.database.run((db) =>
    db.transaction(async (tx) =>
      changeStateIn(
        tx as unknown as Db,
        row,
        to,
        event,
        entries.length > 0 ? { data: withPayments(row, ...entries) } : {},
      ),
    ),
  );
  return presentBooking(next, catalog, token, now);
}

/** POST setPaymentmethod/{token}/{id}/{method}. */
export async function setPaymentMethod(deps: BookingDeps, row: BookingRow, token: string, method: string) {
  const catalog = await catalogOf(deps, row.propertyId);
  // The method is chosen for the payment that confirms the booking: only while paying is allowed.
  decide(row.state as BookingState, 'pay', 'booker', factsOf(row, catalog, deps.now()));
  const updated = await deps.database.run((db) =>
    updateBooking(db, row.id, row.version, { paymentmethod: method }),
  );
  if (!updated) throw new StaleVersion('The booking was changed meanwhile');
  return presentBooking(updated, catalog, token, deps.now());
}

/** The booking's fields a re-pricing changes besides its lines. */
interface RepricedValues {
  readonly state: BookingState;
  readonly offeredByHotel: boolean;
  readonly paymentmethod: string | null;
}

/**
 * Stores a re-priced booking in one transaction: its lines and unit holds anew, its fields at the version the
 * caller read (else 409 and nothing changes), and the event in its history.
 */
async function storeRepriced(
  deps: BookingDeps,
  row: BookingRow,
  priced: PricedBooking,
  values: RepricedValues,
  event: LifecycleEvent,
): Promise<BookingRow> {
  return writeWithRetry(deps.database, async (db) => {
    await deleteBookingAllocations(db, row.id);
    await deleteBookingLines(db, row.id);
    // The booker's language stays the one they booked in.
    const data = await writeLines(
      db,
      row.id,
      priced,
      isBlockRecord(row.data) ? null : row.data.language,
      deps.now(),
    );
    const next = await updateBooking(db, row.id, row.version, {
      // docs/rules.md#the-payment-ledger: re-priced lines, the same money movements.
      data: { ...data, payments: [...ledgerOf(row)] },
      state: values.state,
      directAllowed: priced.orderAllowed,
      offeredByHotel: values.offeredByHotel,
      total: priced.total,
      paymentmethod: values.paymentmethod,
      startAt: new Date(`${priced.startAt}:00Z`),
      endAt: new Date(`${priced.endAt}:00Z`),
    });
    if (!next) throw new StaleVersion('The booking was changed meanwhile');
    await insertBookingEvent(db, historyRow(row, next, event));
    // The staff user's own change does not make the booking unseen for them.
    if (event.actor === 'staff' && event.userId !== undefined && !event.viaApiKey)
      await markSeen(db, event.userId, next.id, next.version);
    return next;
  });
}

/**
 * Rewrites an Offered/Optional booking with a new payload (update and edit share this). docs/rules.md#booking-lifecycle:
 * the edited lines are the booker's, no longer the hotel's offer: the machine decides, on the edited booking's
 * facts, whether it stays or goes back to the hotel (New).
 */
async function rewrite(deps: BookingDeps, row: BookingRow, payload: PricingPayload, token: string) {
  const catalog = await catalogOf(deps, row.propertyId);
  decide(row.state as BookingState, 'edit', 'booker', factsOf(row, catalog, deps.now()));
  const priced = await priceAgainstHolds(deps, catalog, payload, row);
  const edited = { ...row, directAllowed: priced.orderAllowed, offeredByHotel: false };
  const state = decide(row.state as BookingState, 'edit', 'booker', factsOf(edited, catalog, deps.now()));
  const updated = await storeRepriced(
    deps,
    row,
    priced,
    { state, offeredByHotel: false, paymentmethod: payload.paymentmethod },
    { action: 'edit', actor: 'booker', at: deps.now() },
  );
  return presentBooking(updated, catalog, token, deps.now());
}

/** POST /api/booking/update/{id} with the booking token in the body. */
export async function updateBookingById(
  deps: BookingDeps,
  propertyId: number,
  id: number,
  payload: BookingPayloadInput & { bookingtoken: string; version?: number | undefined },
) {
  const row = await deps.database.run((db) =>
    bookingByIdAndTokenHash(db, id, hashToken(payload.bookingtoken)),
  );
  if (!row || row.propertyId !== propertyId) return null;
  if (payload.propertyId !== propertyId) throw new NotAllowed('The booking is for another property');
  if (payload.version !== undefined && payload.version !== row.version) {
    throw new StaleVersion('The booking was changed meanwhile', [{ version: row.version }]);
  }
  // The channel a booking came in by is the hotel's record: a booker's full payload cannot change it.
  const channel = row.data.bookingchannel ?? { id: BOOKING_CHANNEL_CONFIGURATOR };
  return rewrite(deps, row, { ...payload, bookingchannel: channel }, payload.bookingtoken);
}

type Agreed = { agreedUnitPrice?: number | null | undefined };

/** Spec 7's edit payload: services deleted, added and edited; staff may also set agreed prices. */
interface LineEdit {
  readonly deletedServiceIds: readonly number[];
  readonly addedServices: readonly (BookingServiceLineInput & Agreed)[];
  readonly editedServices: readonly (BookingServiceLineInput & Agreed & { id: number })[];
  /** The hotel's agreed unit prices and the children of unit group lines (staff only); absent: unchanged. */
  readonly editedUnitgroups?: readonly {
    id: number;
    agreedUnitPrice?: number | null | undefined;
    childcount?: number | undefined;
  }[];
  /** Staff only: every line at today's prices (agreed prices stay), not only the lines the edit changes. */
  readonly repriceAll?: boolean;
}

type PricingServiceLine = PricingPayload['bookingServiceList'][number];
type PricingUnitgroupLine = PricingPayload['bookingUnitgroupList'][number];

/** A stored unit group line as the pricing reads it again. */
const unitgroupInput = (
  l: RecordUnitgroupLine,
  agreed: number | null,
  kept: number | null,
): PricingUnitgroupLine => ({
  unitgroup: l.unitgroup,
  itemcount: l.itemcount,
  start: l.start,
  end: l.end,
  nightcount: l.nightcount,
  personcount: l.personcount,
  childcount: l.childcount,
  starttime: l.starttime,
  endtime: l.endtime,
  timeslicedefinition: l.timeslicedefinition,
  setup: l.setup,
  rateplan: l.rateplan,
  agreedUnitPrice: agreed,
  keptUnitPrice: kept,
});

/** A stored service line as the pricing reads it again; its unit group line by index. */
const serviceInput = (
  l: RecordServiceLine,
  unitgroupIndex: number | undefined,
  agreed: number | null,
  kept: number | null,
): PricingServiceLine => ({
  service: l.service,
  itemcount: l.itemcount,
  personcount: l.personcount,
  childcount: l.childcount,
  durationcount: l.durationcount,
  description: l.description,
  starttime: l.starttime,
  endtime: l.endtime,
  start: l.start,
  end: l.end,
  serviceOptionList: l.serviceOptionList,
  bookingUnitgroup: unitgroupIndex !== undefined ? { index: unitgroupIndex } : null,
  agreedUnitPrice: agreed,
  keptUnitPrice: kept,
});

/**
 * The payload of a stored booking after an edit (docs/api.md#bookings, docs/api.md#staff-offer-edit): deleted
 * services dropped, edited ones replaced, added ones appended. A line keeps the hotel's agreed unit price unless
 * the edit sets one (only staff can: the booker's schema has no such field), so a booker's edit keeps the offer's
 * agreed prices. docs/rules.md#editing-keeps-agreed-prices: a line the edit does not change keeps the unit price it
 * was priced at (its snapshot), not today's catalog price, unless staff ask for every price at today's
 * (`repriceAll`). Unknown line ids are a 400.
 */
async function payloadAfterEdit(deps: BookingDeps, row: BookingRow, edit: LineEdit): Promise<PricingPayload> {
  const lines = await deps.database.run((db) => bookingLines(db, row.id));
  const data = row.data;
  if (isBlockRecord(data)) throw new StaleVersion('A block has no lines to edit');
  const unknownLine = (path: string, id: number) => new InvalidInput('Unknown booking line', [{ path, id }]);
  const knownServices = new Set(lines.services.map((s) => s.id));
  for (const id of [...edit.deletedServiceIds, ...edit.editedServices.map((s) => s.id)]) {
    if (!knownServices.has(id)) throw unknownLine('serviceId', id);
  }
  const knownUnitgroups = new Set(lines.unitgroups.map((u) => u.id));
  for (const { id } of edit.editedUnitgroups ?? []) {
    if (!knownUnitgroups.has(id)) throw unknownLine('unitgroupId', id);
  }
  const ugIndexById = new Map(lines.unitgroups.map((u, i) => [u.id, i]));
  // An edited or added line names its unit group line by stored id or by index.
  const changed = (
    l: BookingServiceLineInput & Agreed,
    agreed: number | null | undefined,
  ): PricingServiceLine => {
    const ref = l.bookingUnitgroup;
    const index = ref?.id !== undefined ? ugIndexById.get(ref.id) : ref?.index;
    return {
      ...l,
      bookingUnitgroup: index !== undefined ? { index } : null,
      agreedUnitPrice: agreed ?? null,
    };
  };
  // The computed minimum-sales line is priced anew each time; another unchanged line keeps its unit price.
  const kept = (l: RecordUnitgroupLine | RecordServiceLine) =>
    edit.repriceAll || ('minimumSalesAddPrice' in l && l.minimumSalesAddPrice !== undefined)
      ? null
      : l.unitPrice;
  const edited = new Map(edit.editedServices.map((s) => [s.id, s]));
  const services = data.bookingServiceList
    .filter((s) => !edit.deletedServiceIds.includes(s.id))
    .map((s) => {
      const change = edited.get(s.id);
      if (!change) {
        const index = s.bookingUnitgroup ? ugIndexById.get(s.bookingUnitgroup.id) : undefined;
        return serviceInput(s, index, s.agreedUnitPrice, kept(s));
      }
      return changed(
        change,
        change.agreedUnitPrice !== undefined ? change.agreedUnitPrice : s.agreedUnitPrice,
      );
    })
    .concat(edit.addedServices.map((s) => changed(s, s.agreedUnitPrice)));
  const editedUnitgroups = new Map((edit.editedUnitgroups ?? []).map((u) => [u.id, u]));
  const unitgroups = data.bookingUnitgroupList.map((u) => {
    const change = editedUnitgroups.get(u.id);
    if (!change) return unitgroupInput(u, u.agreedUnitPrice, kept(u));
    // A new agreed price is priced anew; children alone keep the unit price (a room costs the same with them).
    const line = change.childcount !== undefined ? { ...u, childcount: change.childcount } : u;
    return change.agreedUnitPrice !== undefined
      ? unitgroupInput(line, change.agreedUnitPrice, null)
      : unitgroupInput(line, u.agreedUnitPrice, kept(u));
  });
  return {
    ...payloadFields(data),
    paymentmethod: PaymentMethodSchema.nullable().catch(null).parse(row.paymentmethod),
    bookingUnitgroupList: unitgroups,
    bookingServiceList: services,
  };
}

/** A stored booking's own fields as the pricing reads them again (its lines are mapped one by one). */
function payloadFields(
  data: BookingData,
): Omit<PricingPayload, 'bookingUnitgroupList' | 'bookingServiceList' | 'paymentmethod'> {
  return {
    propertyId: data.propertyId,
    start: data.start,
    end: data.end,
    startdate: data.startdate,
    enddate: data.enddate,
    ...(data.starttime ? { starttime: data.starttime } : {}),
    ...(data.endtime ? { endtime: data.endtime } : {}),
    timeslicedefinition: data.timeslicedefinition,
    booker: data.booker,
    ...(data.guest ? { guest: data.guest } : {}),
    people: data.people,
    personsperroom: data.personsperroom,
    customeraccountnumber: data.customeraccountnumber,
    promocode: data.promocode,
    tags: data.tags,
    eventtitle: data.eventtitle,
    description: data.description,
    onbehalfofguest: data.onbehalfofguest,
    bookingreason: data.bookingreason,
    termsAccepted: data.termsAccepted,
    ...(data.bookingchannel ? { bookingchannel: data.bookingchannel } : {}),
    bookingcategory: data.bookingcategory,
    isrequested: data.isrequested,
    info: data.info,
    daynumbers: data.daynumbers,
    type: data.type,
    request: data.request,
  };
}

/** POST edit/{token}/{id}: services deleted, added and edited on the stored booking (docs/api.md#bookings). */
export async function editBooking(deps: BookingDeps, row: BookingRow, token: string, edit: BookingEditInput) {
  return rewrite(deps, row, await payloadAfterEdit(deps, row, edit), token);
}

/**
 * A staff edit of the booking the route loaded (and checked the user's property for) priced against the other
 * bookings' holds, nothing stored: the booking as it is and as it would be.
 */
async function priceStaffEdit(deps: BookingDeps, row: BookingRow, edit: LineEdit & { version: number }) {
  refuseBlock(row, 'edit');
  if (row.version !== edit.version) {
    throw new StaleVersion('The booking was changed meanwhile', [{ version: row.version, state: row.state }]);
  }
  const catalog = await catalogOf(deps, row.propertyId);
  const state = decide(row.state as BookingState, 'edit', 'staff', factsOf(row, catalog, deps.now()));
  const priced = await priceAgainstHolds(
    deps,
    catalog,
    await payloadAfterEdit(deps, row, edit),
    row,
    'staff',
  );
  return { priced, state };
}

/**
 * POST /api/staff/booking/{id}/edit/preview: what the edit would make the total, nothing stored (the offer editor
 * shows the difference of "every price at today's" before it is saved).
 */
export async function previewStaffEdit(
  deps: BookingDeps,
  row: BookingRow,
  edit: LineEdit & { version: number },
): Promise<{ from: number; to: number; currency: string }> {
  const { priced } = await priceStaffEdit(deps, row, edit);
  return { from: Number(row.total), to: priced.total, currency: priced.currency };
}

/**
 * POST /api/staff/booking/{id}/edit (docs/api.md#staff-offer-edit): the hotel changes the lines and agreed
 * prices of a New, Offered or Optional booking the route loaded (and checked the user's role at its property).
 * The version must be the one the user saw (else 409 with the current one, and nothing changes); the state
 * stays; the booking is re-priced with the domain and checked against the other bookings' holds, and stored in
 * one transaction with its history and that the user has seen it.
 */
export async function staffEditBooking(
  deps: BookingDeps,
  row: BookingRow,
  by: { readonly userId: number; readonly viaApiKey: boolean },
  edit: LineEdit & { version: number },
): Promise<BookingRow> {
  const { priced, state } = await priceStaffEdit(deps, row, edit);
  return storeRepriced(
    deps,
    row,
    priced,
    { state, offeredByHotel: row.offeredByHotel, paymentmethod: row.paymentmethod },
    {
      action: 'edit',
      actor: 'staff',
      userId: by.userId,
      viaApiKey: by.viaApiKey,
      at: deps.now(),
      details: {
        deleted: edit.deletedServiceIds.length,
        added: edit.addedServices.length,
        edited: edit.editedServices.length + (edit.editedUnitgroups?.length ?? 0),
        total: { from: Number(row.total), to: priced.total },
      },
    },
  );
}
