import type { StaffOfferEditInput } from '@venue/contract';
import {
  agreedUnitPriceProblem,
  type BookingRecord,
  isPerPersonMode,
  nameIn,
  nightsBetween,
  type RecordServiceLine,
  type RecordUnitgroupLine,
  serviceLinesOf,
  unitgroupLinesOf,
} from '@venue/domain';

/*
 * The offer editor's model (docs/api.md#staff-offer-edit): the booking's lines as the server priced them, the
 * user's drafts of them, the edit payload the drafts make, and the drafts carried onto the booking as someone else
 * left it (a 409 keeps the user's work). Prices are the server's: nothing is priced here.
 */

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
  /** docs/rules.md#children: the line's children. */
  readonly childcount: number;
  /**
   * Whether the line counts children: a service that counts persons (its selling mode) or a stay in rooms (a unit
   * group line over nights).
   */
  readonly countsChildren: boolean;
  /** Hours of a service sold by duration (docs/rules.md#quantity); 0 for a unit group line. */
  readonly durationcount: number;
  /** The unit price the line is priced at now (agreed or the rate's), minor units; null: on request. */
  readonly unitPrice: number | null;
  readonly quantity: number;
  readonly price: number | null;
  readonly agreedUnitPrice: number | null;
  /** The minimum-sales line is computed by the server: shown, never edited. */
  readonly computed: boolean;
  /** The stored service line, re-sent with the changes (null for a unit group line). */
  readonly stored: RecordServiceLine | null;
}

/** What the user changed on a line; absent fields are unchanged. */
export interface LineDraft {
  readonly itemcount?: number;
  readonly personcount?: number;
  readonly childcount?: number;
  readonly durationcount?: number;
  /** Minor units; null: back to the rate's price. */
  readonly agreedUnitPrice?: number | null;
  readonly remove?: boolean;
}

export type Drafts = Readonly<Record<string, LineDraft>>;

/** A service the user adds to the offer, for the time of one of its unit group lines. */
export interface AddedService {
  /** 'a1', 'a2', ...: the draft's key in the form. */
  readonly key: string;
  readonly serviceId: number;
  /** The service's name in the user's language, for the form. */
  readonly name: string;
  /** The unit group line it is for (its key): the service takes that line's times. */
  readonly lineKey: string;
  readonly optionId: number | null;
  readonly itemcount: number;
  readonly personcount: number;
  /** Minor units; null: the rate's price. */
  readonly agreedUnitPrice: number | null;
}

/**
 * The lines of a booking's record the editor offers, unit groups first, each in the server's order, named in the
 * user's language as the record kept the names when it was booked.
 */
export function editableLines(record: BookingRecord, language: string): EditableLine[] {
  const common = (l: RecordUnitgroupLine | RecordServiceLine) => ({
    id: l.id,
    item: nameIn(l.names, language, l.item),
    start: l.start,
    end: l.end,
    itemcount: l.itemcount,
    personcount: l.personcount,
    childcount: l.childcount,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    price: l.price,
    agreedUnitPrice: l.agreedUnitPrice,
  });
  return [
    ...unitgroupLinesOf(record).map(
      (l): EditableLine => ({
        ...common(l),
        durationcount: 0,
        countsChildren: nightsBetween(l.start.slice(0, 10), l.end.slice(0, 10)) > 0,
        key: `u${l.id}`,
        kind: 'unitgroup',
        itemId: l.unitgroup.id,
        computed: false,
        stored: null,
      }),
    ),
    ...serviceLinesOf(record).map(
      (l): EditableLine => ({
        ...common(l),
        durationcount: l.durationcount,
        // An older record has no selling mode, only whether the line was priced per person.
        countsChildren: l.sellingmode !== null ? isPerPersonMode(l.sellingmode) : l.isPerPerson,
        key: `s${l.id}`,
        kind: 'service',
        itemId: l.service.id,
        computed: l.minimumSalesAddPrice !== undefined,
        stored: l,
      }),
    ),
  ];
}

/** A stored service line as the edit payload sends it again (the server's schema of a service line). */
const serviceLineInput = (l: RecordServiceLine) => ({
  service: l.service,
  itemcount: l.itemcount,
  personcount: l.personcount,
  childcount: l.childcount,
  durationcount: l.durationcount,
  description: l.description,
  starttime: l.starttime,
  endtime: l.endtime,
  start: l.start,
  end: l.end,
  serviceOptionList: l.serviceOptionList,
  bookingUnitgroup: l.bookingUnitgroup,
});

/**
 * Whether the editor offers a line's children: a line that counts them, where the property takes children or the
 * line already has some (so they can be taken off again).
 */
export const editsChildren = (line: EditableLine, childrenEnabled: boolean) =>
  line.countsChildren && (childrenEnabled || line.childcount > 0);

