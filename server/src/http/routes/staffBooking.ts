import {
  IdParam,
  StaffBookingActionBody,
  StaffBookingActionParams,
  StaffBookingCreateBody,
  StaffBookingDetail,
  type StaffBookingListItem,
  StaffBookingListQuery,
  StaffBookingListResponse,
  StaffBookingQuote,
  StaffBookingQuoteBody,
  StaffOfferEditBody,
  StaffOfferEditPreview,
  StaffPaymentBody,
  StaffPaymentRequestBody,
} from '@venue/contract';
import { BOOKING_CHANNEL_CONFIGURATOR, isBlockRecord } from '@venue/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { staffActionsOf } from '../../booking/lifecycle.ts';
import { previewStaffEdit, staffEditBooking } from '../../booking/service.ts';
import { staffAction } from '../../booking/staffAction.ts';
import { createStaffBooking, quoteStaffBooking } from '../../booking/staffCreate.ts';
import { bookingHistory } from '../../db/bookingEventQueries.ts';
import type { BookingRow } from '../../db/bookingQueries.ts';
import type { Db } from '../../db/client.ts';
import { bookingMails } from '../../db/mailQueries.ts';
import { inboxPage, markSeen } from '../../db/staffBookingQueries.ts';
import { notFound } from '../../failures.ts';
import { settleAuthorisations } from '../../payments/capture.ts';
import { requestPayment } from '../../payments/paymentRequest.ts';
import { paymentDueNow } from '../../payments/service.ts';
import { recordStaffPayment } from '../../payments/staffPayment.ts';
import type { AppDeps, AppEnv, StaffUser } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireProperty, staffAuth, staffBookingOf, staffOf } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

/** Paths under /api that carry a staff token instead of a property login. */
export const isStaffBookingPath = (path: string): boolean => path.startsWith('/api/staff/');

/**
 * docs/rules.md#booking-lifecycle: the staff's actions on a booking, each a transition of the machine, with
 * the version the user saw. A booking of a property the user does not work for is a 404 like a missing one.
 */
