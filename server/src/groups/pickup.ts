import {
  BookingPayloadSchema,
  ErrorKey,
  type PickupBody,
  type PickupUnavailabilityBody,
  type PricingPayload,
} from '@venue/contract';
import {
  addDaysToIsoDate,
  availableToAttendee,
  BOOKING_CHANNEL_CONFIGURATOR,
  type GroupBlock,
  type IsoDate,
  isNightReleased,
  normalisePickupCode,
  pickupProblems,
  releasedNights,
  stayWindow,
} from '@venue/domain';
import type { z } from 'zod';
import { catalogOf, loadBookingInputs } from '../booking/load.ts';
import { decideNewBooking } from '../booking/newBooking.ts';
import { type BookingDeps, insertPricedBooking, presentBooking } from '../booking/service.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { catalogTexts, localized } from '../catalog/localize.ts';
import type { Db } from '../db/client.ts';
import {
  definiteBlocksWithin,
  groupById,
  groupIdByPickupCode,
  insertPickup,
  type StoredGroup,
} from '../db/groupQueries.ts';
import { busyUnitCounts } from '../db/inventoryQueries.ts';
import { InvalidInput, NotFound, Unprocessable } from '../failures.ts';
import { todayAt } from './service.ts';

/*
 * docs/rules.md#group-blocks: the attendees' side. An attendee knows the group's pickup code; with it they read the
 * definite blocks (room type, rate, negotiated price, what remains per night) and book one unit for some or all of
 * a block's nights. The booking is a room booking like any other (the booking path: load → decide → write), at the
 * block's rate plan and with the negotiated price as its agreed unit price; the pickup is written in the booking's
 * transaction, the block read under lock first, so the last units go to exactly as many attendees as there are.
 */

type PickupInput = z.output<typeof PickupBody>;
type UnavailabilityInput = z.output<typeof PickupUnavailabilityBody>;

/** One answer for a wrong code and an unknown one, so codes cannot be guessed one by one (spec: no oracle). */
const noGroup = () => new NotFound('No group for this code', [{ path: 'code' }]);

/** The property's group with this pickup code (as an attendee types it), or 404. */
async function groupOfCode(db: Db, propertyId: number, code: string) {
  const normal = normalisePickupCode(code);
  const id = normal === null ? null : await groupIdByPickupCode(db, propertyId, normal);
  const stored = id === null ? null : await groupById(db, id);
  if (!stored) throw noGroup();
  return stored;
}

/** A definite block of the group, or 404 (a tentative, released or canceled one is not the attendees'). */
function definiteBlock(stored: StoredGroup, blockId: number): GroupBlock {
  const block = stored.group.blocks.find((b) => b.id === blockId && b.status === 'definite');
  if (!block) throw new NotFound('No such block', [{ path: 'blockId' }]);
  return block;
}

/**
 * What attendees may book of each of the block's nights today (`availableToAttendee`): the units free of bookings
 * that night (per night, as confirming counts them), less what the unit group's other definite blocks hold.
 */
async function remainingByNight(
  db: Db,
  catalog: PropertyCatalog,
  block: GroupBlock,
  today: IsoDate,
): Promise<Map<IsoDate, number>> {
  const nights = block.nights.map((n) => n.night);
  const category = catalog.unitgroupById.get(block.unitgroupId)?.unitgroupcategory.id ?? 1;
  const windows = nights.map((night) => ({
    unitgroupId: block.unitgroupId,
    ...stayWindow(category, night, night, { start: null, end: null }),
  }));
  const busy = await busyUnitCounts(db, windows, null);
  const first = nights[0] ?? today;
  const last = nights[nights.length - 1] ?? today;
  const held = await definiteBlocksWithin(db, [block.unitgroupId], first, addDaysToIsoDate(last, 1));
  const units = catalog.unitIdsByGroup.get(block.unitgroupId)?.length ?? 0;
  return new Map(
    nights.map((night, i) => [
      night,
      availableToAttendee(Math.max(0, units - (busy[i] ?? 0)), held?.blocks ?? [], block, night, today),
    ]),
  );
}

