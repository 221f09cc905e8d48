import type { PageRef } from '../model/pages.ts';

/** Every readiness code of docs/rules.md#readiness, in the order issues of one day are listed. */
export const ReadinessCode = [
  'REQUIRED_CART',
  'DATES',
  'REQUIRED_ROOM',
  'TOOMANY_ROOM',
  'TOOFEW_ROOM',
  'DAYPEOPLE_EMPTY',
  'DAYPEOPLE_ERROR',
  'DAYPEOPLE_WARNING',
  'REQUIRED_UNITGROUP',
  'CLASHES_UNITGROUP',
  'PERSONSFIT_UNITGROUP',
  'REQUIRED_SERVICETYPE',
  'REQUIRED_SERVICEGROUP',
  'REQUIRED_SERVICE_OPTION',
  'REQUIRED_SERVICESTARTTIME',
  'REQUIRED_SERVICEDESCRIPTION',
  'PAYMENTMETHOD',
  'REQUIRED_CUSTOMERACCOUNT',
  'REQUIRED_PROMOCODE',
  'REQUIRED_EVENTTITLE',
  'REQUIRED_BOOKINGREASON',
  'REQUIRED_DESCRIPTION',
  'CHILDREN_NOT_TAKEN',
] as const;
/** A readiness code. */
export type ReadinessCode = (typeof ReadinessCode)[number];

/** Errors block sending; warnings are shown but do not. */
export type ReadinessLevel = 'error' | 'warning';

/** One thing the guest still has to fix (or should know) before sending. */
export interface ReadinessIssue {
  readonly level: ReadinessLevel;
  readonly code: ReadinessCode;
  /** i18n key `CART.READINESS.<CODE>.TITLE`. */
  readonly title: string;
  /** i18n key `CART.READINESS.<CODE>.TEXT`. */
  readonly text: string;
  /** i18n key `CART.READINESS.<CODE>.BUTTON` (the button leads to `target`). */
  readonly button: string;
  /** The page where the guest can fix it. */
  readonly target: PageRef;
  /** Interpolation values for the texts (item, day, counts...). */
  readonly params: Readonly<Record<string, string | number>>;
  /** Name of the room, unit group, service, type or group concerned, if any. */
  readonly itemName: string | null;
  /** The slot it concerns (0: the stay or the whole cart). */
  readonly slotIndex: number;
}

/** Builds an issue with the i18n keys derived from its code. */
export function readinessIssue(
  code: ReadinessCode,
  fields: {
    readonly level?: ReadinessLevel;
    readonly target: PageRef;
    readonly slotIndex: number;
    readonly itemName?: string | null;
    readonly params?: Readonly<Record<string, string | number>>;
  },
): ReadinessIssue {
  const prefix = `CART.READINESS.${code}`;
  return {
    level: fields.level ?? 'error',
    code,
    title: `${prefix}.TITLE`,
    text: `${prefix}.TEXT`,
    button: `${prefix}.BUTTON`,
    target: fields.target,
    params: { ...fields.params, ...(fields.itemName ? { name: fields.itemName } : {}) },
    itemName: fields.itemName ?? null,
    slotIndex: fields.slotIndex,
  };
}

const codeOrder = new Map<string, number>(ReadinessCode.map((c, i) => [c, i]));

/** Sort order of issues: errors first, then by slot, then by code (docs/rules.md#readiness order), then by item name. */
export function compareIssues(a: ReadinessIssue, b: ReadinessIssue): number {
  if (a.level !== b.level) return a.level === 'error' ? -1 : 1;
  if (a.slotIndex !== b.slotIndex) return a.slotIndex - b.slotIndex;
  const byCode = (codeOrder.get(a.code) ?? 0) - (codeOrder.get(b.code) ?? 0);
  if (byCode !== 0) return byCode;
  const an = a.itemName ?? '';
  const bn = b.itemName ?? '';
  return an < bn ? -1 : an > bn ? 1 : 0;
}

/** Whether the cart may be sent: no issue of level error. */
export function canSend(issues: readonly ReadinessIssue[]): boolean {
  return !issues.some((i) => i.level === 'error');
}
