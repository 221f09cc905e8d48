import { z } from 'zod';
import {
  CompactDateParam,
  CountParam,
  FlagParam,
  IdParam,
  listQuery,
  listResponse,
  ShortText,
  TimeSchema,
} from './common.ts';
import { text } from './text.ts';

/** A comma list of ids in a query ("3,5"). */
const IdListParam = text()
  .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, 'expected a comma list of ids')
  .transform((v) => v.split(',').map(Number));

/** One entry of f.configUnitgroup (docs/api.md): unit group id, person count, child count, day from, duration. */
export const ConfigUnitgroupEntry = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  pc: z.number().int().min(0).max(100_000).optional(),
  cc: z.number().int().min(0).max(100_000).optional(),
  df: z.number().int().min(0).max(3650).optional(),
  du: z.number().int().min(0).max(3650).optional(),
});

/** f.configUnitgroup: a JSON list, parsed and validated. */
const ConfigUnitgroupParam = text()
  .max(10_000)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(z.array(ConfigUnitgroupEntry).max(100));

/** The configuration filters shared by the service and unit group lists (docs/api.md). */
export const configFilters = {
  'f.configTimeslicedefinitionId': IdParam.optional(),
  'f.configStarttime': TimeSchema.optional(),
  'f.configEndtime': TimeSchema.optional(),
  'f.configCustomeraccountnumber': ShortText.optional(),
  'f.configPromocode': ShortText.optional(),
  'f.configUnitgroupId': IdParam.optional(),
  'f.configUnitgroup': ConfigUnitgroupParam.optional(),
  'f.personcount': CountParam.optional(),
  'f.personsperroom': CountParam.optional(),
  'f.configCheckinDate': CompactDateParam.optional(),
  'f.configCheckoutDate': CompactDateParam.optional(),
  'f.tagId': IdListParam.optional(),
  'f.ignoreBookingId': IdParam.optional(),
};

export const ServiceListQuery = listQuery(
  {
    ...configFilters,
    'f.configServicetypeId': IdParam.optional(),
    'f.disabled': FlagParam.optional(),
    'f.inactive': FlagParam.optional(),
    'f.configServiceId': IdParam.optional(),
    'f.configCode': ShortText.optional(),
  },
  ['id', 'name', 'code', 'sort'],
);
export type ServiceListQuery = z.infer<typeof ServiceListQuery>;

export const UnitgroupListQuery = listQuery(
  {
    ...configFilters,
    'f.unitgroupcategoryId': z.enum(['1', '2']).transform(Number).optional(),
    'f.minPersonCount': CountParam.optional(),
    'f.maxPersonCount': CountParam.optional(),
  },
  ['id', 'name', 'code', 'sort', 'maxPersons'],
);
export type UnitgroupListQuery = z.infer<typeof UnitgroupListQuery>;

export const PlainListQuery = listQuery({}, ['id', 'name', 'sort']);
/** One entry of GET /api/bookingreason/list: an active booking reason, named in the call's language. */
export const BookingReasonListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type BookingReasonListItem = z.infer<typeof BookingReasonListItem>;
export const SettingListQuery = listQuery({ 'f.propertyId': IdParam.optional() }, ['id', 'key'], 500);
export const CountryListQuery = listQuery({}, ['id', 'name', 'isocode'], 10_000);
export const SalutationListQuery = listQuery({ 'f.company': FlagParam.optional() }, ['id', 'name']);
export const TagListQuery = listQuery(
  { 'f.configPropertyId': IdParam.optional(), 'f.excludePropertyAssigned': FlagParam.optional() },
  ['id', 'name'],
);
export const TimeslicedefinitionListQuery = listQuery({ 'f.overnight': FlagParam.optional() }, [
  'id',
  'name',
  'sort',
]);
export const HeroListQuery = listQuery({ 'f.nofallback': FlagParam.optional() }, ['id', 'sort']);
/**
 * One entry of GET /api/herodocument/list (docs/api.md#documents): a hero image, the panorama, or (without heroes
 * and nofallback) a unit group's picture. A stored image's pixels and its thumbnails' widths (narrowest first)
 * give the responsive sources; width and height are absent for a document stored without them.
 */
export const HeroListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The image's text alternative in the call's language. */
  description: z.string(),
  url: z.string(),
  panorama: z.boolean(),
  servicetypeId: z.number().int().nullable(),
  sort: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  thumbnails: z.array(z.number().int()),
});
export type HeroListItem = z.infer<typeof HeroListItem>;
export const HeroListResponse = listResponse(HeroListItem);
export const SetupListQuery = listQuery({ 'f.issetup': FlagParam.optional() }, ['id', 'name']);
/** GET /api/customeraccount/check?f.code= (clients send it with the list parameters). */
export const CustomeraccountCheckQuery = listQuery({ 'f.code': text().min(1).max(64) }, ['id']);
/** GET /api/promocode/check?f.code= (as the customer account check). */
export const PromocodeCheckQuery = listQuery({ 'f.code': text().min(1).max(64) }, ['id']);

/**
 * The calendar of a unit group (docs/api.md#availability-and-calendar): 3 months at most per call; the guest count,
 * persons per room and codes are the search its day prices are for (docs/rules.md#calendar-prices).
 */
export const CalendarListQuery = listQuery(
  {
    'f.unitgroupId': IdParam.optional(),
    'f.timeslicedefinitionId': IdParam.optional(),
    'f.starttime': TimeSchema.optional(),
    'f.endtime': TimeSchema.optional(),
    'f.dateframeFrom': CompactDateParam,
    'f.dateframeTo': CompactDateParam,
    'f.personcount': CountParam.optional(),
    'f.personsperroom': CountParam.optional(),
    'f.configPromocode': ShortText.optional(),
    'f.configCustomeraccountnumber': ShortText.optional(),
  },
  ['id'],
);
export type CalendarListQuery = z.infer<typeof CalendarListQuery>;

/** One day of the calendar: its free and taken units, and the lowest price from it on (none on a blocked day). */
export const CalendarEntrySchema = z.object({
  checkindate: z.string(),
  checkoutdate: z.string(),
  checkintime: z.string(),
  checkouttime: z.string(),
  available: z.boolean(),
  availableCount: z.number().int(),
  unavailableCount: z.number().int(),
  /** docs/rules.md#calendar-prices: cents in the property's currency; null when the day has no price. */
  lowestPrice: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
});
export type CalendarEntrySchema = z.infer<typeof CalendarEntrySchema>;
/** GET /api/calendar/unitgroup/unavailability/list: the list pattern plus `calendarentryList`, one entry per day. */
export const CalendarListResponse = listResponse(CalendarEntrySchema).extend({
  calendarentryList: z.array(CalendarEntrySchema),
});

export const IdPathParams = z.strictObject({ id: IdParam });

/** The unit group i18n call: translations of name and description per language key. */
export const I18nResponse = z.record(z.string(), z.record(z.string(), z.string()));
