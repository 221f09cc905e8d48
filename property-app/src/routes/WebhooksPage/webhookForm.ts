import type { WebhookEndpoint, WebhookEventType } from '@venue/contract';
import { isLoopbackHost, type WebhookUrlProblem, webhookUrlShape } from '@venue/domain';
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

/**
 * What the form can tell before asking (docs/integrations.md#which-addresses): a URL, https unless it names this
 * machine, without a user name or password, and at least one event. The server checks the addresses again.
 */
export function draftProblems(draft: WebhookDraft): WebhookProblems {
  const problems: WebhookProblems = {};
  const text = draft.url.trim();
  const shape = webhookUrlShape(text);
  if (!text) problems.url = tKey('webhooks.error.urlMissing');
  else if ('problem' in shape) problems.url = PROBLEM_TEXT[shape.problem];
  else if (shape.url.protocol === 'http:' && !isLoopbackHost(shape.url.hostname))
    problems.url = tKey('webhooks.error.https');
  if (draft.events.length === 0) problems.events = tKey('webhooks.error.events');
  return problems;
}

/** Why a URL is refused (the domain's codes, the form's and the server's alike), as the form's texts. */
const PROBLEM_TEXT: Record<WebhookUrlProblem, string> = {
  notUrl: tKey('webhooks.error.urlInvalid'),
  https: tKey('webhooks.error.https'),
  credentials: tKey('webhooks.error.credentials'),
  private: tKey('webhooks.error.private'),
  unresolved: tKey('webhooks.error.unresolved'),
};

/** A 422's details as the fields' problems (a refused address by its reason, a shape by its field). */
export function answerProblems(details: readonly unknown[]): WebhookProblems {
  const problems: WebhookProblems = {};
  for (const detail of details) {
    const { path, code } = (detail ?? {}) as { path?: unknown; code?: unknown };
    const field = Array.isArray(path) ? String(path[0]) : String(path ?? '').split('.')[0];
    if (field === 'url') {
      problems.url =
        typeof code === 'string' && code in PROBLEM_TEXT
          ? PROBLEM_TEXT[code as WebhookUrlProblem]
          : tKey('webhooks.error.refused');
    } else if (field === 'events') problems.events = tKey('webhooks.error.events');
  }
  return problems;
}
