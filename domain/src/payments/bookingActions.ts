import type { BookingAction } from '../model/entities.ts';

/**
 * docs/rules.md#payments: actions are limited by allowedActions, which are nulled while an action runs: a null list
 * allows nothing.
 */
export function actionAllowed(
  allowedActions: readonly BookingAction[] | null,
  action: BookingAction,
): boolean {
  return allowedActions?.includes(action) ?? false;
}
