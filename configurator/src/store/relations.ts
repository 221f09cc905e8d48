/*
 * The line changes with the domain's relations engine, in a chunk of their own: the first screen never adds or
 * removes lines (docs/performance.md#line-changes-after-the-first-screen). Imported by linesSlice.ts only, and only
 * dynamically.
 */
import {
  addService,
  addUnitgroup,
  applyMeetingRoomToAllDays,
  defaultSettings,
  type RelationResult,
  removeService,
  removeUnitgroup,
  type Service,
  serviceChoices,
} from '@venue/domain';
import type { AppToast } from '../ui/toasts.ts';
import type { AppState, StoreDeps } from './types.ts';

/**
 * What the guest is now to choose on a service just added (its card shows these fields under its toggle):
 * the number of options, a required start time, a required description.
 */
function choicesToMake(service: Service): AppToast[] {
  const parts: AppToast[] = [];
  const { options, starttime, description } = serviceChoices(service);
  if (options) {
    // Said as the guest can do it: never more than the options offered.
    const min = Math.min(options.min, options.offered);
    const max = options.max !== null ? Math.min(options.max, options.offered) : 0;
    if (min > 0 && max > 0 && min === max)
      parts.push({ key: 'service.chooseOptions', values: { count: min } });
    else if (min > 0 && max > 0) parts.push({ key: 'service.chooseOptionsBetween', values: { min, max } });
    else if (min > 0) parts.push({ key: 'service.chooseOptionsAtLeast', values: { count: min } });
    else if (max > 0) parts.push({ key: 'service.chooseOptionsUpTo', values: { count: max } });
    else parts.push({ key: 'service.optionsOffered' });
  }
  if (starttime) parts.push({ key: 'service.starttimeToGive' });
  if (description) parts.push({ key: 'service.descriptionToGive' });
  return parts;
}

/** The line changes of the store (linesSlice.ts runs them once this chunk is in), on its state. */
function lineChanges(deps: StoreDeps, set: (partial: Partial<AppState>) => void, get: () => AppState) {
  const context = () => ({ catalog: get().catalog, settings: get().settings ?? defaultSettings });
  /**
   * Applies a relations result and announces what it added or removed (the guest's pick and what relations
   * brought with it), then `after` (e.g. the choices the added service asks for).
   */
  const apply = (
    result: RelationResult,
    after: readonly AppToast[] = [],
    /** The guest's own additions are said by `after` (not named once per line). */
    guestSaidByAfter = false,
  ) => {
    for (const problem of result.problems) console.warn(problem.code, problem.message);
    if (result.cart === get().cart) return;
    set({ cart: { ...result.cart, modifiedAt: deps.now().toISOString() } });
    const added = result.added
      .filter((effect) => !guestSaidByAfter || effect.cause !== 'guest')
      .map((effect) => effect.name);
    const removed = result.removed.map((effect) => effect.name);
    const parts = [
      ...(added.length > 0 ? [{ key: 'service.added', values: { names: added.join(', ') } }] : []),
      ...(removed.length > 0 ? [{ key: 'service.removed', values: { names: removed.join(', ') } }] : []),
      ...after,
    ];
    if (parts.length > 0) get().announce(parts);
    if (
      result.added.some((e) => e.kind === 'unitgroup') ||
      result.removed.some((e) => e.kind === 'unitgroup')
    )
      void get().loadAvailability();
  };
  return {
    addUnitgroup: (unitgroupId: number, slotIndex: number, rateplanId?: number) => {
      const cart = get().cart;
      if (!cart) return;
      const result = addUnitgroup(cart, { unitgroupId, slotIndex }, context());
      const line = result.cart.unitgroups.find(
        (l) => l.unitgroupId === unitgroupId && l.slotIndex === slotIndex && !cart.unitgroups.includes(l),
      );
      apply(result);
      if (line && rateplanId !== undefined) get().setUnitgroupRate(line.key, rateplanId);
    },
    addService: (serviceId: number, slotIndex: number) => {
      const cart = get().cart;
      if (!cart) return;
      const { catalog } = get();
      const typeId = catalog.services.find((service) => service.id === serviceId)?.servicetype.id;
      const type = catalog.servicetypes.find((candidate) => candidate.id === typeId);
      // A service of a type assigned to unit groups belongs to the day's unit group line (booked with it).
      const unitgroupLineKey =
        type && !type.notassignedtounitgroup
          ? (cart.unitgroups.find((line) => line.slotIndex === slotIndex)?.key ?? null)
          : null;
      const result = addService(cart, { serviceId, slotIndex, unitgroupLineKey }, context());
      const service = catalog.services.find((candidate) => candidate.id === serviceId);
      const added = result.added.some((effect) => effect.cause === 'guest');
      apply(result, added && service ? choicesToMake(service) : []);
    },
    applyMeetingRoomToAllDays: (unitgroupId: number) => {
      const cart = get().cart;
      if (!cart) return;
      const result = applyMeetingRoomToAllDays(cart, unitgroupId, context());
      const name = get().catalog.unitgroups.find((unitgroup) => unitgroup.id === unitgroupId)?.name ?? '';
      const count = result.slotIndexes.length;
      apply(result, count > 0 ? [{ key: 'cart.points.appliedToDays', values: { name, count } }] : [], true);
    },
    removeLine: (key: string) => {
      const cart = get().cart;
      if (!cart) return;
      if (cart.unitgroups.some((line) => line.key === key)) apply(removeUnitgroup(cart, key, context()));
      else apply(removeService(cart, key, context()));
    },
  };
}

export const relations = { lineChanges };