/**
 * GET /api/bookingunitgroup/pickup/information/{code}: the group's event and its definite blocks today, the room
 * types and rates named in the call's language (docs/rules.md#catalog-texts).
 */
export async function pickupInformation(
  deps: BookingDeps,
  propertyId: number,
  code: string,
  language: string | null = null,
) {
  const catalog = await catalogOf(deps, propertyId);
  const today = todayAt(deps, catalog);
  const texts = catalogTexts(catalog, language);
  const unitgroupName = (id: number) => {
    const unitgroup = catalog.unitgroupById.get(id);
    return unitgroup ? texts.unitgroup(unitgroup).name : '';
  };
  const rateplanName = (id: number) => {
    const rate = catalog.rows.rateplans.find((r) => r.id === id);
    return rate ? localized(rate, rate.i18n, language, ['name']).name : '';
  };
  return deps.database.run(async (db) => {
    const stored = await groupOfCode(db, propertyId, code);
    const blocks = [];
    for (const block of stored.group.blocks.filter((b) => b.status === 'definite')) {
      const remaining = await remainingByNight(db, catalog, block, today);
      blocks.push({
        id: block.id,
        unitgroupId: block.unitgroupId,
        unitgroupName: unitgroupName(block.unitgroupId),
        rateplanId: block.rateplanId,
        rateplanName: rateplanName(block.rateplanId),
        unitPrice: block.unitPrice,
        currency: block.currency,
        nights: block.nights.map((n) => ({
          night: n.night,
          units: n.units,
          remaining: remaining.get(n.night) ?? 0,
        })),
        releasedNights: releasedNights(block, today),
      });
    }
    return { eventName: stored.group.eventName, pickupCode: stored.group.pickupCode, blocks };
  });
}

/** POST /api/bookingguest/pickup/unavailability: the block's nights an attendee cannot book today, and why. */
export async function pickupUnavailability(
  deps: BookingDeps,
  propertyId: number,
  input: UnavailabilityInput,
) {
  const catalog = await catalogOf(deps, propertyId);
  const today = todayAt(deps, catalog);
  return deps.database.run(async (db) => {
    const block = definiteBlock(await groupOfCode(db, propertyId, input.code), input.blockId);
    const remaining = await remainingByNight(db, catalog, block, today);
    const nights = block.nights.flatMap(({ night }) => {
      const reason =
        night < today
          ? ('past' as const)
          : isNightReleased(block, night, today)
            ? ('released' as const)
            : (remaining.get(night) ?? 0) < 1
              ? ('soldOut' as const)
              : null;
      return reason === null ? [] : [{ night, reason }];
    });
    return { blockId: block.id, nights };
  });
}

/** The nights asked, in order: first..last, or the list as given (`pickupProblems` says when it is not consecutive). */
function nightsOf(nights: PickupInput['nights']): IsoDate[] {
  if (Array.isArray(nights)) return [...nights];
  if (nights.last < nights.first)
    throw new InvalidInput('Invalid nights', [{ path: 'nights.last', message: 'must not be before first' }]);
  const all: IsoDate[] = [];
  for (let n = nights.first; n <= nights.last && all.length <= 366; n = addDaysToIsoDate(n, 1)) all.push(n);
  return all;
}

/** The 422 of a refused pickup: the domain's codes and nights. */
const refusedPickup = (problems: ReturnType<typeof pickupProblems>) =>
  new Unprocessable(ErrorKey.validation, 'The block cannot take this pickup', problems);

