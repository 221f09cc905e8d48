import type { WebhookEndpoint, WebhookEventType } from '@venue/contract';
import { tKey } from '../../i18n/tKey.ts';

/** The add or edit form of an endpoint as typed. */
export interface WebhookDraft {
  readonly url: string;
  readonly description: string;
  readonly events: readonly WebhookEventType[];
}

export type WebhookField = 'url' | 'events';
export type WebhookProblems = Partial<Record<WebhookField, string>>;

export const emptyDraft: WebhookDraft = { url: '', description: '', events: [] };

/** The form filled with an endpoint's stored values (edit, and after a 409). */
export const draftOf = (endpoint: WebhookEndpoint): WebhookDraft => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
});

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * What the form can tell before asking (docs/integrations.md#which-addresses): a URL, https unless it names this
 * machine, without a user name or password, and at least one event. The server checks the addresses again.
 */
export function draftProblems(draft: WebhookDraft): WebhookProblems {
  const problems: WebhookProblems = {};
  const text = draft.url.trim();
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!text) problems.url = tKey('webhooks.error.urlMissing');
  else if (!url || !/^https?:$/.test(url.protocol)) problems.url = tKey('webhooks.error.urlInvalid');
  else if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname))
    problems.url = tKey('webhooks.error.https');
  else if (url.username || url.password) problems.url = tKey('webhooks.error.credentials');
  if (draft.events.length === 0) problems.events = tKey('webhooks.error.events');
  return problems;
}

/** The server's reasons for refusing a URL (server/src/webhooks/addresses.ts), as the form's texts. */
const REFUSALS: readonly (readonly [RegExp, string])[] = [
  [/not a public address/, tKey('webhooks.error.private')],
  [/only https/, tKey('webhooks.error.https')],
  [/user name or password/, tKey('webhooks.error.credentials')],
  [/does not resolve|has no address/, tKey('webhooks.error.unresolved')],
  [/not a URL/, tKey('webhooks.error.urlInvalid')],
];

/** A 422's details as the fields' problems (a refused address by its reason, a shape by its field). */
export function answerProblems(details: readonly unknown[]): WebhookProblems {
  const problems: WebhookProblems = {};
  for (const detail of details) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? String(path[0]) : String(path ?? '').split('.')[0];
    if (field === 'url') {
      const reason = typeof message === 'string' ? message : '';
      problems.url =
        REFUSALS.find(([pattern]) => pattern.test(reason))?.[1] ?? tKey('webhooks.error.refused');
    } else if (field === 'events') problems.events = tKey('webhooks.error.events');
  }
  return problems;
}
