import { isBlockRecord, type ReleaseMailOccasion } from '@venue/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { bookingLink } from './mailSchema.ts';
import * as t from './schema.ts';

/*
 * docs/rules.md#group-blocks: the pickup summary mails of group blocks (before and at release). A row per block,
 * occasion and recipient is written in the transaction that decides the mail is due; the unique index makes a
 * second decision (another process, a second run) a no-op. The job then sends each queued row once.
 */

/** The languages mails are written in (server/src/mail/locales). */
const MAIL_LANGUAGES: readonly string[] = ['en', 'de'];
const known = (language: string | null | undefined) =>
  language && MAIL_LANGUAGES.includes(language) ? language : null;

/**
 * Queues the block's mails of one occasion, to the organiser (in the organiser booking's language, else the
 * property's) and to the hotel (the property's language), unless they were queued before; answers how many rows
 * were new (0: decided earlier, by this or another process).
 */
export async function queueReleaseMails(
  db: Db,
  blockId: number,
  occasion: ReleaseMailOccasion,
  at: Date,
): Promise<number> {
  const [languages] = await db
    .select({
      booking: t.booking.data,
      link: bookingLink.language,
      property: t.property.defaultLanguage,
    })
    .from(t.groupBlock)
    .innerJoin(t.bookingGroup, eq(t.bookingGroup.id, t.groupBlock.groupId))
    .innerJoin(t.property, eq(t.property.id, t.bookingGroup.propertyId))
    .innerJoin(t.booking, eq(t.booking.id, t.bookingGroup.organiserBookingId))
    .leftJoin(bookingLink, eq(bookingLink.bookingId, t.bookingGroup.organiserBookingId))
    .where(eq(t.groupBlock.id, blockId));
  if (!languages) return 0;
  const property = known(languages.property) ?? 'en';
  // The organiser booking's language: its record's, else the one it was made in, else the property's.
  const recorded = isBlockRecord(languages.booking) ? null : languages.booking.language;
  const organiser = known(recorded) ?? known(languages.link) ?? property;
  const rows = await db
    .insert(t.groupReleaseMail)
    .values([
      { blockId, occasion, recipient: 'organiser', language: organiser, createdAt: at },
      { blockId, occasion, recipient: 'property', language: property, createdAt: at },
    ])
    .onConflictDoNothing()
    .returning({ id: t.groupReleaseMail.id });
  return rows.length;
}

/** Whether the block's mail of this occasion was decided already. */
export async function releaseMailQueued(db: Db, blockId: number, occasion: ReleaseMailOccasion) {
  const rows = await db
    .select({ id: t.groupReleaseMail.id })
    .from(t.groupReleaseMail)
    .where(and(eq(t.groupReleaseMail.blockId, blockId), eq(t.groupReleaseMail.occasion, occasion)));
  return rows.length > 0;
}

/** The queued release mails, oldest first, with their group. */
export async function queuedReleaseMails(db: Db) {
  return db
    .select({
      id: t.groupReleaseMail.id,
      blockId: t.groupReleaseMail.blockId,
      groupId: t.groupBlock.groupId,
      occasion: t.groupReleaseMail.occasion,
      recipient: t.groupReleaseMail.recipient,
      language: t.groupReleaseMail.language,
      createdAt: t.groupReleaseMail.createdAt,
    })
    .from(t.groupReleaseMail)
    .innerJoin(t.groupBlock, eq(t.groupBlock.id, t.groupReleaseMail.blockId))
    .where(eq(t.groupReleaseMail.status, 'queued'))
    .orderBy(asc(t.groupReleaseMail.id))
    .limit(200);
}

/**
 * Claims a queued mail for sending: filed as sent (one attempt more) only if it is still queued, so of two
 * processes one sends it; false when another had it. A failed send puts it back (`releaseMailFailed`).
 */
export async function claimReleaseMail(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(t.groupReleaseMail)
    .set({ status: 'sent', sentAt: at, attempts: sql`${t.groupReleaseMail.attempts} + 1`, lastError: null })
    .where(and(eq(t.groupReleaseMail.id, id), eq(t.groupReleaseMail.status, 'queued')))
    .returning({ id: t.groupReleaseMail.id });
  return rows.length > 0;
}

/** How many tries a release mail gets before it is filed as failed. */
const ATTEMPTS = 5;

/** Puts a claimed mail whose send failed back in the queue, or files it failed (`final`, or out of tries). */
export async function releaseMailFailed(db: Db, id: number, error: string, final: boolean) {
  await db
    .update(t.groupReleaseMail)
    .set({
      status: final
        ? 'failed'
        : sql`case when ${t.groupReleaseMail.attempts} >= ${ATTEMPTS} then 'failed' else 'queued' end`,
      sentAt: null,
      lastError: error,
    })
    .where(eq(t.groupReleaseMail.id, id));
}

/** The organiser booking's booker (the release mails' first addressee): e-mail and name, or null. */
export async function organiserBooking(db: Db, bookingId: number) {
  const [row] = await db.select({ data: t.booking.data }).from(t.booking).where(eq(t.booking.id, bookingId));
  return row ?? null;
}