/**
 * POST /api/bookingunitgroup/pickup: load (the group by code, the catalog, the holds), decide (`pickupProblems`
 * first on what was read; the booking priced and its state decided as any reservation at the block's rate, with the
 * negotiated price agreed), write (one transaction: the block read under lock and `pickupProblems` asked again, the
 * booking with its lines and the unit picked from what the block holds, the pickup row, the first event). Answers as
 * POST /api/booking/add does: the booking with its token and link. The organiser's booking is not touched.
 */
export async function pickUp(
  deps: BookingDeps,
  propertyId: number,
  input: PickupInput,
  headerLanguage: string | null,
) {
  const catalog = await catalogOf(deps, propertyId);
  const today = todayAt(deps, catalog);
  const stored = await deps.database.run((db) => groupOfCode(db, propertyId, input.code));
  const block = definiteBlock(stored, input.blockId);
  const nights = nightsOf(input.nights);
  const request = { nights, units: input.units };
  const early = pickupProblems(block, request, today);
  if (early.length > 0) throw refusedPickup(early);
  const first = nights[0] as IsoDate;
  const departure = addDaysToIsoDate(nights[nights.length - 1] as IsoDate, 1);
  const category = catalog.unitgroupById.get(block.unitgroupId)?.unitgroupcategory.id ?? 1;
  const window = stayWindow(category, first, departure, { start: null, end: null });
  const payload: PricingPayload = {
    ...BookingPayloadSchema.parse({
      propertyId,
      startdate: first,
      enddate: departure,
      booker: input.booker,
      people: input.personcount * input.units,
      personsperroom: input.personcount,
      eventtitle: stored.group.eventName,
      paymentmethod: input.paymentmethod,
      termsAccepted: input.termsAccepted,
      bookingchannel: { id: BOOKING_CHANNEL_CONFIGURATOR },
      request: false,
    }),
    bookingUnitgroupList: [
      {
        unitgroup: { id: block.unitgroupId },
        itemcount: input.units,
        start: window.start,
        end: window.end,
        personcount: input.personcount * input.units,
        childcount: 0,
        rateplan: { id: block.rateplanId },
        agreedUnitPrice: block.unitPrice,
      },
    ],
    bookingServiceList: [],
  };
  // docs/rules.md#group-blocks: what the configurator asks of an event (meeting rooms, services, codes) is the
  // organiser's, not the attendee's (readiness's ATTENDEE_WAIVED); the rate's payment still applies.
  const loaded = await loadBookingInputs(deps, catalog, payload, null, 'attendee');
  // The holds are handed on as a copy: the domain's availability check then counts the free units of bookings only,
  // not less what the blocks hold (the block's own units are the attendee's). What the block and the other blocks
  // hold is checked where it counts, in the writing transaction (`pickupProblems` under lock, and the unit picked
  // with `availableToAttendee`, db/inventoryQueries.ts `freeUnits`).
  const inputs = { ...loaded, holds: [...loaded.holds] };
  const { priced, action, state } = decideNewBooking(inputs, 'reservation', 'guest');
  const language = input.language ?? headerLanguage;
  const { row, token } = await insertPricedBooking(deps, propertyId, priced, {
    state,
    origin: 'reservation',
    paymentmethod: input.paymentmethod,
    event: { action, actor: 'guest', at: inputs.now },
    language,
    fromBlock: {
      id: block.id,
      check: async (db) => {
        const locked = await groupById(db, stored.group.id, true);
        const now = locked?.group.blocks.find((b) => b.id === block.id);
        if (!now) throw noGroup();
        const problems = pickupProblems(now, request, today);
        if (problems.length > 0) throw refusedPickup(problems);
      },
      record: (db, bookingId) =>
        insertPickup(db, block.id, {
          bookingId,
          firstNight: first,
          lastNight: nights[nights.length - 1] as IsoDate,
          units: input.units,
        }),
    },
  });
  return {
    ...presentBooking(row, catalog, token, inputs.now),
    loadBooking: row.id,
    link: { loadBooking: String(row.id), bookingtoken: token },
  };
}
