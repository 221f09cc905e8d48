import { z } from 'zod';

/*
 * What the booking's page shows from a booking's `data` (the booking as the server priced it, the same the
 * booker's link loads: docs/api.md#the-bookings-inbox). `data` is typed loosely by the contract, so it is read
 * here with a forgiving schema: a field the page does not know is left out rather than failing the page.
 * Nothing is computed here: prices and VAT are the server's.
 */

const VatShare = z.object({
  vat: z.object({ name: z.string(), value: z.number() }),
  amount: z.number(),
});
export type VatShare = z.infer<typeof VatShare>;

const text = z.string().catch('');

const Line = z.object({
  id: z.number().optional().catch(undefined),
  item: text,
  start: z.string(),
  end: z.string(),
  itemcount: z.number().catch(1),
  personcount: z.number().catch(0),
  price: z.number().nullable().catch(null),
  vat: z.array(VatShare).catch([]),
  setup: z.object({ id: z.number(), name: z.string().optional() }).nullable().optional().catch(null),
  bookingUnitgroup: z
    .object({ id: z.number().optional(), index: z.number().optional() })
    .nullable()
    .optional()
    .catch(null),
});
type Line = z.infer<typeof Line>;

const Contact = z.object({
  firstname: text,
  lastname: text,
  company: text,
  email: text,
  phone: text,
  street: text,
  zip: text,
  city: text,
});
export type Contact = z.infer<typeof Contact>;

const BookingData = z.object({
  bookingUnitgroupList: z.array(Line).catch([]),
  bookingServiceList: z.array(Line).catch([]),
  vatList: z.array(VatShare).catch([]),
  booker: Contact.nullable().optional().catch(null),
  guest: Contact.nullable().optional().catch(null),
  people: z.number().nullable().optional().catch(null),
  eventtitle: text.optional(),
  info: text.optional(),
  description: text.optional(),
});

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

const viewLine = (line: Line, kind: ViewLine['kind'], key: string): ViewLine => ({
  key,
  kind,
  item: line.item,
  start: line.start,
  end: line.end,
  itemcount: line.itemcount,
  personcount: line.personcount,
  price: line.price,
  vat: line.vat,
  setupId: line.setup?.id ?? null,
  setupName: line.setup?.name ?? null,
});

/** A contact worth showing (anything filled in), else null. */
const contactOf = (c: Contact | null | undefined): Contact | null =>
  c && Object.values(c).some((v) => v.trim() !== '') ? c : null;

/**
 * Reads a booking's data for the page: its lines grouped by day (by start), in time order, each unit group line
 * followed by the services booked for it, then the services of the day booked for no unit group.
 */
export function bookingViewOf(data: Readonly<Record<string, unknown>>): BookingView {
  const parsed = BookingData.parse(data);
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
  for (const { line, index } of unitgroups) {
    const lines = dayOf(line.start.slice(0, 10));
    lines.push(viewLine(line, 'unitgroup', `u${line.id ?? index}`));
    for (const s of services) {
      const ref = s.line.bookingUnitgroup;
      const belongs =
        ref &&
        ((ref.id !== undefined && ref.id === line.id) || (ref.id === undefined && ref.index === index));
      if (belongs && !used.has(s.index)) {
        used.add(s.index);
        lines.push(viewLine(s.line, 'service', `s${s.line.id ?? s.index}`));
      }
    }
  }
  for (const s of services) {
    if (used.has(s.index)) continue;
    dayOf(s.line.start.slice(0, 10)).push(viewLine(s.line, 'service', `s${s.line.id ?? s.index}`));
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, lines]) => ({ date, lines })),
    vatList: parsed.vatList,
    booker: contactOf(parsed.booker),
    guest: contactOf(parsed.guest),
    people: parsed.people ?? null,
    eventtitle: parsed.eventtitle ?? '',
    info: parsed.info ?? '',
    description: parsed.description ?? '',
  };
}

/** The sum of a line's VAT shares (minor units). */
export const vatOf = (line: ViewLine): number => line.vat.reduce((sum, share) => sum + share.amount, 0);
