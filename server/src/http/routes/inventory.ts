import { zValidator } from '@hono/zod-validator';
import {
  AvailabilityBody,
  type AvailabilityRequestBody,
  AvailabilityResponseSchema,
  CalendarListQuery,
  CalendarListResponse,
  ShortText,
} from '@venue/contract';
import {
  addDaysToIsoDate,
  type CalendarEntry,
  calendarPriceOffers,
  dayIn,
  daysBetween,
  isoDaysFrom,
  isPlainStay,
  lowestPriceOn,
  parseIsoDate,
  stayWindow,
} from '@venue/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { ratesFor, unitgroupForRates } from '../../catalog/catalog.ts';
import { InvalidInput, notFound } from '../../failures.ts';
import { availability, freeCount, loadHolds } from '../../inventory/availability.ts';
import { fastAvailabilityBody } from '../../inventory/request.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validationBody, validationStatus } from '../errors.ts';
import { pageOf } from '../list.ts';
import { doc } from '../openapi.ts';
import { documented, validQuery } from '../validate.ts';
import { ownCatalog } from './property.ts';

/** docs/api.md#availability-and-calendar: the calendar loads 3 months from the first of the shown month; allow a little more. */
const MAX_CALENDAR_DAYS = 124;

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
        const from = parseIsoDate(q['f.dateframeFrom']);
        const to = parseIsoDate(q['f.dateframeTo']);
        const span = from && to ? daysBetween(from, to) : -1;
        if (!from || !to || span < 0 || span > MAX_CALENDAR_DAYS) {
          throw new InvalidInput('Invalid query', [
            { path: 'f.dateframeTo', message: `must be 0..${MAX_CALENDAR_DAYS} days after f.dateframeFrom` },
          ]);
        }
        const slice = q['f.timeslicedefinitionId']
          ? catalog.timeslicedefinitions.find((s) => s.id === q['f.timeslicedefinitionId'])
          : undefined;
        if (q['f.timeslicedefinitionId'] && !slice) throw notFound('Unknown time slice definition');
        const groups = q['f.unitgroupId']
          ? catalog.unitgroups.filter((u) => u.id === q['f.unitgroupId'])
          : catalog.unitgroups;
        if (groups.length === 0) throw notFound('Unknown unit group');
        const times = {
          start: q['f.starttime'] ?? slice?.starttime ?? null,
          end: q['f.endtime'] ?? slice?.endtime ?? null,
        };
        // docs/rules.md#calendar-prices: the offers once (prices do not change by day), at the rates the guest may book.
        const { rates } = ratesFor(catalog, q['f.configCustomeraccountnumber'], q['f.configPromocode']);
        // A stay's guests book rooms (a night each); an event's its meeting rooms (a day each): isPlainStay.
        const stays = isPlainStay({
          settings: catalog.settings,
          servicetypes: catalog.servicetypes,
          startdate: null,
          today: dayIn(deps.now(), catalog.rows.property.timezone),
        });
        const offers = calendarPriceOffers(
          groups.map((u) => unitgroupForRates(catalog, u, rates, null)),
          { personcount: q['f.personcount'] ?? 0, personsperroom: q['f.personsperroom'] ?? null },
          catalog.currency,
          stays,
        );
        const freeByGroup = new Map<number, number>();
        const isFree = (unitgroupId: number) => (freeByGroup.get(unitgroupId) ?? 0) > 0;
        const days = isoDaysFrom(from, to);
        const windows = days.flatMap((d) =>
          groups.map((u) => stayWindow(u.unitgroupcategory.id, d, d, times)),
        );
        const holds = await loadHolds(
          deps.database,
          catalog,
          groups.map((u) => u.id),
          windows,
          null,
          deps.now(),
        );
        const calendarentryList: CalendarEntry[] = days.map((day) => {
          let availableCount = 0;
          let total = 0;
          for (const u of groups) {
            const units = catalog.unitIdsByGroup.get(u.id) ?? [];
            total += units.length;
            const free = freeCount(units, holds, stayWindow(u.unitgroupcategory.id, day, day, times));
            freeByGroup.set(u.id, free);
            availableCount += free;
          }
          return {
            checkindate: day,
            checkoutdate: addDaysToIsoDate(day, 1),
            checkintime: times.start ?? '00:00:00',
            checkouttime: times.end ?? '23:59:59',
            available: availableCount > 0,
            availableCount,
            unavailableCount: total - availableCount,
            lowestPrice: lowestPriceOn(offers, isFree),
          };
        });
        return c.json({
          ...pageOf(calendarentryList, { ...q, pageSize: MAX_CALENDAR_DAYS + 1 }),
          calendarentryList,
        });
      },
    );
}