export function staffBookingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/staff/*', staffAuth(deps))
    .get(
      '/staff/booking/list',
      doc(
        'staff bookings',
        'The bookings of the staff’s properties, filtered and sorted',
        StaffBookingListResponse,
      ),
      validQuery(StaffBookingListQuery),
      async (c) => {
        const staff = staffOf(c);
        const q = c.req.valid('query');
        const mine = [...staff.roles.keys()];
        if (q['f.propertyId'] !== undefined) requireProperty(staff, q['f.propertyId']);
        const page = await deps.database.run((db) =>
          inboxPage(
            db,
            staff.userId,
            {
              propertyIds: q['f.propertyId'] !== undefined ? [q['f.propertyId']] : mine,
              states: q['f.state'],
              arrivalFrom: q['f.arrivalFrom'],
              arrivalTo: q['f.arrivalTo'],
              createdFrom: q['f.createdFrom'],
              createdTo: q['f.createdTo'],
              bookingcategoryId: q['f.bookingcategoryId'],
              search: q['f.search'],
              unseen: q['f.unseen'],
            },
            {
              index: q.pageIndex,
              size: q.pageSize,
              sortKey: q.sortKey as Parameters<typeof inboxPage>[3]['sortKey'],
              descending: q.descending,
              count: !q.lazy,
            },
          ),
        );
        return c.json({
          items: page.items.map(
            (r): StaffBookingListItem => ({
              ...listFields(r),
              unseen: r.unseen,
            }),
          ),
          total: page.total,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
          hasMore: page.hasMore,
        });
      },
    )
    .get(
      '/staff/booking/:id',
      doc(
        'staff bookings',
        'One booking with its lines, history and mails (marks it seen)',
        StaffBookingDetail,
      ),
      validParams(z.strictObject({ id: IdParam })),
      async (c) => {
        const { staff, row } = await staffBookingOf(deps, c, c.req.valid('param').id);
        const catalog = await deps.catalogs.get(row.propertyId);
        if (!catalog) throw notFound('No such booking');
        const [history, mails] = await deps.database.run(async (db) => {
          await seenBy(db, staff, row);
          return [await bookingHistory(db, row.id), await bookingMails(db, row.id)] as const;
        });
        const detail: StaffBookingDetail = {
          ...listFields({
            ...row,
            bookingcategoryId: row.data.bookingcategory.id,
            booker: isBlockRecord(row.data) ? null : row.data.booker,
          }),
          bookingchannelId: row.data.bookingchannel?.id ?? BOOKING_CHANNEL_CONFIGURATOR,
          data: row.data,
          paymentmethod: row.paymentmethod,
          // docs/rules.md#the-payment-ledger: paid, held, fees and refunds are the record's ledger (data.payments).
          reservationcode: row.reservationcode,
          cancelDaysBeforeArrival: catalog.settings.bookingCancelDaysBeforeArrival,
          history: history.map((h) => ({
            ...h,
            actor: h.actor as StaffBookingDetail['history'][number]['actor'],
            at: h.at.toISOString(),
          })),
          allowedActions: staffActionsOf(row, catalog, deps.now()),
          // What a payment request would ask now: the booker's own payment's rule (a block has no booker).
          paymentDue: isBlockRecord(row.data) ? null : paymentDueNow(row, catalog, deps.now()),
          mails: mails.map((m) => ({
            ...m,
            createdAt: m.createdAt.toISOString(),
            sentAt: m.sentAt?.toISOString() ?? null,
          })),
        };
        return c.json(detail);
      },
    )
    .post(
      '/staff/booking/quote',
      doc(
        'staff bookings',
        'Price a booking taken by phone, mail or at the desk, and check it is available, without storing it',
        StaffBookingQuote,
      ),
      validJson(StaffBookingQuoteBody),
      async (c) => {
        const staff = staffOf(c);
        const body = c.req.valid('json');
        requireProperty(staff, body.propertyId);
        return c.json(await quoteStaffBooking(deps, body));
      },
    )
    .post(
      '/staff/booking/add',
      doc(
        'staff bookings',
        'Enter a booking taken by phone, mail or at the desk: Confirmed (reservation) or New (request)',
        { status: 201 },
      ),
      validJson(StaffBookingCreateBody),
      async (c) => {
        const staff = staffOf(c);
        const body = c.req.valid('json');
        requireProperty(staff, body.propertyId);
        const row = await createStaffBooking(deps, body, staff.userId);
        await deps.database.run((db) => seenBy(db, staff, row));
        return c.json(await actionAnswer(deps, row), 201);
      },
    )
    .post(
      '/staff/booking/:id/edit/preview',
      doc(
        'staff bookings',
        'What an offer edit would make the total (before and after), nothing stored',
        StaffOfferEditPreview,
      ),
      validParams(z.strictObject({ id: IdParam })),
      validJson(StaffOfferEditBody),
      async (c) => {
        const { row } = await staffBookingOf(deps, c, c.req.valid('param').id);
        return c.json(await previewStaffEdit(deps, row, c.req.valid('json')));
      },
    )
    .post(
      '/staff/booking/:id/edit',
      doc(
        'staff bookings',
        'Change a request’s offer (lines, prices, option date): the new version and next actions',
      ),
      validParams(z.strictObject({ id: IdParam })),
      validJson(StaffOfferEditBody),
      async (c) => {
        const { staff, row } = await staffBookingOf(deps, c, c.req.valid('param').id);
        // Loaded once, decided once, written in one transaction (the user's own edit stays seen by them).
        const next = await staffEditBooking(deps, row, staff, c.req.valid('json'));
        return c.json(await actionAnswer(deps, next));
      },
    )
    .post(
      '/staff/booking/:id/payment',
      doc(
        'staff bookings',
        'Record a payment the hotel received itself (transfer, cash, terminal) in the booking’s payment ledger',
      ),
      validParams(z.strictObject({ id: IdParam })),
      validJson(StaffPaymentBody),
      async (c) => {
        const { staff, row } = await staffBookingOf(deps, c, c.req.valid('param').id);
        const next = await recordStaffPayment(deps, row.propertyId, row.id, {
          ...c.req.valid('json'),
          userId: staff.userId,
          by: staff.name || staff.email,
        });
        await deps.database.run((db) => seenBy(db, staff, next));
        return c.json(await actionAnswer(deps, next));
      },
    )
    .post(
      '/staff/booking/:id/payment-request',
      doc(
        'staff bookings',
        'Mail the booker the link to pay what is due now (422 error.booking.nothingtopay when nothing is)',
      ),
      validParams(z.strictObject({ id: IdParam })),
      validJson(StaffPaymentRequestBody),
      async (c) => {
        const { staff, row } = await staffBookingOf(deps, c, c.req.valid('param').id);
        const same = await requestPayment(deps, row.propertyId, row.id, {
          version: c.req.valid('json').version,
          userId: staff.userId,
        });
        return c.json(await actionAnswer(deps, same));
      },
    )
    .post(
      '/staff/booking/:id/payment/:op{capture|release}',
      doc(
        'staff bookings',
        'Capture (take) or release the payment authorised at the provider (422 error.payment.nothingauthorised when none is)',
      ),
      validParams(z.strictObject({ id: IdParam, op: z.enum(['capture', 'release']) })),
      validJson(StaffPaymentRequestBody),
      async (c) => {
        const { id, op } = c.req.valid('param');
        const { staff, row } = await staffBookingOf(deps, c, id);
        const next = await settleAuthorisations(deps, row.propertyId, row.id, {
          action: op,
          version: c.req.valid('json').version,
          userId: staff.userId,
        });
        await deps.database.run((db) => seenBy(db, staff, next));
        return c.json(await actionAnswer(deps, next));
      },
    )
    .post(
      '/staff/booking/:id/:action',
      doc(
        'staff bookings',
        'A lifecycle action (send offer, confirm, cancel, ...): the new version and next actions',
      ),
      validParams(StaffBookingActionParams),
      validJson(StaffBookingActionBody),
      async (c) => {
        const { id, action } = c.req.valid('param');
        const { staff, row } = await staffBookingOf(deps, c, Number(id));
        const body = c.req.valid('json');
        // Loaded once, decided once, written in one transaction (the user's own action stays seen by them).
        const next = await staffAction(deps, row, {
          action,
          version: body.version,
          optionDate: body.optionDate,
          userId: staff.userId,
          viaApiKey: staff.viaApiKey,
        });
        return c.json(await actionAnswer(deps, next));
      },
    );
}

/**
 * Records that the staff user has seen this version of the booking; not for an API key's request, whose maker has
 * not seen it (their inbox keeps it unseen).
 */
