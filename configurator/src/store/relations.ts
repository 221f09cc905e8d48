/** The domain's relations engine, in its own chunk: the first screen never adds or removes lines. */
export { addService, addUnitgroup, removeService, removeUnitgroup } from '@venue/domain';
