import type { CalendarDate } from '@internationalized/date';
import type { BlockCreateInput } from '@venue/contract';

/** What the block form holds before it is sent. */
export interface BlockDraft {
  readonly unitIds: ReadonlySet<number>;
  /** The first and the last day out of sale (both inclusive, as people say it). */
  readonly range: { readonly start: CalendarDate; readonly end: CalendarDate } | null;
  readonly reason: BlockCreateInput['reason'];
  readonly note: string;
}

/** Which field keeps the form from being sent, as i18n keys. */
export function blockDraftProblems(draft: BlockDraft): Partial<Record<'units' | 'range', string>> {
  return {
    ...(draft.unitIds.size === 0 ? { units: 'blocks.error.units' } : {}),
    ...(draft.range === null ? { range: 'blocks.error.range' } : {}),
  };
}

/** The body of `POST /api/staff/block/add`: the last day inclusive becomes the end exclusive (like a stay). */
export function blockBody(propertyId: number, draft: BlockDraft): BlockCreateInput | null {
  if (!draft.range || draft.unitIds.size === 0) return null;
  return {
    propertyId,
    from: draft.range.start.toString(),
    to: draft.range.end.add({ days: 1 }).toString(),
    unitIds: [...draft.unitIds].sort((a, b) => a - b),
    reason: draft.reason,
    note: draft.note.trim(),
  };
}
