/*
 * The domain's relations engine, in its own chunk: the first screen never adds or removes lines.
 * Imported, then exported (not re-exported), so knip's production check sees the engine used through
 * this lazily loaded module (linesSlice.ts reaches it with a dynamic import).
 */
import {
  addService,
  addUnitgroup,
  applyMeetingRoomToAllDays,
  removeService,
  removeUnitgroup,
} from '@venue/domain';

export { addService, addUnitgroup, applyMeetingRoomToAllDays, removeService, removeUnitgroup };
