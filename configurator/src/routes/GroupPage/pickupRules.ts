import { ApiError } from '@venue/api-client';
import {
  type GroupBlock,
  type IsoDate,
  PICKUP_PROBLEM_CODES,
  type PickupProblem,
  type PickupProblemCode,
  pickupProblems,
} from '@venue/domain';
import type { PickupBlock, PickupUnavailability } from '../../api/pickup.ts';

/*
 * docs/pages.md#group-code: what the attendee's page asks of the domain's pickup rule (docs/rules.md#group-blocks).
 * The server answers the block as an attendee may see it (what remains per night, the nights they cannot book and
 * why); the domain's `pickupProblems` then says whether a choice of nights may be booked, as the server asks it
 * again when the booking is written.
 */

/** Why a night cannot be booked today, as the server says it. */
export type NightReason = PickupUnavailability['nights'][number]['reason'];

/** The nights the attendee cannot book, by night. */
export function unavailableNights(answer: PickupUnavailability | null): ReadonlyMap<IsoDate, NightReason> {
  return new Map((answer?.nights ?? []).map((n) => [n.night, n.reason]));
}

/**
 * The block as the domain's rule reads it for an attendee: definite, each night holding what remains for
 * attendees (none on a night they cannot book), nothing picked up yet (the remaining already lack it).
 */
function attendeeBlock(block: PickupBlock, unavailable: ReadonlyMap<IsoDate, NightReason>): GroupBlock {
  return {
    id: block.id,
    unitgroupId: block.unitgroupId,
    rateplanId: block.rateplanId,
    unitPrice: block.unitPrice,
    currency: block.currency,
    status: 'definite',
    release: { kind: 'none' },
    pickups: [],
    nights: block.nights.map((n) => ({
      night: n.night,
      units: unavailable.has(n.night) ? 0 : Math.max(0, n.remaining),
    })),
  };
}

/** The chosen nights in order. */
export const orderedNights = (chosen: Iterable<IsoDate>): IsoDate[] => [...chosen].sort();

/**
 * What is wrong with booking one room of `block` for the chosen nights today: the domain's problems, a night the
 * server says is released or past named so (the block seen by an attendee holds nothing on it).
 */
export function choiceProblems(
  block: PickupBlock,
  unavailable: ReadonlyMap<IsoDate, NightReason>,
  chosen: Iterable<IsoDate>,
  today: IsoDate,
): PickupProblem[] {
  const problems = pickupProblems(
    attendeeBlock(block, unavailable),
    { nights: orderedNights(chosen), units: 1 },
    today,
  );
  return problems.flatMap((problem) => {
    if (problem.code !== 'soldOut') return [problem];
    // A night the server names released (or past) is said as such, not as sold out.
    const said = problem.nights.filter((n) => (unavailable.get(n) ?? 'soldOut') === 'soldOut');
    const other = problem.nights.filter((n) => !said.includes(n));
    const byReason = (reason: NightReason) => other.filter((n) => unavailable.get(n) === reason);
    return [
      ...(said.length > 0 ? [{ code: 'soldOut' as const, nights: said }] : []),
      ...(['released', 'past'] as const).flatMap((reason) =>
        byReason(reason).length > 0 ? [{ code: reason, nights: byReason(reason) }] : [],
      ),
    ];
  });
}

/** The problem of each night that has one (the first that names it), and those of the whole choice. */
export function problemsByNight(problems: readonly PickupProblem[]): {
  readonly nights: ReadonlyMap<IsoDate, PickupProblemCode>;
  readonly whole: readonly PickupProblemCode[];
} {
  const nights = new Map<IsoDate, PickupProblemCode>();
  for (const problem of problems)
    for (const night of problem.nights) if (!nights.has(night)) nights.set(night, problem.code);
  return { nights, whole: problems.filter((p) => p.nights.length === 0).map((p) => p.code) };
}

const isProblemCode = (code: unknown): code is PickupProblemCode =>
  (PICKUP_PROBLEM_CODES as readonly unknown[]).includes(code);

/**
 * The problems of a refused pickup (docs/api.md#group-blocks: `422 error.validation`, details `[{ code, nights }]`
 * with the codes of `pickupProblems`), or null when the refusal is another one.
 */
export function refusedProblems(error: unknown): PickupProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const problems = error.details.flatMap((detail) => {
    const { code, nights } = (detail ?? {}) as { code?: unknown; nights?: unknown };
    if (!isProblemCode(code)) return [];
    const days = Array.isArray(nights) ? nights.filter((n): n is string => typeof n === 'string') : [];
    return [{ code, nights: days }];
  });
  return problems.length > 0 ? problems : null;
}

/** The i18n key saying a pickup problem. */
export const problemKey = (code: PickupProblemCode): string => `group.problem.${code}`;
