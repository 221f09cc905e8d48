import { rowChecks } from '@venue/contract';
import type { ZodType } from 'zod';
import type { FieldSpec } from './resourceForms.ts';

/*
 * A catalog form's state, apart from React: the draft (what the inputs show), the fields the server takes, only
 * the changed ones for an update, the problems of a draft (the server's own zod schema and row checks), and a
 * draft laid over someone else's newer version after a conflict, so nobody's change is lost.
 */

/** The languages a text is edited in, side by side. */
export const LANGUAGES = ['en', 'de'] as const;

/** Input values by draft key: a field's name, or `{field}@{language}` for a translated text. */
export type Draft = Readonly<Record<string, unknown>>;
type Row = Readonly<Record<string, unknown>>;
type Translations = Record<string, Record<string, string>>;

export const textKey = (field: string, language: string) => `${field}@${language}`;

/** A set of ids as the server answers it: each once, in ascending order (so an unchanged set sends nothing). */
const idSet = (value: unknown): number[] =>
  [...new Set(Array.isArray(value) ? (value as number[]) : [])].sort((a, b) => a - b);

const translationsOf = (row: Row): Translations => (row.i18n ?? {}) as Translations;

/**
 * What the inputs show for a row. A translated text's input in the property's own language edits the field
 * itself (what every language falls back to, and its translation into that language if it has one, which guests
 * see first); the others edit the row's translations (`i18n`).
 */
export function draftOf(row: Row, fields: readonly FieldSpec[], baseLanguage: string): Draft {
  const draft: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === 'text' && f.translated) {
      for (const language of LANGUAGES)
        draft[textKey(f.name, language)] =
          language === baseLanguage
            ? translationsOf(row)[language]?.[f.name] || String(row[f.name] ?? '')
            : (translationsOf(row)[language]?.[f.name] ?? '');
    } else if (f.kind === 'time') {
      draft[f.name] = String(row[f.name] ?? '').slice(0, 5);
    } else if (f.kind === 'text' || f.kind === 'code') {
      draft[f.name] = String(row[f.name] ?? '');
    } else if (f.kind === 'ids') {
      draft[f.name] = idSet(row[f.name]);
    } else {
      draft[f.name] = row[f.name] ?? null;
    }
  }
  return draft;
}

/** The fields as the server takes them: the row (or a new row's defaults) with the draft's values. */
export function fieldsOf(
  draft: Draft,
  fields: readonly FieldSpec[],
  baseLanguage: string,
  row: Row,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const i18n: Translations = structuredClone(translationsOf(row));
  let translated = false;
  for (const f of fields) {
    if (f.kind === 'text' && f.translated) {
      translated = true;
      for (const language of LANGUAGES) {
        const text = String(draft[textKey(f.name, language)] ?? '');
        if (language === baseLanguage) {
          out[f.name] = text.trim();
          // A translation into the property's own language wins for guests: it follows the field.
          const own = i18n[language];
          if (own?.[f.name] && text.trim()) i18n[language] = { ...own, [f.name]: text.trim() };
          continue;
        }
        const own = { ...i18n[language] };
        if (text.trim()) own[f.name] = text.trim();
        else delete own[f.name];
        if (Object.keys(own).length) i18n[language] = own;
        else delete i18n[language];
      }
    } else if (f.kind === 'time') {
      const value = String(draft[f.name] ?? '');
      out[f.name] = /^\d\d:\d\d$/.test(value) ? `${value}:00` : value;
    } else if (f.kind === 'text' || f.kind === 'code') {
      out[f.name] = String(draft[f.name] ?? '').trim();
    } else if (f.kind === 'ids') {
      out[f.name] = idSet(draft[f.name]);
    } else {
      out[f.name] = draft[f.name];
    }
  }
  if (translated) out.i18n = i18n;
  return out;
}

/** JSON with sorted keys, so two equal translations compare equal whatever their key order. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Only what differs from the row: the body of an update (besides id and version). */
export function changesOf(row: Row, fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => stable(row[key]) !== stable(value)),
  );
}

/** The draft keys the user changed since they read the row. */
export function editedKeys(read: Draft, draft: Draft): string[] {
  return Object.keys(draft).filter((key) => stable(read[key]) !== stable(draft[key]));
}

/**
 * After a conflict: someone else's version with the user's own edits laid over it, and the keys both changed
 * to different values (the user's value is kept; the form says so).
 */
export function rebaseDraft(read: Draft, draft: Draft, theirs: Draft): { draft: Draft; clashes: string[] } {
  const mine = editedKeys(read, draft);
  const merged: Record<string, unknown> = { ...theirs };
  for (const key of mine) merged[key] = draft[key];
  const clashes = mine.filter(
    (key) => stable(theirs[key]) !== stable(read[key]) && stable(theirs[key]) !== stable(draft[key]),
  );
  return { draft: merged, clashes };
}

