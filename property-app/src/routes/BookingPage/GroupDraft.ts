import { ApiError } from '@venue/api-client';
import { GroupCreateBody, type GroupCreateInput, type GroupView } from '@venue/contract';
import { addDaysToIsoDate, normalisePickupCode, reduceProblems } from '@venue/domain';

/*
 * docs/rules.md#group-blocks: the staff's group form (a group for an organiser's booking with its blocks) as a draft,
 * checked with the contract's schema (the domain's nights and release rule) before it is sent, and the server's
 * refusals of a group or a block action sorted into what the booking page says (i18n keys of groups.json).
 */

/** When a block's unpicked units go back on sale, as the form holds it (a fixed day may still be missing). */
export type ReleaseDraft =
  | { readonly kind: 'date'; readonly date: string | null }
  | { readonly kind: 'daysBefore'; readonly days: number | null }
  | { readonly kind: 'none' };

/** One block as the form holds it. */
export interface BlockDraft {
  readonly key: number;
  readonly unitgroupId: number | null;
  readonly rateplanId: number | null;
  /** The negotiated price of a unit and night in the currency's major unit (99.5 = 99.50); null while empty. */
  readonly unitPrice: number | null;
  /** The first night (the day of arrival, YYYY-MM-DD); null while empty. */
  readonly firstNight: string | null;
  /** Units per night, one entry a night, in order from the first. */
  readonly units: readonly number[];
  readonly release: ReleaseDraft;
}

/** The group form. */
export interface GroupDraft {
  readonly eventName: string;
  readonly organiserName: string;
  readonly pickupCode: string;
  readonly blocks: readonly BlockDraft[];
}

/** A new block: `firstNight` (the booking's arrival), `nights` nights of `units` units, released 14 days before. */
export const newBlock = (key: number, firstNight: string | null, nights = 1, units = 1): BlockDraft => ({
  key,
  unitgroupId: null,
  rateplanId: null,
  unitPrice: null,
  firstNight,
  units: Array.from({ length: nights }, () => units),
  release: { kind: 'daysBefore', days: 14 },
});

/** The block with `count` nights: nights kept keep their units, new ones take the last night's (else 1). */
export function withNightCount(block: BlockDraft, count: number): BlockDraft {
  const n = Math.max(1, Math.min(366, Math.trunc(count) || 1));
  const last = block.units.at(-1) ?? 1;
  return { ...block, units: Array.from({ length: n }, (_, i) => block.units[i] ?? last) };
}

/** The days of the block's nights (empty while it has no first night). */
export const nightDays = (block: Pick<BlockDraft, 'firstNight' | 'units'>): string[] =>
  block.firstNight ? block.units.map((_, i) => addDaysToIsoDate(block.firstNight as string, i)) : [];

/** Cents of a price in the major unit (2 decimals). */
export const centsOf = (price: number) => Math.round(price * 100);

/** The body of POST /api/staff/group/add (what the server checks again). */
export function groupBody(organiserBookingId: number, draft: GroupDraft): GroupCreateInput {
  const organiserName = draft.organiserName.trim();
  const pickupCode = draft.pickupCode.trim();
  return {
    organiserBookingId,
    eventName: draft.eventName.trim(),
    ...(organiserName ? { organiserName } : {}),
    ...(pickupCode ? { pickupCode } : {}),
    blocks: draft.blocks.map((b) => ({
      unitgroupId: b.unitgroupId ?? 0,
      rateplanId: b.rateplanId ?? 0,
      unitPrice: b.unitPrice === null ? -1 : centsOf(b.unitPrice),
      nights: nightDays(b).map((night, i) => ({ night, units: b.units[i] ?? 0 })),
      release:
        b.release.kind === 'date'
          ? { kind: 'date', date: b.release.date ?? '' }
          : b.release.kind === 'daysBefore'
            ? { kind: 'daysBefore', days: b.release.days ?? -1 }
            : { kind: 'none' },
    })),
  };
}

/** A field of the form: `eventName`, `pickupCode`, or a block's field as `blocks.{index}.{field}`. */
export type GroupField = string;

