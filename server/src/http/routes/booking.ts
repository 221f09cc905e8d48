import {
  BookingEditSchema,
  BookingIdParams,
  BookingPayloadSchema,
  BookingUpdateSchema,
  CancelBookingBodySchema,
  LANGUAGE_HEADER,
  PaymentMethodParams,
  TokenAndIdParams,
} from '@venue/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  bookingNotFound,
  cancelBooking,
  confirmBooking,
  createBooking,
  editBooking,
  presentBooking,
  setPaymentMethod,
  updateBookingById,
} from '../../booking/service.ts';
import { languageOf } from '../../catalog/localize.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { bookingByTokenAndCode, clientOf, guardedLookup, rateLimited } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { validJson, validParams } from '../validate.ts';
import { ownCatalog } from './property.ts';

/** Booking creation, update and the booker's token routes (docs/api.md#bookings). */
export function bookingRoutes(deps: AppDeps) {
  // Every token route goes through the guess limiter (see guesses.ts).
  const lookup = (c: Context<AppEnv>, token: string, code: string) =>
    bookingByTokenAndCode(deps, c, token, code);

  return new Hono<AppEnv>()
    .post(
      '/booking/add',
      doc('booking', 'Book (or request) the configured stay: the new booking with its token', {
        status: 201,
      }),
      validJson(BookingPayloadSchema),
      async (c) => {
        const payload = c.req.valid('json');
        // docs/api.md#limits: every request mails the booker, so a stranger's address cannot be flooded.
        const wait = await deps.bookingRequests.take(payload.booker.email, clientOf(c));
        if (wait !== null) throw rateLimited(wait);
        // The booker's mails are written in the language the booking was made in (docs/api.md#mails).
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        const booking = await createBooking(deps, c.get('propertyId'), payload, language);
        return c.json(booking, 201);
      },
    )
    .post(
      '/booking/update/:id',
      doc('booking', 'Change a booking that is not confirmed yet'),
      validParams(BookingIdParams),
      validJson(BookingUpdateSchema),
      async (c) => {
        const booking = await guardedLookup(
          deps,
          c,
          () => updateBookingById(deps, c.get('propertyId'), c.req.valid('param').id, c.req.valid('json')),
          bookingNotFound,
        );
        return c.json(booking);
      },
    )
    .get(
      '/booking/byTokenAndInternalIdOrExternalId/:token/:id',
      doc('booking', 'A booking by its token and number (the booker’s link)'),
      validParams(TokenAndIdParams),
      async (c) => {
        const { token, id } = c.req.valid('param');
        const row = await lookup(c, token, id);
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        return c.json(presentBooking(row, catalog, token, deps.now()));
      },
    )
    .post(
      '/booking/confirm/:token/:id',
      doc('booking', 'Confirm a booking (the booker)'),
      validParams(TokenAndIdParams),
      async (c) => {
        const { token, id } = c.req.valid('param');
        return c.json(await confirmBooking(deps, await lookup(c, token, id), token));
      },
    )
    .post(
      '/booking/cancel/:token/:id',
      doc('booking', 'Cancel a booking (the booker), at the fee it costs now'),
      validParams(TokenAndIdParams),
      validJson(CancelBookingBodySchema),
      async (c) => {
        const { token, id } = c.req.valid('param');
        const accepted = c.req.valid('json');
        return c.json(await cancelBooking(deps, await lookup(c, token, id), token, accepted));
      },
    )
    .post(
      '/booking/setPaymentmethod/:token/:id/:method',
      doc('booking', 'Choose how the booking will be paid'),
      validParams(PaymentMethodParams),
      async (c) => {
        const { token, id, method } = c.req.valid('param');
        return c.json(await setPaymentMethod(deps, await lookup(c, token, id), token, method));
      },
    )
    .post(
      '/booking/edit/:token/:id',
      doc('booking', 'Change the booker’s contact details and notes'),
      validParams(TokenAndIdParams),
      validJson(BookingEditSchema),
      async (c) => {
        const { token, id } = c.req.valid('param');
        return c.json(await editBooking(deps, await lookup(c, token, id), token, c.req.valid('json')));
      },
    );
}
