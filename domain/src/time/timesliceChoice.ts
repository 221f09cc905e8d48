import type { Timeslicedefinition } from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';

/**
 * docs/pages.md#event-bar: the guest chooses a time slice only when there is a choice: no flexible slot
 * (its own time range picker) and more than one definition, or a single one the property makes mandatory.
 */
export function offersTimesliceChoice(
  settings: Pick<Settings, 'flexibleslotEnabled' | 'timesliceMandatory'>,
  slices: readonly Pick<Timeslicedefinition, 'id'>[],
): boolean {
  if (settings.flexibleslotEnabled) return false;
  return slices.length > 1 || (settings.timesliceMandatory && slices.length === 1);
}