async function seenBy(db: Db, staff: StaffUser, booking: { id: number; version: number }) {
  if (!staff.viaApiKey) await markSeen(db, staff.userId, booking.id, booking.version);
}

/** The answer to a staff action or edit: the booking's new version and state, and what staff may do next. */
async function actionAnswer(deps: AppDeps, next: BookingRow) {
  const catalog = await deps.catalogs.get(next.propertyId);
  return {
    id: next.id,
    version: next.version,
    bookingstate: next.state,
    optionDate: next.optionDate,
    bookingcode: next.internalId,
    total: Number(next.total),
    // What the staff may do next, from the same machine (the property app shows only these).
    allowedActions: catalog ? staffActionsOf(next, catalog, deps.now()) : [],
  };
}

/** The fields a list row and a booking's page share. */
function listFields(
  r: Pick<
    BookingRow,
    | 'id'
    | 'propertyId'
    | 'internalId'
    | 'state'
    | 'version'
    | 'origin'
    | 'startAt'
    | 'endAt'
    | 'total'
    | 'currency'
    | 'createdAt'
    | 'optionDate'
  > & {
    bookingcategoryId: number;
    booker: Partial<Record<'firstname' | 'lastname' | 'company' | 'email', string>> | null;
  },
): Omit<StaffBookingListItem, 'unseen'> {
  return {
    id: r.id,
    propertyId: r.propertyId,
    bookingcode: r.internalId,
    bookingstate: r.state,
    version: r.version,
    origin: r.origin === 'reservation' ? 'reservation' : 'request',
    bookingcategoryId: Number(r.bookingcategoryId),
    // Start and end are the property's wall clock stored as UTC fields (docs/api.md#dates).
    arrival: r.startAt.toISOString().slice(0, 16),
    departure: r.endAt.toISOString().slice(0, 16),
    booker: {
      firstname: r.booker?.firstname ?? '',
      lastname: r.booker?.lastname ?? '',
      company: r.booker?.company ?? '',
      email: r.booker?.email ?? '',
    },
    total: Number(r.total),
    currency: r.currency,
    createdAt: r.createdAt.toISOString(),
    optionDate: r.optionDate,
  };
}
