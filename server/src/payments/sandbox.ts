import type { Settings } from '@venue/domain';

/*
 * The sandbox payment provider (TEST MODE ONLY: no money moves, no external service is called). It
 * behaves like the four provider kinds of docs/api.md#payments and decides every outcome from deterministic test
 * inputs, like a real provider's test cards (see server/README.md "Payments sandbox").
 */

/** The four provider kinds of docs/api.md#payments. */
const ProviderKinds = ['cardfields', 'link', 'iframe', 'dropin'] as const;
export type ProviderKind = (typeof ProviderKinds)[number];

/**
 * A property's provider kind: `paymentOptions.kind` when set (the sandbox switch), else from the
 * provider switches: paybox is the form in an iframe, paytweak the link, apaleo the drop-in, and
 * none of them the card fields (docs/settings.md#payment-options).
 */
export function providerKindOf(
  settings: Pick<
    Settings,
    'paymentOptions' | 'paymentPayboxEnabled' | 'paymentPaytweakEnabled' | 'paymentApaleoEnabled'
  >,
): ProviderKind {
  const chosen = settings.paymentOptions.kind;
  if (chosen && (ProviderKinds as readonly string[]).includes(chosen)) return chosen as ProviderKind;
  if (settings.paymentPayboxEnabled) return 'iframe';
  if (settings.paymentPaytweakEnabled) return 'link';
  if (settings.paymentApaleoEnabled) return 'dropin';
  return 'cardfields';
}

/**
 * How a sandbox charge ends; `unknown` answers a result code the spec does not map (the domain makes it
 * an unknown error, after which retry stays disabled).
 */
export type SandboxOutcome = 'success' | 'refused' | 'canceled' | 'pending' | 'error' | 'unknown';

/** The test cards: the number decides the outcome (any future expiry, any CVC, any holder). */
export const TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = Object.freeze({
  '4111111111111111': 'success',
  '4000000000000002': 'refused',
  '4000000000000069': 'canceled',
  '4000000000000077': 'pending',
  '4000000000000119': 'error',
  '4000000000000101': 'unknown',
});

/**
 * A test card that can be held as a guarantee but refuses every later charge (a cancellation fee), like a real
 * provider's "attaches, then declines" card.
 */
export const HOLDS_THEN_REFUSES = '4000000000000341';

/** How holding a card as a guarantee ends: as charging it would, except the card that holds and later refuses. */
export const holdOutcome = (number: string): SandboxOutcome =>
  number === HOLDS_THEN_REFUSES ? 'success' : chargeOutcome(number);

/** How a later charge to a held card ends (the sandbox remembers only this, never the number). */
export const heldChargeOutcome = (number: string): SandboxOutcome =>
  number === HOLDS_THEN_REFUSES ? 'refused' : 'success';

/** The brand a card number's first digits tell (as a provider reports it with the token). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

/** An expiry as MM/YY ("12/2030", "1230" -> "12/30"), or null when it is not one. */
export function cardExpiry(input: string): string | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(?:20)?(\d{2})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${m[2]}`;
}

/** Luhn check: a mistyped number is invalid before any charge. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The outcome of charging a (Luhn-valid) card: a test card's outcome, any other valid card succeeds. */
export function chargeOutcome(number: string): SandboxOutcome {
  return TEST_CARDS[number] ?? 'success';
}

/** docs/api.md#payments: the drop-in result code of an outcome (the reverse of the domain's dropInOutcome). */
export const RESULT_CODE: Readonly<Record<SandboxOutcome, string>> = Object.freeze({
  success: 'Authorised',
  refused: 'Refused',
  canceled: 'Cancelled',
  pending: 'Pending',
  error: 'Error',
  unknown: 'ChallengeShopper',
});

/** Digits only ("4111 1111-1111 1111" -> "4111111111111111"). */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');
