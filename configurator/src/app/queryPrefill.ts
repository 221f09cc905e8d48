import type { CartAction, PropertySetting, Tag } from '@venue/domain';
import { SETTING_PREFIX } from '@venue/domain';

/** What the query string asks the cart to start with (docs/pages.md#choosing-the-property: f.tagId, f.people, f.start, f.end, mode). */
export interface QueryPrefill {
  readonly tagIds: readonly number[];
  readonly people: number | null;
  readonly start: string | null;
  readonly end: string | null;
  /** Setting overrides of the `mode` parameter, as property settings. */
  readonly settingOverrides: readonly PropertySetting[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the prefill parameters. `mode` may carry JSON setting overrides (`{"autostart":"true"}`, keys with
 * or without the `web.engine.configuration.` prefix); docs/pages.md#choosing-the-property: invalid JSON is ignored with a console error.
 */
export function readQueryPrefill(search: string): QueryPrefill {
  const params = new URLSearchParams(search);
  const tagIds = (params.get('f.tagId') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  const rawPeople = params.get('f.people');
  const people = rawPeople && /^\d+$/.test(rawPeople) ? Number(rawPeople) : null;
  const start = params.get('f.start');
  const end = params.get('f.end');
  return {
    tagIds,
    people,
    start: start && ISO_DATE.test(start) ? start : null,
    end: end && ISO_DATE.test(end) ? end : null,
    settingOverrides: modeOverrides(params.get('mode')),
  };
}

function modeOverrides(raw: string | null): PropertySetting[] {
  if (!raw?.trim().startsWith('{')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.error('Ignoring the mode parameter: it is not valid JSON', error);
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.error('Ignoring the mode parameter: it is not a JSON object');
    return [];
  }
  return Object.entries(parsed).map(([key, value]) => ({
    key: key.startsWith(SETTING_PREFIX) ? key : `${SETTING_PREFIX}${key}`,
    value: String(value),
  }));
}

/** The cart transitions that apply a prefill; tags are matched by id against the property's tags. */
export function prefillActions(prefill: QueryPrefill, tags: readonly Tag[]): CartAction[] {
  const actions: CartAction[] = [];
  if (prefill.start)
    actions.push({ type: 'setDates', startdate: prefill.start, enddate: prefill.end ?? prefill.start });
  if (prefill.people !== null) actions.push({ type: 'setGuests', people: prefill.people });
  for (const id of prefill.tagIds) {
    const tag = tags.find((candidate) => candidate.id === id);
    if (tag) actions.push({ type: 'addTag', name: tag.name });
  }
  return actions;
}

/** Whether the query asked for anything. */
export function hasPrefill(prefill: QueryPrefill): boolean {
  return prefill.start !== null || prefill.people !== null || prefill.tagIds.length > 0;
}
