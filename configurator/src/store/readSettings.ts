/*
 * The domain's settings reader (the table of every setting and its parsers), in its own chunk: a property's page
 * brings its settings already read (docs/serving.md#the-settings-already-read); the reader is loaded only for a
 * page without them, or with a `mode` whose settings change them (sessionSlice.ts).
 * Imported, then exported (not re-exported), so knip's production check sees it used through this lazy module.
 */
import { readSettings } from '@venue/domain';

export { readSettings };