/** The FORM.ERROR key of each draft or added service whose price cannot be agreed, by key. */
export function draftProblems(drafts: Drafts, added: readonly AddedService[] = []): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, draft] of Object.entries(drafts)) {
    const problem =
      draft.agreedUnitPrice === undefined ? null : agreedUnitPriceProblem(draft.agreedUnitPrice);
    if (problem) problems[key] = problem;
  }
  for (const a of added) {
    const problem = a.agreedUnitPrice === null ? null : agreedUnitPriceProblem(a.agreedUnitPrice);
    if (problem) problems[a.key] = problem;
  }
  return problems;
}

/** The booking's unit group lines a new service can be for. */
export const hostLines = (lines: readonly EditableLine[]) => lines.filter((l) => l.kind === 'unitgroup');

/** Spec 7's edit payload for the drafts that change something; null when nothing changes. */
export function editPayload(
  lines: readonly EditableLine[],
  drafts: Drafts,
  added: readonly AddedService[] = [],
): Omit<StaffOfferEditInput, 'version'> | null {
  const deletedServiceIds: number[] = [];
  const editedServices: NonNullable<StaffOfferEditInput['editedServices']> = [];
  const editedUnitgroups: NonNullable<StaffOfferEditInput['editedUnitgroups']> = [];
  for (const line of lines) {
    const draft = drafts[line.key];
    if (!draft || line.computed) continue;
    const price =
      draft.agreedUnitPrice !== undefined && draft.agreedUnitPrice !== line.agreedUnitPrice
        ? draft.agreedUnitPrice
        : undefined;
    const childcount =
      draft.childcount !== undefined && draft.childcount !== line.childcount ? draft.childcount : undefined;
    if (line.kind === 'unitgroup') {
      if (price !== undefined || childcount !== undefined)
        editedUnitgroups.push({
          id: line.id,
          ...(price !== undefined ? { agreedUnitPrice: price } : {}),
          ...(childcount !== undefined ? { childcount } : {}),
        });
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
    const durationcount =
      draft.durationcount !== undefined && draft.durationcount !== line.durationcount
        ? draft.durationcount
        : undefined;
    if (
      price === undefined &&
      itemcount === undefined &&
      personcount === undefined &&
      childcount === undefined &&
      durationcount === undefined
    )
      continue;
    if (!line.stored) continue;
    editedServices.push({
      ...serviceLineInput(line.stored),
      id: line.id,
      ...(itemcount !== undefined ? { itemcount } : {}),
      ...(personcount !== undefined ? { personcount } : {}),
      ...(childcount !== undefined ? { childcount } : {}),
      ...(durationcount !== undefined ? { durationcount } : {}),
      ...(price !== undefined ? { agreedUnitPrice: price } : {}),
    });
  }
  const addedServices = added.flatMap((a) => {
    const host = lines.find((l) => l.key === a.lineKey && l.kind === 'unitgroup');
    if (!host) return [];
    return [
      {
        service: { id: a.serviceId },
        itemcount: a.itemcount,
        personcount: a.personcount,
        // An hourly service starts at one hour, as a guest's does; its hours are edited on the saved line.
        durationcount: 1,
        start: host.start,
        end: host.end,
        serviceOptionList: a.optionId === null ? [] : [{ serviceOption: { id: a.optionId } }],
        bookingUnitgroup: { id: host.id },
        ...(a.agreedUnitPrice !== null ? { agreedUnitPrice: a.agreedUnitPrice } : {}),
      },
    ];
  });
  if (deletedServiceIds.length + editedServices.length + editedUnitgroups.length + addedServices.length === 0)
    return null;
  return {
    deletedServiceIds,
    addedServices,
    editedServices,
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
  added: readonly AddedService[] = [],
): { drafts: Record<string, LineDraft>; added: AddedService[]; lost: EditableLine[] } {
  const used = new Set<string>();
  const rebased: Record<string, LineDraft> = {};
  const lost: EditableLine[] = [];
  const sameLine = (a: EditableLine, b: EditableLine) =>
    a.kind === b.kind && a.itemId === b.itemId && a.start === b.start && a.end === b.end;
  for (const line of before) {
    const draft = drafts[line.key];
    if (!draft) continue;
    const match = after.find((l) => !used.has(l.key) && sameLine(l, line));
    if (!match) {
      lost.push(line);
      continue;
    }
    used.add(match.key);
    rebased[match.key] = draft;
  }
  // An added service follows its unit group line; one whose line is gone waits for a new choice of line.
  const carried = added.map((a) => {
    const host = before.find((l) => l.key === a.lineKey);
    const match = host ? after.find((l) => sameLine(l, host)) : undefined;
    return { ...a, lineKey: match?.key ?? '' };
  });
  return { drafts: rebased, added: carried, lost };
}