/** i18n keys of the messages a problem shows, by what went wrong. */
const PROBLEM_KEYS = {
  required: 'offer.error.required',
  tooLong: 'offer.error.tooLong',
  range: 'offer.error.range',
  code: 'offer.error.code',
  time: 'offer.error.time',
  choose: 'offer.error.choose',
  invalid: 'offer.error.invalid',
  endAfterStart: 'offer.error.endAfterStart',
  minAboveMax: 'offer.error.minAboveMax',
} as const;
export type ProblemKey = (typeof PROBLEM_KEYS)[keyof typeof PROBLEM_KEYS];

/** The draft key an API field path shows its problem at ('name' → 'name@de' when German is the base). */
function draftKeyOf(path: readonly PropertyKey[], fields: readonly FieldSpec[], baseLanguage: string) {
  const [first, second, third] = path.map(String);
  if (first === 'i18n' && second && third) return textKey(third, second);
  const field = fields.find((f) => f.name === first);
  if (!field) return '';
  return field.kind === 'text' && field.translated ? textKey(field.name, baseLanguage) : field.name;
}

function problemKeyOf(field: FieldSpec | undefined, code: string, value: unknown): ProblemKey {
  if (field?.kind === 'code') return value === '' ? PROBLEM_KEYS.required : PROBLEM_KEYS.code;
  if (field?.kind === 'time') return PROBLEM_KEYS.time;
  if (field?.kind === 'ref' || field?.kind === 'choice') return PROBLEM_KEYS.choose;
  if (field?.kind === 'ids') return PROBLEM_KEYS.invalid;
  if (code === 'too_small') return typeof value === 'string' ? PROBLEM_KEYS.required : PROBLEM_KEYS.range;
  if (code === 'too_big') return typeof value === 'string' ? PROBLEM_KEYS.tooLong : PROBLEM_KEYS.range;
  if (code === 'invalid_type')
    return value == null || Number.isNaN(value) ? PROBLEM_KEYS.required : PROBLEM_KEYS.invalid;
  return PROBLEM_KEYS.invalid;
}

/** The row checks' paths and what they mean (contract/src/resources.ts rowChecks). */
const ROW_PROBLEMS: Readonly<Record<string, ProblemKey>> = {
  minPersons: PROBLEM_KEYS.minAboveMax,
  minOption: PROBLEM_KEYS.minAboveMax,
  endtime: PROBLEM_KEYS.endAfterStart,
};

/**
 * A draft's problems by draft key, as i18n keys: the fields through the base's zod schema (the server's), the
 * whole row through the base's row checks (the server's too). Empty: the server will take it.
 */
export function problemsOf(
  base: string,
  schema: ZodType,
  fields: readonly FieldSpec[],
  baseLanguage: string,
  candidate: Readonly<Record<string, unknown>>,
  row: Row,
): Record<string, ProblemKey> {
  const problems: Record<string, ProblemKey> = {};
  const result = schema.safeParse(candidate);
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = draftKeyOf(issue.path, fields, baseLanguage);
      // A translation's problem (`i18n.de.name`) is its field's, judged by the translated text.
      const [first, language, translated] = issue.path.map(String);
      const inTranslation = first === 'i18n' && language !== undefined && translated !== undefined;
      const name = inTranslation ? translated : first;
      const field = fields.find((f) => f.name === name);
      const value = inTranslation
        ? translationsOf(candidate)[language]?.[translated]
        : candidate[String(first)];
      if (key && !problems[key]) problems[key] = problemKeyOf(field, issue.code, value);
    }
  for (const problem of rowChecks[base]?.({ ...row, ...candidate }) ?? []) {
    const key = draftKeyOf([problem.path], fields, baseLanguage);
    if (key && !problems[key]) problems[key] = ROW_PROBLEMS[problem.path] ?? PROBLEM_KEYS.invalid;
  }
  return problems;
}

/** The API's 422 details (`[{ path, message }]`) as problems by draft key; a path-less one under ''. */
export function serverProblemsOf(
  details: readonly unknown[],
  fields: readonly FieldSpec[],
  baseLanguage: string,
): Record<string, ProblemKey> {
  const problems: Record<string, ProblemKey> = {};
  for (const detail of details) {
    const path = String((detail as { path?: unknown }).path ?? '');
    const key = path ? draftKeyOf(path.split('.'), fields, baseLanguage) : '';
    problems[key] ??= ROW_PROBLEMS[path] ?? PROBLEM_KEYS.invalid;
  }
  return problems;
}
