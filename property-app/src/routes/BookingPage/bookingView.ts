import {
  type BookingRecord,
  isBlockRecord,
  nameIn,
  type RecordContact,
  type RecordServiceLine,
  type RecordUnitgroupLine,
} from '@venue/domain';

/*
 * What the booking's page shows from a booking's record (domain/src/bookingRecord/record.ts: the booking as the
 * server priced it, the same the booker's link loads; docs/api.md#the-bookings-inbox). Nothing is computed here:
 * prices and VAT are the server's.
 */

/** A line's VAT share: the rate's name and percentage, and the amount in minor units. */
export interface VatShare {
  readonly vat: { readonly name: string; readonly value: number };
  readonly amount: number;
}

type Line = RecordUnitgroupLine | RecordServiceLine;
export type Contact = RecordContact;

/** One line of a day: a unit group (room, hall) or a service, as the server priced it. */
interface ViewLine {
  readonly key: string;
  readonly kind: 'unitgroup' | 'service';
  readonly item: string;
  /** 'YYYY-MM-DD HH:mm'. */
  readonly start: string;
  readonly end: string;
  readonly itemcount: number;
  readonly personcount: number;
  /** Minor units; null when the server has no price (on request). */
  readonly price: number | null;
  readonly vat: readonly VatShare[];
  readonly setupId: number | null;
  readonly setupName: string | null;
  /** The options chosen on a service (a diet, a variant), by name. */
  readonly options: readonly string[];
}

/** The lines of one day (slot), unit groups first, each followed by its services. */
interface ViewDay {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly lines: readonly ViewLine[];
}

/** The parts of a booking's data the page shows. */
export interface BookingView {
  readonly days: readonly ViewDay[];
  readonly vatList: readonly VatShare[];
  readonly booker: Contact | null;
  readonly guest: Contact | null;
  readonly people: number | null;
  readonly eventtitle: string;
  readonly info: string;
  readonly description: string;
}

/** A line as the page shows it, its names in the reader's language (as the record kept them when booked). */
const viewLine = (line: Line, kind: ViewLine['kind'], key: string, language: string): ViewLine => ({
  key,
  kind,
  item: nameIn(line.names, language, line.item),
  start: line.start,
  end: line.end,
  itemcount: line.itemcount,
  personcount: line.personcount,
  price: line.price,
  vat: line.vat,
  setupId: 'setup' in line ? (line.setup?.id ?? null) : null,
  setupName: 'setupNames' in line && line.setupNames ? nameIn(line.setupNames, language) || null : null,
  options:
    'serviceOptionList' in line
      ? line.serviceOptionList.map((o) => nameIn(o.names, language)).filter(Boolean)
      : [],
});

/** A contact worth showing (anything filled in), else null. */
const contactOf = (c: Contact | null | undefined): Contact | null =>
  c && Object.values(c).some((v) => typeof v === 'string' && v.trim() !== '') ? c : null;

/**
 * Reads a booking's data for the page: its lines grouped by day (by start), in time order, each unit group line
 * followed by the services booked for it, then the services of the day booked for no unit group.
 */
export function bookingViewOf(record: BookingRecord, language: string): BookingView {
  if (isBlockRecord(record))
    return {
      days: [],
      vatList: [],
      booker: null,
      guest: null,
      people: null,
      eventtitle: '',
      info: '',
      description: '',
    };
  const parsed = record;
  const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);
  const unitgroups = parsed.bookingUnitgroupList
    .map((line, index) => ({ line, index }))
    .sort((a, b) => byStart(a.line, b.line));
  const services = parsed.bookingServiceList
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
  for (const { line } of unitgroups) {
    const lines = dayOf(line.start.slice(0, 10));
    lines.push(viewLine(line, 'unitgroup', `u${line.id}`, language));
    for (const s of services) {
      if (s.line.bookingUnitgroup?.id === line.id && !used.has(s.index)) {
        used.add(s.index);
        lines.push(viewLine(s.line, 'service', `s${s.line.id}`, language));
      }
    }
  }
  for (const s of services) {
    if (used.has(s.index)) continue;
    dayOf(s.line.start.slice(0, 10)).push(viewLine(s.line, 'service', `s${s.line.id}`, language));
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, lines]) => ({ date, lines })),
    vatList: parsed.vatList,
    booker: contactOf(parsed.booker),
    guest: contactOf(parsed.guest),
    people: parsed.people,
    eventtitle: parsed.eventtitle,
    info: parsed.info,
    description: parsed.description,
  };
}

/** The sum of a line's VAT shares (minor units). */
export const vatOf = (line: ViewLine): number => line.vat.reduce((sum, share) => sum + share.amount, 0);
