import { parseIsoDate } from '../dates/isoDate.ts';
import { serviceCounts } from '../pricing/quantity.ts';
import type { RatePolicy } from '../rates/policy.ts';
import { type PaymentStatus, paymentStatusOf } from './ledger.ts';
import { isBlockRecord, nameIn } from './read.ts';
import type {
  BookingRecord,
  RecordContact,
  RecordNames,
  RecordServiceLine,
  RecordUnitgroupLine,
} from './record.ts';

/*
 * docs/rules.md#the-booking-record: one view of a booking, from its record and the reader's language, for everyone
 * who reads it (the staff's booking page, the booker's mails): the lines by day with their names as they were
 * booked, counts, nights, setup and options, the rate and its terms, the totals. Nothing is priced here: prices and
 * VAT are the record's.
 */

/** A line's VAT share: the rate's name and percentage, and the amount in minor units. */
export interface ViewVatShare {
  readonly vat: { readonly name: string; readonly value: number };
  readonly amount: number;
}

/** The rate a line was sold at: its name in the reader's language and its terms as agreed. */
export interface ViewRate {
  readonly name: string;
  readonly policy: RatePolicy;
}

/** One line: a unit group (room, hall) or a service, as the server priced it, named in the reader's language. */
export interface ViewLine {
  /** 'u<id>' or 's<id>'. */
  readonly key: string;
  readonly kind: 'unitgroup' | 'service';
  /** The unit group's or service's id. */
  readonly id: number;
  /** The item's name in the reader's language (as the record kept it when booked). */
  readonly item: string;
  /** 'YYYY-MM-DD HH:mm'. */
  readonly start: string;
  readonly end: string;
  readonly itemcount: number;
  readonly personcount: number;
  /** Whether the line takes its whole day(s) (00:00 to 23:59, no times chosen): readers say "all day", not the clock. */
  readonly allDay: boolean;
  /** The counts a reader shows for the line (docs/rules.md#quantity), each null when it is not the line's to show. */
  readonly counts: ViewCounts;
  /** The nights a unit group line spans (its days between arrival and departure); null for a service. */
  readonly nights: number | null;
  /** The unit price it was priced at and how many units it counts; null price: on request. */
  readonly unitPrice: number | null;
  readonly quantity: number;
  /** docs/rules.md#children: the child units a per-person line counts, and the price of each (null: none). */
  readonly childQuantity: number;
  readonly childUnitPrice: number | null;
  /** Minor units; null when the server has no price (on request). */
  readonly price: number | null;
  readonly vat: readonly ViewVatShare[];
  readonly setupId: number | null;
  readonly setupName: string | null;
  /** The options chosen on a service (a diet, a variant), by name. */
  readonly options: readonly string[];
  /** The rate of a unit group line, as agreed. */
  readonly rate: ViewRate | null;
  /** The unit group line a service belongs to (its key), or null. */
  readonly parentKey: string | null;
}

/**
 * What a line counts, as every reader says it: "2 × Beamer", "Lunch buffet, 20 people", "Technician, 3 hours".
 * `items` is null where the count says nothing (one hall for people, one lunch for 20).
 */
export interface ViewCounts {
  readonly items: number | null;
  readonly people: number | null;
  /** docs/rules.md#children: the children on the line, null when none ("20 people, 3 children"). */
  readonly children: number | null;
  readonly hours: number | null;
}

/**
 * docs/rules.md#quantity: the counts a line shows. A service shows those its selling mode sets (serviceCounts: the
 * persons of a per-person service, the items of a per-item one, the hours of a per-duration one); a flat service and
 * a room show how many. An older record without the selling mode shows its people, else its items.
 */
export function lineCounts(
  line: Pick<RecordServiceLine, 'itemcount' | 'personcount' | 'durationcount'> & {
    readonly childcount?: number;
    readonly sellingmode?: number | null;
  },
  nights: number | null,
): ViewCounts {
  const children = line.childcount ? line.childcount : null;
  if (line.sellingmode !== undefined && line.sellingmode !== null) {
    const counts = serviceCounts(line.sellingmode);
    const people = counts.includes('personcount') ? line.personcount : null;
    const hours = counts.includes('durationcount') ? line.durationcount : null;
    const items =
      counts.includes('itemcount') || (people === null && hours === null) || line.itemcount > 1
        ? line.itemcount
        : null;
    return { items, people, children: people === null ? null : children, hours };
  }
  const counted = Boolean(nights) || line.itemcount > 1 || !line.personcount;
  return {
    items: counted ? line.itemcount : null,
    people: line.personcount ? line.personcount : null,
    children,
    hours: line.durationcount ? line.durationcount : null,
  };
}

/** The lines of one day, unit groups first, each followed by its services. */
export interface ViewDay {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly lines: readonly ViewLine[];
}

/** What a person reads of a booking. */
export interface BookingView {
  /** 'YYYY-MM-DD HH:mm' of the first and last moment. */
  readonly arrival: string;
  readonly departure: string;
  /** Calendar nights from the first to the last day (0 for a day's event). */
  readonly nights: number;
  readonly days: readonly ViewDay[];
  /** Every line once, in the days' order. */
  readonly lines: readonly ViewLine[];
  readonly total: number;
  readonly vatList: readonly ViewVatShare[];
  /** The booking's rate (that of its first unit group line), as agreed; null without one. */
  readonly rate: ViewRate | null;
  readonly booker: RecordContact | null;
  readonly guest: RecordContact | null;
  readonly people: number | null;
  readonly eventtitle: string;
  /** The booking reason's name in the reader's language, as booked; null without one (or without its name). */
  readonly bookingreason: string | null;
  readonly info: string;
  readonly description: string;
  /** docs/rules.md#the-payment-ledger: the booking's money as its ledger says it. */
  readonly payment: PaymentStatus;
}

