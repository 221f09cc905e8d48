import { agreedUnitPriceProblem } from '@venue/domain';
import type { StaffOfferEditInput } from '@venue/server/api';
import { z } from 'zod';

/*
 * The offer editor's model (docs/api.md#staff-offer-edit): the booking's lines as the server priced them, the
 * user's drafts of them, the edit payload the drafts make, and the drafts carried onto the booking as someone else
 * left it (a 409 keeps the user's work). Prices are the server's: nothing is priced here.
 */

const StoredLine = z
  .object({
    id: z.number(),
    item: z.string().catch(''),
    start: z.string(),
    end: z.string(),
    itemcount: z.number().catch(1),
    personcount: z.number().catch(0),
    price: z.number().nullable().catch(null),
    unitPrice: z.number().nullable().optional().catch(null),
    quantity: z.number().optional().catch(0),
    agreedUnitPrice: z.number().nullable().optional().catch(null),
    minimumSalesAddPrice: z.number().optional().catch(undefined),
    service: z.object({ id: z.number() }).optional().catch(undefined),
    unitgroup: z.object({ id: z.number() }).optional().catch(undefined),
  })
  .passthrough();
type StoredLine = z.infer<typeof StoredLine>;

/** One line the editor shows. */
export interface EditableLine {
  /** 'u<id>' or 's<id>': the booking line. */
  readonly key: string;
  readonly kind: 'unitgroup' | 'service';
  readonly id: number;
  /** Unit group or service id: with `start` and `end` it finds the line again after someone else's save. */
  readonly itemId: number;
  readonly item: string;
  readonly start: string;
  readonly end: string;
  readonly itemcount: number;
  readonly personcount: number;
  /** The unit price the line is priced at now (agreed or the rate's), minor units; null: on request. */
  readonly unitPrice: number | null;
  readonly quantity: number;
  readonly price: number | null;
  readonly agreedUnitPrice: number | null;
  /** The minimum-sales line is computed by the server: shown, never edited. */
  readonly computed: boolean;
  /** The stored line as the server sent it, re-sent with the changes (services). */
  readonly stored: Readonly<Record<string, unknown>>;
}

/** What the user changed on a line; absent fields are unchanged. */
export interface LineDraft {
  readonly itemcount?: number;
  readonly personcount?: number;
  /** Minor units; null: back to the rate's price. */
  readonly agreedUnitPrice?: number | null;
  readonly remove?: boolean;
}

export type Drafts = Readonly<Record<string, LineDraft>>;

/** The lines of a booking's data the editor offers, unit groups first, each in the server's order. */
export function editableLines(data: Readonly<Record<string, unknown>>): EditableLine[] {
  const read = (list: unknown) =>
    (Array.isArray(list) ? list : []).flatMap((raw) => {
      const parsed = StoredLine.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    });
  const line = (l: StoredLine, kind: EditableLine['kind']): EditableLine => ({
    key: `${kind === 'unitgroup' ? 'u' : 's'}${l.id}`,
    kind,
    id: l.id,
    itemId: (kind === 'unitgroup' ? l.unitgroup?.id : l.service?.id) ?? 0,
    item: l.item,
    start: l.start,
    end: l.end,
    itemcount: l.itemcount,
    personcount: l.personcount,
    unitPrice: l.unitPrice ?? null,
    quantity: l.quantity ?? 0,
    price: l.price,
    agreedUnitPrice: l.agreedUnitPrice ?? null,
    computed: l.minimumSalesAddPrice !== undefined,
    stored: l,
  });
  return [
    ...read(data.bookingUnitgroupList).map((l) => line(l, 'unitgroup')),
    ...read(data.bookingServiceList).map((l) => line(l, 'service')),
  ];
}

/** The FORM.ERROR key of each draft whose price cannot be agreed, by line key. */
export function draftProblems(drafts: Drafts): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, draft] of Object.entries(drafts)) {
    const problem =
      draft.agreedUnitPrice === undefined ? null : agreedUnitPriceProblem(draft.agreedUnitPrice);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** Spec 7's edit payload for the drafts that change something; null when nothing changes. */
export function editPayload(
  lines: readonly EditableLine[],
  drafts: Drafts,
): Omit<StaffOfferEditInput, 'version'> | null {
  const deletedServiceIds: number[] = [];
  const editedServices: Record<string, unknown>[] = [];
  const editedUnitgroups: { id: number; agreedUnitPrice: number | null }[] = [];
  for (const line of lines) {
    const draft = drafts[line.key];
    if (!draft || line.computed) continue;
    const price =
      draft.agreedUnitPrice !== undefined && draft.agreedUnitPrice !== line.agreedUnitPrice
        ? draft.agreedUnitPrice
        : undefined;
    if (line.kind === 'unitgroup') {
      if (price !== undefined) editedUnitgroups.push({ id: line.id, agreedUnitPrice: price });
      continue;
    }
    if (draft.remove) {
      deletedServiceIds.push(line.id);
      continue;
    }
    const itemcount =
      draft.itemcount !== undefined && draft.itemcount !== line.itemcount ? draft.itemcount : undefined;
    const personcount =
      draft.personcount !== undefined && draft.personcount !== line.personcount
        ? draft.personcount
        : undefined;
    if (price === undefined && itemcount === undefined && personcount === undefined) continue;
    editedServices.push({
      ...line.stored,
      ...(itemcount !== undefined ? { itemcount } : {}),
      ...(personcount !== undefined ? { personcount } : {}),
      ...(price !== undefined ? { agreedUnitPrice: price } : {}),
    });
  }
  if (deletedServiceIds.length + editedServices.length + editedUnitgroups.length === 0) return null;
  return {
    deletedServiceIds,
    addedServices: [],
    // The stored lines as the server sent them, with the changes: the server reads what its schema knows.
    editedServices: editedServices as NonNullable<StaffOfferEditInput['editedServices']>,
    editedUnitgroups,
  };
}

/**
 * The drafts carried onto the booking as it is now (after someone else saved it, its lines have new ids): each
 * drafted line goes to the first line of the fresh booking with the same kind, item and times. Drafts of lines
 * that are gone are returned apart, so the page can say which changes could not be kept.
 */
export function rebaseDrafts(
  drafts: Drafts,
  before: readonly EditableLine[],
  after: readonly EditableLine[],
): { drafts: Record<string, LineDraft>; lost: EditableLine[] } {
  const used = new Set<string>();
  const rebased: Record<string, LineDraft> = {};
  const lost: EditableLine[] = [];
  for (const line of before) {
    const draft = drafts[line.key];
    if (!draft) continue;
    const match = after.find(
      (l) =>
        !used.has(l.key) &&
        l.kind === line.kind &&
        l.itemId === line.itemId &&
        l.start === line.start &&
        l.end === line.end,
    );
    if (!match) {
      lost.push(line);
      continue;
    }
    used.add(match.key);
    rebased[match.key] = draft;
  }
  return { drafts: rebased, lost };
}
