import type { CalendarFeedAddBody } from '@venue/contract';

/** The body of adding an export feed of the chosen unit group or unit; null when nothing is chosen. */
export function exportBody(target: string | null): CalendarFeedAddBody | null {
  const match = /^(group|unit):([1-9]\d*)$/.exec(target ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'group'
    ? { direction: 'export', name: '', unitgroupId: id }
    : { direction: 'export', name: '', unitId: id };
}

const parses = (url: string): boolean => {
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** What the import form holds before it is sent. */
export interface ImportDraft {
  readonly unitId: number | null;
  readonly url: string;
}

/** Which field keeps the import form from being sent, as i18n keys. */
export function importDraftProblems(draft: ImportDraft): Partial<Record<'unit' | 'url', string>> {
  const url = draft.url.trim();
  let urlProblem: string | null = null;
  if (!url) urlProblem = 'calendarFeeds.error.urlMissing';
  else if (!/^https?:\/\//i.test(url)) urlProblem = 'calendarFeeds.error.urlScheme';
  else if (!parses(url)) urlProblem = 'calendarFeeds.error.urlInvalid';
  return {
    ...(draft.unitId === null ? { unit: 'calendarFeeds.error.unit' } : {}),
    ...(urlProblem ? { url: urlProblem } : {}),
  };
}

/** The body of adding an import feed; null while the draft has problems. */
export function importBody(draft: ImportDraft): CalendarFeedAddBody | null {
  if (draft.unitId === null || Object.keys(importDraftProblems(draft)).length) return null;
  return { direction: 'import', name: '', unitId: draft.unitId, url: draft.url.trim() };
}

/** The reasons the server gives for refusing an import URL (server/src/calendar/fetchFeed.ts), as i18n keys. */
const URL_REFUSALS: Record<string, string> = {
  'not a URL': 'calendarFeeds.error.urlInvalid',
  'only http and https URLs': 'calendarFeeds.error.urlScheme',
  'no user name or password in the URL': 'calendarFeeds.error.urlCredentials',
  'not an address of this network': 'calendarFeeds.error.urlInternal',
};

/**
 * The URL field's message (an i18n key) for a refused import: 400/422 name the field and why (the one error
 * shape, docs/api.md); any other failure is no field's fault (null).
 */
export function importRefusal(status: number, details: readonly unknown[]): string | null {
  if (status !== 400 && status !== 422) return null;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    const onUrl = path === 'url' || (Array.isArray(path) && path.includes('url'));
    if (onUrl)
      return (typeof message === 'string' && URL_REFUSALS[message]) || 'calendarFeeds.error.urlInvalid';
  }
  return 'calendarFeeds.error.urlInvalid';
}
