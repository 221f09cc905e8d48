import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  BookingEditSchema,
  BookingIdParams,
  BookingPayloadSchema,
  BookingUpdateSchema,
  ErrorKey,
  PaymentMethodParams,
  TokenAndIdParams,
} from '../../api/index.ts';
import {
  bookingNotFound,
  cancelBooking,
  confirmBooking,
  createBooking,
  editBooking,
  findByTokenAndCode,
  presentBooking,
  setPaymentMethod,
  updateBookingById,
} from '../../booking/service.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiFailure } from '../errors.ts';
import { validJson, validParams } from '../validate.ts';
import { ownCatalog } from './property.ts';

/** The client a guess is counted against: the peer address (no proxy headers are trusted). */
export function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** Booking creation, update and the booker's token routes (spec 7). */
export function bookingRoutes(deps: AppDeps) {
  // Every token route: refuse while the client is over its guess budget; count a miss; same answer for
  // a wrong token and a wrong code.
  const lookup = async (c: Context<AppEnv>, token: string, code: string) => {
    const client = clientOf(c);
    if (!deps.limiter.allowed(client)) {
      throw new ApiFailure(429, ErrorKey.rateLimited, 'Too many attempts; try again later');
    }
    const row = await findByTokenAndCode(deps, c.get('propertyId'), token, code);
    if (!row) {
      deps.limiter.fail(client);
      throw bookingNotFound();
    }
    return row;
  };

  return new Hono<AppEnv>()
    .post('/booking/add', validJson(BookingPayloadSchema), async (c) => {
      const booking = await createBooking(deps, c.get('propertyId'), c.req.valid('json'));
      return c.json(booking, 201);
    })
    .post('/booking/update/:id', validParams(BookingIdParams), validJson(BookingUpdateSchema), async (c) => {
      const client = clientOf(c);
      if (!deps.limiter.allowed(client))
        throw new ApiFailure(429, ErrorKey.rateLimited, 'Too many attempts; try again later');
      const booking = await updateBookingById(
        deps,
        c.get('propertyId'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!booking) {
        deps.limiter.fail(client);
        throw bookingNotFound();
      }
      return c.json(booking);
    })
    .get('/booking/byTokenAndInternalIdOrExternalId/:token/:id', validParams(TokenAndIdParams), async (c) => {
      const { token, id } = c.req.valid('param');
      const row = await lookup(c, token, id);
      const catalog = await ownCatalog(deps, c.get('propertyId'));
      return c.json(presentBooking(row, catalog, token));
    })
    .post('/booking/confirm/:token/:id', validParams(TokenAndIdParams), async (c) => {
      const { token, id } = c.req.valid('param');
      return c.json(await confirmBooking(deps, await lookup(c, token, id), token));
    })
    .post('/booking/cancel/:token/:id', validParams(TokenAndIdParams), async (c) => {
      const { token, id } = c.req.valid('param');
      return c.json(await cancelBooking(deps, await lookup(c, token, id), token));
    })
    .post('/booking/setPaymentmethod/:token/:id/:method', validParams(PaymentMethodParams), async (c) => {
      const { token, id, method } = c.req.valid('param');
      return c.json(await setPaymentMethod(deps, await lookup(c, token, id), token, method));
    })
    .post(
      '/booking/edit/:token/:id',
      validParams(TokenAndIdParams),
      validJson(BookingEditSchema),
      async (c) => {
        const { token, id } = c.req.valid('param');
        return c.json(await editBooking(deps, await lookup(c, token, id), token, c.req.valid('json')));
      },
    );
}