const nightsBetween = (from: string, to: string): number => {
  const a = parseIsoDate(from.slice(0, 10));
  const b = parseIsoDate(to.slice(0, 10));
  return a && b
    ? Math.max(
        0,
        Math.round(
          (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
        ),
      )
    : 0;
};

/** VAT shares with the rate's name in the reader's language (as the record kept it), else as stored. */
const vatIn = (
  shares: readonly { vat: { name: string; names?: RecordNames; value: number }; amount: number }[],
  language: string,
): ViewVatShare[] =>
  shares.map((share) => ({
    vat: { name: nameIn(share.vat.names, language, share.vat.name), value: share.vat.value },
    amount: share.amount,
  }));

/** A contact worth showing (anything filled in), else null. */
const contactOf = (c: RecordContact | null | undefined): RecordContact | null =>
  c && Object.values(c).some((v) => typeof v === 'string' && v.trim() !== '') ? c : null;

function viewLine(
  line: RecordUnitgroupLine | RecordServiceLine,
  language: string,
  parentKey: string | null,
): ViewLine {
  const unitgroup = 'unitgroup' in line;
  const nights = unitgroup ? nightsBetween(line.start, line.end) : null;
  return {
    key: `${unitgroup ? 'u' : 's'}${line.id}`,
    kind: unitgroup ? 'unitgroup' : 'service',
    id: line.id,
    item: nameIn(line.names, language, line.item),
    start: line.start,
    end: line.end,
    itemcount: line.itemcount,
    personcount: line.personcount,
    allDay: line.start.slice(11, 16) === '00:00' && line.end.slice(11, 16) === '23:59',
    counts: unitgroup
      ? lineCounts({ ...line, durationcount: 0, sellingmode: null }, nights)
      : lineCounts(line, nights),
    nights,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    childQuantity: line.childQuantity,
    childUnitPrice: line.childUnitPrice,
    price: line.price,
    vat: vatIn(line.vat, language),
    setupId: unitgroup ? (line.setup?.id ?? null) : null,
    setupName: unitgroup && line.setupNames ? nameIn(line.setupNames, language) || null : null,
    options: unitgroup ? [] : line.serviceOptionList.map((o) => nameIn(o.names, language)).filter(Boolean),
    rate:
      unitgroup && line.rate ? { name: nameIn(line.rate.names, language), policy: line.rate.policy } : null,
    parentKey,
  };
}

/** The view of a block: no lines, no people (its reason and days are the block's own page's). */
const emptyView = (record: BookingRecord): BookingView => ({
  arrival: record.start,
  departure: record.end,
  nights: nightsBetween(record.start, record.end),
  days: [],
  lines: [],
  total: 0,
  vatList: [],
  rate: null,
  booker: null,
  guest: null,
  people: null,
  eventtitle: '',
  bookingreason: null,
  info: '',
  description: '',
  payment: paymentStatusOf([], 0),
});

/**
 * docs/rules.md#the-booking-record: a booking as a person reads it, in `language`: its lines grouped by day (by
 * start), in time order, each unit group line followed by the services booked for it, then the day's services
 * booked for no unit group; names, setup and options as the record kept them when booked.
 */
export function viewOfBooking(record: BookingRecord, language: string): BookingView {
  if (isBlockRecord(record)) return emptyView(record);
  const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);
  const unitgroups = [...record.bookingUnitgroupList].sort(byStart);
  const services = record.bookingServiceList
    .map((line, index) => ({ line, index }))
    .sort((a, b) => byStart(a.line, b.line));
  const used = new Set<number>();
  const days = new Map<string, ViewLine[]>();
  const dayOf = (date: string) => {
    let lines = days.get(date);
    if (!lines) {
      lines = [];
      days.set(date, lines);
    }
    return lines;
  };
  for (const line of unitgroups) {
    const lines = dayOf(line.start.slice(0, 10));
    const parent = viewLine(line, language, null);
    lines.push(parent);
    for (const s of services) {
      if (s.line.bookingUnitgroup?.id === line.id && !used.has(s.index)) {
        used.add(s.index);
        lines.push(viewLine(s.line, language, parent.key));
      }
    }
  }
  for (const s of services) {
    if (used.has(s.index)) continue;
    dayOf(s.line.start.slice(0, 10)).push(viewLine(s.line, language, null));
  }
  const ordered = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, lines]) => ({ date, lines }));
  const firstRoom = record.bookingUnitgroupList[0];
  return {
    arrival: record.start,
    departure: record.end,
    nights: nightsBetween(record.startdate, record.enddate),
    days: ordered,
    lines: ordered.flatMap((d) => d.lines),
    total: record.total,
    vatList: vatIn(record.vatList, language),
    rate: firstRoom?.rate
      ? { name: nameIn(firstRoom.rate.names, language), policy: firstRoom.rate.policy }
      : null,
    booker: contactOf(record.booker),
    guest: contactOf(record.guest),
    people: record.people,
    eventtitle: record.eventtitle,
    bookingreason: record.bookingreason ? nameIn(record.bookingreason.names, language) || null : null,
    info: record.info,
    description: record.description,
    payment: paymentStatusOf(record.payments, record.total),
  };
}

/** The sum of a line's VAT shares (minor units). */
export const vatOf = (line: Pick<ViewLine, 'vat'>): number =>
  line.vat.reduce((sum, share) => sum + share.amount, 0);
