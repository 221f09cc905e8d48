import { type BookingState, staffActions } from '@venue/domain';
import { Hono } from 'hono';
import { StaffBookingActionBody, StaffBookingActionParams } from '../../api/index.ts';
import { requireProperty, staffAuth } from '../../auth/staffGuard.ts';
import { factsOf, staffAction } from '../../booking/lifecycle.ts';
import { bookingById } from '../../db/paymentQueries.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { validJson, validParams } from '../validate.ts';

/** Paths under /api that carry a staff token instead of a property login. */
export const isStaffBookingPath = (path: string): boolean => path.startsWith('/api/staff/');

/**
 * docs/rules.md#booking-lifecycle: the staff's actions on a booking, each a transition of the machine, with
 * the version the user saw. A booking of a property the user does not work for is a 404 like a missing one.
 */
export function staffBookingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/staff/*', staffAuth(deps))
    .post(
      '/staff/booking/:id/:action',
      validParams(StaffBookingActionParams),
      validJson(StaffBookingActionBody),
      async (c) => {
        const staff = c.get('staff');
        if (!staff) throw notFound();
        const { id, action } = c.req.valid('param');
        const row = await deps.database.run((db) => bookingById(db, Number(id)));
        if (!row) throw notFound('No such booking');
        requireProperty(staff, row.propertyId);
        const body = c.req.valid('json');
        const next = await staffAction(deps, row.propertyId, row.id, {
          action,
          version: body.version,
          optionDate: body.optionDate,
        });
        const catalog = await deps.catalogs.get(row.propertyId);
        return c.json({
          id: next.id,
          version: next.version,
          bookingstate: next.state,
          optionDate: next.optionDate,
          bookingcode: next.internalId,
          // What the staff may do next, from the same machine (the property app shows only these).
          allowedActions: catalog
            ? staffActions(next.state as BookingState, factsOf(next, catalog, deps.now()))
            : [],
        });
      },
    );
}
