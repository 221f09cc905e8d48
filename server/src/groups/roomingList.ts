import {
  type CsvColumn,
  type Group,
  isBlockRecord,
  type PaymentState,
  paymentStatusOf,
  type RoomingListRow,
  roomingList,
  roomingListCsv,
} from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/client.ts';
import { roomingBookings } from '../db/groupQueries.ts';
import { type MailKey, type MailLanguage, translator } from '../mail/templates.ts';

/*
 * docs/rules.md#group-blocks: the rooming list (who picked up which nights, paid or not) and its CSV export. The
 * domain orders the pickups (`roomingList`) and writes the CSV (`roomingListCsv`); the server adds each booking's
 * code, guest and payment state (from its ledger) and the translated column names.
 */

/** One attendee's line of the rooming list. */
interface RoomingLine extends RoomingListRow {
  readonly bookingCode: string;
  readonly guest: string;
  readonly unitgroup: string;
  readonly payment: PaymentState;
}

/** The group's rooming list with each booking's code, guest and payment state. */
async function roomingLines(db: Db, catalog: PropertyCatalog, group: Group): Promise<RoomingLine[]> {
  const rows = roomingList(group);
  const bookings = new Map(
    (
      await roomingBookings(
        db,
        rows.map((r) => r.bookingId),
      )
    ).map((b) => [b.id, b]),
  );
  return rows.map((r) => {
    const booking = bookings.get(r.bookingId);
    const data = booking && !isBlockRecord(booking.data) ? booking.data : null;
    const person = data ? (data.guest ?? data.booker) : null;
    return {
      ...r,
      bookingCode: booking?.internalId ?? '',
      guest: person ? [person.firstname, person.lastname].join(' ').trim() : '',
      unitgroup: catalog.unitgroupById.get(r.unitgroupId)?.name ?? '',
      payment: data ? paymentStatusOf(data.payments, booking?.total ?? 0).state : 'unpaid',
    };
  });
}

/**
 * The rooming list as the staff's page shows it (GET /api/staff/group/{id}/roominglist): each line with the
 * booking's id, so the page links to it.
 */
export async function roomingListOf(db: Db, catalog: PropertyCatalog, group: Group) {
  return (await roomingLines(db, catalog, group)).map((r) => ({
    bookingId: r.bookingId,
    bookingCode: r.bookingCode,
    guest: r.guest,
    blockId: r.blockId,
    unitgroupId: r.unitgroupId,
    unitgroup: r.unitgroup,
    arrival: r.arrival,
    departure: r.departure,
    nights: r.nights,
    units: r.units,
    payment: r.payment,
  }));
}

/** The rooming list as CSV, its column names in the reader's language. */
export async function roomingListCsvOf(
  db: Db,
  catalog: PropertyCatalog,
  group: Group,
  language: MailLanguage,
): Promise<string> {
  const t = translator(language);
  const columns: CsvColumn<RoomingLine>[] = [
    { label: t('roominglist.booking'), value: (r) => r.bookingCode },
    { label: t('roominglist.guest'), value: (r) => r.guest },
    { label: t('roominglist.unitgroup'), value: (r) => r.unitgroup },
    { label: t('roominglist.arrival'), value: (r) => r.arrival },
    { label: t('roominglist.departure'), value: (r) => r.departure },
    { label: t('roominglist.nights'), value: (r) => r.nights },
    { label: t('roominglist.units'), value: (r) => r.units },
    { label: t('roominglist.payment'), value: (r) => t(`roominglist.payment.${r.payment}` as MailKey) },
  ];
  return roomingListCsv(columns, await roomingLines(db, catalog, group));
}
