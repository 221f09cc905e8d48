import {
  readSettings,
  SETTING_CATALOG,
  SETTING_PREFIX,
  type SettingSpec,
  settingSpec,
  settingValueProblem,
} from '@venue/domain';

/*
 * The settings editor's model (docs/settings.md): what is stored, what the user changed, what a value would be
 * refused for (the domain's own check, the one the server runs), and which calls saving takes. A key that is not
 * stored uses its default; saving a value stores a row; "back to default" deletes the row.
 */

/** A stored setting row as the resource API answers it. */
export interface StoredSetting {
  readonly id: number;
  readonly version: number;
  readonly key: string;
  readonly value: string;
}

/** The stored rows by catalog key (without prefix). */
export type Stored = ReadonlyMap<string, StoredSetting>;

/** The user's edits by catalog key: the text to store, or null for "back to the default". */
export type Draft = Readonly<Record<string, string | null>>;

/** Why a value cannot be saved. */
export type ValueProblem = 'invalid' | 'noneChosen' | 'tooLong';

/** One call that saving takes. */
export type Change =
  | { readonly kind: 'add'; readonly key: string; readonly value: string }
  | { readonly kind: 'update'; readonly key: string; readonly row: StoredSetting; readonly value: string }
  | { readonly kind: 'remove'; readonly key: string; readonly row: StoredSetting };

/**
 * The stored row of every catalog key. Of two rows for one key (with and without the prefix) the later one wins,
 * as when the configurator reads them; keys the catalog does not know are left out.
 */
export function storedByKey(rows: readonly StoredSetting[]): Stored {
  const byKey = new Map<string, StoredSetting>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const spec = settingSpec(row.key);
    if (spec) byKey.set(spec.key, row);
  }
  return byKey;
}

/** The text the form shows for a setting: the draft, else the stored value, else the default. */
export function shownValue(spec: SettingSpec, stored: Stored, draft: Draft): string {
  const edited = draft[spec.key];
  if (edited !== undefined) return edited ?? spec.defaultValue;
  const value = stored.get(spec.key)?.value;
  return value === undefined || value.trim() === '' ? spec.defaultValue : value;
}

/** Whether two texts of a setting mean the same value ('yes' and 'true', '00:15:00' and '15'). */
export function sameValue(spec: SettingSpec, a: string, b: string): boolean {
  const [x, y] = [a.trim(), b.trim()];
  if (x === y) return true;
  if (x === '' || y === '') return false;
  const [px, py] = [spec.type.parse(x), spec.type.parse(y)];
  return px.ok && py.ok && JSON.stringify(px.value) === JSON.stringify(py.value);
}

const MAX_LENGTH = 5000;

/** Why the text `value` of a setting would be refused, or null; '' means "the default" (not for a choice of several). */
export function valueProblem(spec: SettingSpec, value: string): ValueProblem | null {
  const raw = value.trim();
  if (raw === '') return spec.type.kind === 'weekdays' || spec.type.kind === 'choices' ? 'noneChosen' : null;
  if (value.length > MAX_LENGTH) return 'tooLong';
  return settingValueProblem(SETTING_PREFIX + spec.key, value) === null ? null : 'invalid';
}

/** The draft's problems by key (only of the keys the user changed). */
export function draftProblems(stored: Stored, draft: Draft): ReadonlyMap<string, ValueProblem> {
  const problems = new Map<string, ValueProblem>();
  for (const [key, value] of Object.entries(draft)) {
    const spec = settingSpec(key);
    if (!spec || value === null) continue;
    const problem = valueProblem(spec, value);
    if (problem) problems.set(key, problem);
  }
  // A problem the stored value has already is the stored value's: unchanged, it does not block saving.
  for (const key of [...problems.keys()]) {
    const row = stored.get(key);
    const spec = settingSpec(key);
    if (spec && row && sameValue(spec, row.value, draft[key] ?? '')) problems.delete(key);
  }
  return problems;
}

/**
 * Values that can be read but do not fit the settings they are ordered with (docs/settings.md#reading-settings:
 * duration.min above duration.max, a default outside its bounds...), as the configurator would find them: by key, the
 * keys it does not fit with. Only where the user changed the value or one it is ordered with.
 */
export function orderProblems(stored: Stored, draft: Draft): ReadonlyMap<string, readonly string[]> {
  const { problems } = readSettings(
    SETTING_CATALOG.map((spec) => ({
      key: SETTING_PREFIX + spec.key,
      value: shownValue(spec, stored, draft),
    })),
  );
  const found = new Map<string, readonly string[]>();
  for (const problem of problems) {
    const key = settingSpec(problem.key)?.key;
    if (key === undefined || !problem.related) continue;
    if ([key, ...problem.related].some((k) => k in draft)) found.set(key, problem.related);
  }
  return found;
}

/**
 * The calls that make the stored rows say what the draft says, in catalog order: a value equal to what is in effect
 * takes no call; a value where no row is stored adds one; "back to the default" (or an emptied field) deletes the row.
 */
export function pendingChanges(stored: Stored, draft: Draft): readonly Change[] {
  const changes: Change[] = [];
  for (const spec of SETTING_CATALOG) {
    const next = draft[spec.key];
    if (next === undefined) continue;
    const row = stored.get(spec.key);
    const value = next?.trim() ?? '';
    // Back to the default: a reset, or an emptied field of a setting where empty means the default.
    if (next === null || (value === '' && valueProblem(spec, value) === null)) {
      if (row) changes.push({ kind: 'remove', key: spec.key, row });
    } else if (row) {
      if (!sameValue(spec, row.value, value)) changes.push({ kind: 'update', key: spec.key, row, value });
    } else if (!sameValue(spec, spec.defaultValue, value)) {
      changes.push({ kind: 'add', key: spec.key, value });
    }
  }
  return changes;
}

/** The draft without the keys saving has settled (they now show what is stored). */
export function withoutKeys(draft: Draft, keys: Iterable<string>): Draft {
  const next: Record<string, string | null> = { ...draft };
  for (const key of keys) delete next[key];
  return next;
}

/** The stored rows after saving: a saved row replaces the old one, a removed key drops out. */
export function withSaved(stored: Stored, key: string, row: StoredSetting | null): Stored {
  const next = new Map(stored);
  if (row) next.set(key, row);
  else next.delete(key);
  return next;
}
