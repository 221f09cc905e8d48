import type { PaymentProviderBody, PaymentProviderSettings, StoredSecret } from '@venue/contract';
import {
  type PaymentCaptureMode,
  type PaymentProviderMode,
  type PaymentProviderName,
  type ProviderField,
  type ProviderProblem,
  providerSetupProblems,
} from '@venue/domain';

/** What the owner does with a secret: keep the stored one, type a new one, or clear it. */
export type SecretDraft =
  | { readonly kind: 'keep' }
  | { readonly kind: 'new'; readonly text: string }
  | { readonly kind: 'clear' };

/** The payments form as the owner edits it, with the version it was read at. */
export interface PaymentsDraft {
  readonly version: number;
  readonly provider: PaymentProviderName;
  readonly mode: PaymentProviderMode;
  /** docs/payments.md#capturing-later: taken when the booker pays, or authorised and captured by the hotel. */
  readonly capture: PaymentCaptureMode;
  readonly accountId: string;
  readonly publicKey: string;
  readonly liveEndpointPrefix: string;
  readonly secretKey: SecretDraft;
  readonly webhookSecret: SecretDraft;
}

export type SecretName = 'secretKey' | 'webhookSecret';

/** The draft of a set-up as read (secrets kept). */
export const draftOf = (stored: PaymentProviderSettings): PaymentsDraft => ({
  version: stored.version,
  provider: stored.provider,
  mode: stored.mode,
  capture: stored.capture,
  accountId: stored.accountId ?? '',
  publicKey: stored.publicKey ?? '',
  liveEndpointPrefix: stored.liveEndpointPrefix ?? '',
  secretKey: { kind: 'keep' },
  webhookSecret: { kind: 'keep' },
});

/**
 * The stored secret the draft would keep, or null: another provider's secrets are dropped on a change
 * (docs/api.md#payment-provider), and a cleared one is gone.
 */
export function keptSecret(
  stored: PaymentProviderSettings,
  draft: PaymentsDraft,
  name: SecretName,
): StoredSecret | null {
  const secret = stored[name];
  return secret.set && stored.provider === draft.provider && draft[name].kind === 'keep' ? secret : null;
}

/** A secret as the check sees it: typed text, a kept one it cannot see (undefined), or none. */
function checkedSecret(stored: PaymentProviderSettings, draft: PaymentsDraft, name: SecretName) {
  const typed = draft[name];
  if (typed.kind === 'new' && typed.text.trim() !== '') return typed.text.trim();
  const kept = keptSecret(stored, draft, name);
  // A stored secret that no longer opens counts as missing: the server would refuse keeping it.
  return kept?.readable ? undefined : null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The problems the server would name, found before sending (docs/payments.md#setting-up-a-provider). */
export function draftProblems(
  stored: PaymentProviderSettings,
  draft: PaymentsDraft,
): Map<ProviderField, string> {
  const problems: ProviderProblem[] = providerSetupProblems({
    provider: draft.provider,
    mode: draft.mode,
    accountId: orNull(draft.accountId),
    publicKey: orNull(draft.publicKey),
    liveEndpointPrefix: orNull(draft.liveEndpointPrefix),
    secretKey: checkedSecret(stored, draft, 'secretKey'),
    webhookSecret: checkedSecret(stored, draft, 'webhookSecret'),
  });
  return new Map(problems.map((p) => [p.path, p.code]));
}

/** A secret in the body: left out keeps it, '' clears it, else the new text. */
function bodySecret(secret: SecretDraft): string | undefined {
  if (secret.kind === 'clear') return '';
  if (secret.kind === 'new' && secret.text.trim() !== '') return secret.text.trim();
  return undefined;
}

/** The PUT body of a draft; the sandbox sends no credentials (and always takes the money at once). */
export function bodyOf(draft: PaymentsDraft): PaymentProviderBody {
  if (draft.provider === 'sandbox') return { version: draft.version, provider: 'sandbox', mode: 'test' };
  const secretKey = bodySecret(draft.secretKey);
  const webhookSecret = bodySecret(draft.webhookSecret);
  return {
    version: draft.version,
    provider: draft.provider,
    mode: draft.mode,
    capture: draft.capture,
    accountId: orNull(draft.accountId),
    publicKey: orNull(draft.publicKey),
    liveEndpointPrefix:
      draft.provider === 'adyen' && draft.mode === 'live' ? orNull(draft.liveEndpointPrefix) : null,
    ...(secretKey === undefined ? {} : { secretKey }),
    ...(webhookSecret === undefined ? {} : { webhookSecret }),
  };
}

/** The field problems of a 422 answer (details with a path the form has). */
export function answerProblems(details: readonly unknown[]): Map<ProviderField, string> {
  const fields: readonly string[] = [
    'accountId',
    'publicKey',
    'liveEndpointPrefix',
    'secretKey',
    'webhookSecret',
  ];
  const problems = new Map<ProviderField, string>();
  for (const detail of details) {
    const { path, code } = (detail ?? {}) as { path?: unknown; code?: unknown };
    if (typeof path === 'string' && fields.includes(path) && typeof code === 'string')
      problems.set(path as ProviderField, code);
  }
  return problems;
}
