import { TIMING_MS } from '../settings/constants.ts';

/** How many times a busy start is tried before the guest is told it failed (about 10 s at 250 ms). */
const INIT_ATTEMPTS = 40;

/** HTTP answers that mean "busy now, ask again shortly". */
const BUSY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * docs/rules.md#start-up: after `attempt` failed tries of the start-up (login and settings), how long to
 * wait before the next one, or null to give up: a busy server is asked again every 250 ms, anything else
 * fails at once.
 */
export function initRetryDelay(status: number, attempt: number): number | null {
  return BUSY_STATUSES.has(status) && attempt < INIT_ATTEMPTS ? TIMING_MS.initRetry : null;
}