/** The i18n key of what is wrong with each field ('groups.error.…'); empty when the server may have it. */
export function groupProblems(organiserBookingId: number, draft: GroupDraft): Record<GroupField, string> {
  const problems: Record<GroupField, string> = {};
  const add = (field: string, key: string) => {
    problems[field] ??= key;
  };
  const parsed = GroupCreateBody.safeParse(groupBody(organiserBookingId, draft));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [first, index, field, , sub] = issue.path.map(String);
      if (first === 'eventName') add('eventName', 'groups.error.eventName');
      else if (first === 'organiserName') add('organiserName', 'groups.error.organiserName');
      else if (first === 'pickupCode') add('pickupCode', 'groups.error.pickupCode');
      else if (first === 'blocks' && index !== undefined && field !== undefined) {
        const at = `blocks.${index}`;
        if (field === 'unitgroupId') add(`${at}.unitgroupId`, 'groups.error.unitgroup');
        else if (field === 'rateplanId') add(`${at}.rateplanId`, 'groups.error.rateplan');
        else if (field === 'unitPrice') add(`${at}.unitPrice`, 'groups.error.unitPrice');
        else if (field === 'nights')
          add(
            sub === 'units' ? `${at}.units` : `${at}.firstNight`,
            sub === 'units' ? 'groups.error.units' : 'groups.error.firstNight',
          );
        else if (field === 'release')
          add(
            `${at}.release`,
            draft.blocks[Number(index)]?.release.kind === 'date'
              ? 'groups.error.releaseDate'
              : 'groups.error.releaseDays',
          );
      }
    }
  // The domain reads the code as attendees type it (case, spaces and dashes ignored): 4 to 16 letters or digits.
  if (draft.pickupCode.trim() && normalisePickupCode(draft.pickupCode) === null)
    add('pickupCode', 'groups.error.pickupCode');
  draft.blocks.forEach((b, i) => {
    if (!b.firstNight) add(`blocks.${i}.firstNight`, 'groups.error.firstNight');
    if (b.units.length > 0 && b.units.every((u) => u === 0)) add(`blocks.${i}.units`, 'groups.error.noUnits');
  });
  return problems;
}

/** The reduced nights a block may take (`reduceProblems`: never more, never below what was picked up). */
export function reduceCheck(
  block: GroupView['blocks'][number],
  summary: GroupView['pickupSummary'],
  units: readonly number[],
): { code: 'notAReduction' | 'belowPicked'; nights: readonly string[] }[] {
  const pickups = summary
    .filter((r) => r.blockId === block.id && r.picked > 0)
    .map((r, i) => ({ bookingId: i + 1, nights: [r.night], units: r.picked }));
  return reduceProblems(
    { nights: block.nights, pickups },
    block.nights.map((n, i) => ({ night: n.night, units: units[i] ?? n.units })),
  );
}

/** A refusal of the server as the page says it. */
export type GroupRefusal =
  /** 409 error.availability: the nights that fall short. */
  | {
      readonly kind: 'availability';
      readonly nights: readonly { night: string; needed: number; free: number }[];
    }
  /** 409 error.conflict: someone changed the block meanwhile (the page shows it as it is now). */
  | { readonly kind: 'conflict' }
  /** 409 error.booking.state: the block's status no longer allows it. */
  | { readonly kind: 'state' }
  /** 422: the reduction grows a night or goes below what was picked up, or the pickup code is taken. */
  | {
      readonly kind: 'reduce';
      readonly code: 'notAReduction' | 'belowPicked';
      readonly nights: readonly string[];
    }
  | { readonly kind: 'codeTaken' }
  /** 400/422 otherwise: input the server does not take. */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' };

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/** Sorts a failed group call's error (docs/api.md#group-blocks) into what the page shows. */
export function refusalOf(error: unknown): GroupRefusal {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 409 && error.error === 'error.availability')
    return {
      kind: 'availability',
      nights: error.details.map((d) => {
        const r = record(d);
        return { night: String(r.night ?? ''), needed: Number(r.needed ?? 0), free: Number(r.free ?? 0) };
      }),
    };
  if (error.status === 409 && error.error === 'error.conflict') return { kind: 'conflict' };
  if (error.status === 409 && error.error === 'error.booking.state') return { kind: 'state' };
  if (error.status === 422) {
    const first = record(error.details[0]);
    if (first.code === 'notAReduction' || first.code === 'belowPicked')
      return {
        kind: 'reduce',
        code: first.code,
        nights: Array.isArray(first.nights) ? first.nights.map(String) : [],
      };
    if (first.path === 'pickupCode') return { kind: 'codeTaken' };
    return { kind: 'invalid' };
  }
  if (error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}
