import { zValidator } from '@hono/zod-validator';
import {
  AvailabilityBody,
  type AvailabilityRequestBody,
  AvailabilityResponseSchema,
  CalendarListQuery,
  CalendarListResponse,
  ShortText,
} from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { availability } from '../../inventory/availability.ts';
import { calendarEntries, MAX_CALENDAR_DAYS } from '../../inventory/calendar.ts';
import { fastAvailabilityBody } from '../../inventory/request.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validationBody, validationStatus } from '../errors.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { documented, validQuery } from '../validate.ts';
import { ownCatalog } from './property.ts';

/**
 * The availability body through zod as every body is, but valid bodies take the checked fast path of
 * `fastAvailabilityBody` (same acceptance, same output); anything else, and every error, is zod's.
 * Zod runs synchronously (the schema has no async parts): its compiled object fast path is off in
 * `safeParseAsync`.
 */
// The fast path checks the texts' length only; their characters go through the one text rule (docs/api.md#texts).
const fastTextsAccepted = (data: AvailabilityRequestBody | readonly AvailabilityRequestBody[]) =>
  (Array.isArray(data) ? data : [data]).every((r: AvailabilityRequestBody) =>
    [r.promotioncode, r.customeraccountnumber].every((v) => v == null || ShortText.safeParse(v).success),
  );

const validAvailabilityBody = documented(
  zValidator(
    'json',
    AvailabilityBody,
    (result, c) => {
      if (!result.success)
        return c.json(validationBody(result.error, 'body'), validationStatus(result.error));
    },
    {
      validationFunction: (schema, value) => {
        const data = fastAvailabilityBody(value);
        return data !== undefined && fastTextsAccepted(data)
          ? { success: true, data }
          : schema.safeParse(value);
      },
    },
  ),
  'json',
  AvailabilityBody,
);

/** Availability and the unit group calendar. */
export function inventoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/unitgroup/availability',
      doc(
        'availability',
        'Free units and prices for one or more requests (a list answers a list)',
        z.union([AvailabilityResponseSchema, z.array(AvailabilityResponseSchema)]),
      ),
      validAvailabilityBody,
      async (c) => {
        const body = c.req.valid('json');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const answers = await availability(
          deps.database,
          catalog,
          Array.isArray(body) ? body : [body],
          deps.now(),
        );
        return c.json(Array.isArray(body) ? answers : answers[0]);
      },
    )
    .get(
      '/calendar/unitgroup/unavailability/list',
      doc(
        'availability',
        'The days on which unit groups cannot be booked, and the lowest price from each free day (the calendar)',
        CalendarListResponse,
      ),
      validQuery(CalendarListQuery),
      async (c) => {
        const q = c.req.valid('query');
        const catalog = await ownCatalog(deps, c.get('propertyId'));
        const calendarentryList = await calendarEntries(deps.database, catalog, q, deps.now());
        return c.json({
          ...pageOf(calendarentryList, { ...q, pageSize: MAX_CALENDAR_DAYS + 1 }),
          calendarentryList,
        });
      },
    );
}
