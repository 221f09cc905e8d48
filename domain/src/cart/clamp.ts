import type { Unitgroup } from '../model/entities.ts';
import type { Settings } from '../settings/typedSettings.ts';

/** docs/rules.md#people: a person count is an integer and never below 0 (NaN and fractions are floored to a count). */
export function clampPeople(value: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? Number.MAX_SAFE_INTEGER : 0;
  return Math.max(0, Math.floor(value));
}

/** Bounds of persons per room: the item's minPersons/maxPersons, else the settings' (docs/rules.md#people: 1..10). */
export function personsPerRoomBounds(
  item: Pick<Unitgroup, 'minPersons' | 'maxPersons'> | null | undefined,
  settings: Pick<Settings, 'personsPerRoomMin' | 'personsPerRoomMax'>,
): { readonly min: number; readonly max: number } {
  const min = item && item.minPersons > 0 ? item.minPersons : settings.personsPerRoomMin;
  const max = item && item.maxPersons > 0 ? item.maxPersons : settings.personsPerRoomMax;
  // An item whose bounds cross keeps its minimum as the only allowed value.
  return { min, max: Math.max(min, max) };
}

/** docs/rules.md#people: persons per room is an integer clamped between the item's minPersons and maxPersons. */
export function clampPersonsPerRoom(
  value: number,
  bounds: { readonly min: number; readonly max: number },
): number {
  const whole = Number.isFinite(value) ? Math.round(value) : value > 0 ? bounds.max : bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, whole));
}
