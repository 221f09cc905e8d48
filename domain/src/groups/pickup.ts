import type { IsoDate } from '../model/entities.ts';
import { blockHeldUnits } from './holding.ts';
import { consecutiveDays, type GroupBlock } from './model.ts';
import { isNightReleased } from './release.ts';

/*
 * docs/rules.md#group-blocks: an attendee books from a block for some or all of its nights, one unit or several
 * (a room each for colleagues travelling together). The server asks `pickupProblems` inside the transaction that writes the pickup, with
 * the block's pickups read under lock, so the last units go to exactly as many attendees as there are units.
 */

/** Why a pickup is refused. */
export const PICKUP_PROBLEM_CODES = [
  'notDefinite',
  'badUnits',
  'noNights',
  'notConsecutive',
  'outsideBlock',
  'past',
  'released',
  'soldOut',
] as const;
/** Why a pickup is refused. */
export type PickupProblemCode = (typeof PICKUP_PROBLEM_CODES)[number];

/** A refused pickup: the code and the nights it concerns (none when it concerns the whole request). */
export interface PickupProblem {
  readonly code: PickupProblemCode;
  readonly nights: readonly IsoDate[];
}

/** What an attendee asks of a block: the nights (consecutive, in order) and the units. */
export interface PickupRequest {
  readonly nights: readonly IsoDate[];
  readonly units: number;
}

/**
 * What is wrong with picking up `request` from a block today, every problem that applies: the block must be
 * definite; the units a whole number from 1; the nights consecutive, within the block, not past, not released,
 * and each with at least the units still remaining. Empty when the pickup may be written.
 * @public the server's pickup endpoint and the configurator's attendee page ask it (issue 41).
 */
export function pickupProblems(block: GroupBlock, request: PickupRequest, today: IsoDate): PickupProblem[] {
  const problems: PickupProblem[] = [];
  const add = (code: PickupProblemCode, nights: readonly IsoDate[] = []) => {
    problems.push({ code, nights });
  };
  if (block.status !== 'definite') add('notDefinite');
  if (!Number.isInteger(request.units) || request.units < 1) add('badUnits');
  const nights = request.nights;
  if (nights.length === 0) add('noNights');
  else if (!consecutiveDays(nights)) add('notConsecutive');
  const inBlock = new Set(block.nights.map((n) => n.night));
  const outside = nights.filter((n) => !inBlock.has(n));
  if (outside.length > 0) add('outsideBlock', outside);
  const within = nights.filter((n) => inBlock.has(n));
  const past = within.filter((n) => n < today);
  if (past.length > 0) add('past', past);
  const released = within.filter((n) => n >= today && isNightReleased(block, n, today));
  if (released.length > 0) add('released', released);
  // Only where nothing else already explains it: a past or released night holds nothing by definition.
  if (block.status === 'definite') {
    const soldOut = within.filter(
      (n) =>
        n >= today && !isNightReleased(block, n, today) && blockHeldUnits(block, n, today) < request.units,
    );
    if (soldOut.length > 0) add('soldOut', soldOut);
  }
  return problems;
}
