import type { Cart, CartServiceLine, CartUnitgroupLine, Catalog } from '../model/cart.ts';
import { cartIsEditable } from '../model/cart.ts';
import { indexCatalog } from '../model/catalogIndex.ts';
import type { AvailabilityResponse } from '../model/entities.ts';
import { availabilityByLine } from './answers.ts';

/** docs/rules.md#yanking: the yanked/unyanked toast stays 20 s. */
const YANK_TOAST_MS = 20_000;

/** What the availability calls answered. Items not mentioned keep their state. */
export interface AvailabilityAnswers {
  readonly unitgroups?: readonly AvailabilityResponse[];
  readonly services?: readonly { readonly serviceId: number; readonly available: boolean }[];
  readonly timeslicedefinitions?: readonly { readonly id: number; readonly available: boolean }[];
}

/** An item taken out of the cart because it became unavailable. */
export interface YankedItem {
  readonly kind: 'service' | 'unitgroup' | 'timeslicedefinition';
  readonly id: number;
  readonly name: string;
  /** The slot the line was in (null for the time slice). */
  readonly slotIndex: number | null;
  /** The removed line's key (null for the time slice). */
  readonly key: string | null;
}

/** A toast about yanked or unyanked items. */
interface YankNotice {
  /** i18n key `CART.AVAILABILITY.YANKED` or `CART.AVAILABILITY.UNYANKED`; `items` fills its list. */
  readonly message: 'CART.AVAILABILITY.YANKED' | 'CART.AVAILABILITY.UNYANKED';
  readonly items: readonly string[];
  readonly durationMs: number;
}

/** The cart after an availability refresh, and what to tell the guest. */
export interface AvailabilityRefreshResult {
  readonly cart: Cart;
  /** Taken out now. */
  readonly yanked: readonly YankedItem[];
  /** Taken out earlier and available again (the guest may choose them again). */
  readonly unyanked: readonly YankedItem[];
  /** Taken out earlier and still unavailable. */
  readonly stillYanked: readonly YankedItem[];
  readonly notices: readonly YankNotice[];
}

const OWNED = new Set([
  'ischild',
  'generatedservicechild',
  'generatedchild',
  'generatedunitgroupchild',
  'generatedsubset',
]);

/**
 * docs/rules.md#yanking: selected unit groups, services and the time slice that are no longer
 * available are taken out (with the services booked for a yanked unit group and the children generated
 * by a yanked line) and somethingYanked is set. Lines of a confirmed existing booking are never taken
 * out, nor is anything from a locked (sent) cart. Items yanked earlier that are available again are
 * reported as unyanked. Each change comes with a 20 s notice.
 */
export function refreshAvailability(
  cart: Cart,
  catalog: Catalog,
  answers: AvailabilityAnswers,
  previouslyYanked: readonly YankedItem[] = [],
): AvailabilityRefreshResult {
  const index = indexCatalog(catalog);
  const serviceAvailable = new Map((answers.services ?? []).map((s) => [s.serviceId, s.available]));
  const tsdAvailable = new Map((answers.timeslicedefinitions ?? []).map((t) => [t.id, t.available]));
  const unitgroupAvailable = new Map((answers.unitgroups ?? []).map((r) => [r.unitgroupId, r.available]));
  const lineAnswers = availabilityByLine(cart, answers.unitgroups ?? []);

  const keep = (line: CartServiceLine | CartUnitgroupLine) =>
    !cartIsEditable(cart) || (cart.existingBookingIsConfirmed && line.bookingLineId !== null);

  const gone = new Set<string>();
  for (const line of cart.unitgroups)
    if (lineAnswers.get(line.key)?.available === false && !keep(line)) gone.add(line.key);
  for (const line of cart.services)
    if (serviceAvailable.get(line.serviceId) === false && !keep(line)) gone.add(line.key);
  // What hangs on a yanked line goes with it (unless it belongs to a confirmed booking).
  let grew = gone.size > 0;
  while (grew) {
    grew = false;
    for (const line of [...cart.services, ...cart.unitgroups]) {
      if (gone.has(line.key) || keep(line)) continue;
      const owned =
        line.origin.parentKey !== undefined &&
        gone.has(line.origin.parentKey) &&
        OWNED.has(line.origin.relationType ?? '');
      const onUnitgroup =
        'serviceId' in line && line.unitgroupLineKey !== null && gone.has(line.unitgroupLineKey);
      if (owned || onUnitgroup) {
        gone.add(line.key);
        grew = true;
      }
    }
  }

  const yanked: YankedItem[] = [];
  for (const line of cart.unitgroups)
    if (gone.has(line.key))
      yanked.push({
        kind: 'unitgroup',
        id: line.unitgroupId,
        name: index.unitgroups.get(line.unitgroupId)?.name ?? '',
        slotIndex: line.slotIndex,
        key: line.key,
      });
  for (const line of cart.services)
    if (gone.has(line.key))
      yanked.push({
        kind: 'service',
        id: line.serviceId,
        name: index.services.get(line.serviceId)?.name ?? '',
        slotIndex: line.slotIndex,
        key: line.key,
      });

  const tsdId = cart.timeslicedefinitionId;
  const yankTsd =
    tsdId !== null &&
    tsdAvailable.get(tsdId) === false &&
    cartIsEditable(cart) &&
    !cart.existingBookingIsConfirmed;
  if (yankTsd)
    yanked.push({
      kind: 'timeslicedefinition',
      id: tsdId,
      name: index.timeslicedefinitions.get(tsdId)?.name ?? '',
      slotIndex: null,
      key: null,
    });

  const availableAgain = (item: YankedItem): boolean | undefined =>
    item.kind === 'service'
      ? serviceAvailable.get(item.id)
      : item.kind === 'unitgroup'
        ? unitgroupAvailable.get(item.id)
        : tsdAvailable.get(item.id);
  const unyanked = previouslyYanked.filter((item) => availableAgain(item) === true);
  const stillYanked = previouslyYanked.filter((item) => availableAgain(item) !== true);

  let next = cart;
  if (gone.size > 0 || yankTsd) {
    next = {
      ...cart,
      unitgroups: cart.unitgroups.filter((l) => !gone.has(l.key)),
      services: cart.services.filter((l) => !gone.has(l.key)),
      ...(yankTsd
        ? {
            timeslicedefinitionId: null,
            slots: cart.slots.map((s) =>
              s.timeslicedefinitionId === tsdId ? { ...s, timeslicedefinitionId: null } : s,
            ),
          }
        : {}),
    };
  }
  const somethingYanked =
    yanked.length > 0 || stillYanked.length > 0 || (cart.somethingYanked && previouslyYanked.length === 0);
  if (next.somethingYanked !== somethingYanked) next = { ...next, somethingYanked };

  const notices: YankNotice[] = [];
  if (yanked.length > 0)
    notices.push({
      message: 'CART.AVAILABILITY.YANKED',
      items: yanked.map((i) => i.name),
      durationMs: YANK_TOAST_MS,
    });
  if (unyanked.length > 0)
    notices.push({
      message: 'CART.AVAILABILITY.UNYANKED',
      items: unyanked.map((i) => i.name),
      durationMs: YANK_TOAST_MS,
    });
  return { cart: next, yanked, unyanked, stillYanked, notices };
}
