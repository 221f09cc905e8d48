import type { IsoDate } from '../model/entities.ts';
import { blockUnits, pickedUnits } from './holding.ts';
import type { BlockNight, GroupBlock } from './model.ts';

/*
 * docs/rules.md#group-blocks: the checks behind the staff's changes of a block that touch inventory. The machine
 * (machine.ts) says whether the action is allowed at all; these say whether this block's numbers allow it.
 */

/** A night a block cannot take: how many units it needs and how many are free. */
export interface ShortNight {
  readonly night: IsoDate;
  readonly needed: number;
  readonly free: number;
}

/** Whether a block can be confirmed, or the nights that fall short. */
export type ConfirmCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly short: readonly ShortNight[] };

/**
 * Whether confirming a block (tentative → definite) fits: a definite block never overbooks, so every night's
 * units must be free for the public now (`freeUnitsPerNight`: `availableToPublic` of the unit group, the other
 * blocks already subtracted; a night missing counts as none free). Answers the nights that fall short.
 * @public the server re-checks it inside the confirming transaction (issue 41).
 */
export function canConfirmBlock(
  block: Pick<GroupBlock, 'nights' | 'pickups'>,
  freeUnitsPerNight: Readonly<Record<IsoDate, number>>,
): ConfirmCheck {
  const short = block.nights
    .map((n) => ({
      night: n.night,
      needed: Math.max(0, n.units - pickedUnits(block, n.night)),
      free: freeUnitsPerNight[n.night] ?? 0,
    }))
    .filter((n) => n.needed > n.free);
  return short.length === 0 ? { ok: true } : { ok: false, short };
}

/** Why a reduction of a definite block is refused. */
export type ReduceProblemCode = 'notAReduction' | 'belowPicked';

/** A refused reduction: the code and the nights it concerns. */
export interface ReduceProblem {
  readonly code: ReduceProblemCode;
  readonly nights: readonly IsoDate[];
}

/**
 * What is wrong with reducing a definite block to `nights` (a night left out keeps 0 units): a night that would
 * grow or be added is not a reduction; no night may fall below what attendees picked up. Empty when it is fine.
 * @public the server's reduce route asks it (issue 41).
 */
export function reduceProblems(
  block: Pick<GroupBlock, 'nights' | 'pickups'>,
  nights: readonly BlockNight[],
): ReduceProblem[] {
  const grows = nights.filter((n) => n.units > blockUnits(block, n.night)).map((n) => n.night);
  const below = block.nights
    .filter((old) => (nights.find((n) => n.night === old.night)?.units ?? 0) < pickedUnits(block, old.night))
    .map((old) => old.night);
  const problems: ReduceProblem[] = [];
  if (grows.length > 0) problems.push({ code: 'notAReduction', nights: grows });
  if (below.length > 0) problems.push({ code: 'belowPicked', nights: below });
  return problems;
}
