import type { LinesSlice } from './state/lines.ts';
import type { SliceCreator } from './types.ts';

type LineChanges = ReturnType<typeof import('./relations.ts')['relations']['lineChanges']>;

/** Creates the lines slice. */
export const createLinesSlice: SliceCreator<LinesSlice> = (deps) => (set, get) => {
  // The line changes with the relations engine: a chunk of their own (relations.ts), loaded when the first screen is
  // idle (sessionSlice.ts) or with the first line change.
  let changes: LineChanges | null = null;
  let loading: Promise<LineChanges> | null = null;
  const load = () => {
    loading ??= import('./relations.ts').then(
      ({ relations }) => {
        changes = relations.lineChanges(deps, set, get);
        return changes;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  /**
   * Runs a line change: at once when its chunk is loaded (the usual case), else once it is. Always after the cart
   * changes dispatched before it (a change made before the cart's rules were loaded waits for them: cartSlice.ts),
   * so a line change never overtakes a change of the dates or the guests.
   */
  const withRelations = (change: (lines: LineChanges) => void) =>
    get().afterCartRules(() => {
      if (changes) change(changes);
      else
        void load().then(change, (error: unknown) =>
          console.error('Loading the relations engine failed', error),
        );
    });
  return {
    preloadRelations: async () => {
      await load();
    },
    addUnitgroup: (unitgroupId, slotIndex, rateplanId) =>
      withRelations((lines) => lines.addUnitgroup(unitgroupId, slotIndex, rateplanId)),
    addService: (serviceId, slotIndex) => withRelations((lines) => lines.addService(serviceId, slotIndex)),
    applyMeetingRoomToAllDays: (unitgroupId) =>
      withRelations((lines) => lines.applyMeetingRoomToAllDays(unitgroupId)),
    removeLine: (key) => withRelations((lines) => lines.removeLine(key)),
    setUnitgroupCount: (key, itemcount) => {
      const before = get().cart;
      get().dispatch({ type: 'setUnitgroupCount', key, itemcount });
      if (get().cart !== before) void get().loadAvailability();
    },
    setUnitgroupRate: (key, rateplanId) => {
      const before = get().cart;
      get().dispatch({ type: 'setUnitgroupRate', key, rateplanId });
      if (get().cart !== before) void get().loadAvailability();
    },
    updateService: (key, patch) => get().dispatch({ type: 'updateServiceLine', key, patch }),
  };
};
