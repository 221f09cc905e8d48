import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type MailEvent, mailsForEvent } from '../mail/bookingMailKinds.ts';
import type { Db } from './client.ts';
import { bookingLink, bookingMail } from './mailSchema.ts';
import { booking, property } from './schema.ts';
import { appUser, userProperty } from './userSchema.ts';

/** What a booking's creation knows that later mails need: the plain token and the booker's language. */
export interface BookingLinkInput {
  readonly token: string;
  readonly language: string | null;
}

/** The languages mails are written in (server/src/mail/locales). */
const MAIL_LANGUAGES: readonly string[] = ['en', 'de'];

/**
 * docs/api.md#mails: queues the mails a booking event sends, in the transaction that recorded the event (so a
 * rolled-back change sends nothing and a committed one is never forgotten). At creation it also keeps the
 * link's token until the first mail job seals it. A mail is created at the event's time (the app's clock, which
 * the sweep compares it with), not the database's.
 */
export async function queueBookingMails(
  db: Db,
  event: MailEvent & { readonly bookingId: number; readonly at: Date },
  link?: BookingLinkInput,
): Promise<void> {
  if (link) {
    await db
      .insert(bookingLink)
      .values({ bookingId: event.bookingId, language: link.language, pendingToken: link.token })
      .onConflictDoNothing();
  }
  const orders = mailsForEvent(event);
  if (!orders.length) return;
  const [languages] = await db
    .select({ booker: bookingLink.language, property: property.defaultLanguage })
    .from(booking)
    .innerJoin(property, eq(property.id, booking.propertyId))
    .leftJoin(bookingLink, eq(bookingLink.bookingId, booking.id))
    .where(eq(booking.id, event.bookingId));
  const known = (language: string | null | undefined) =>
    language && MAIL_LANGUAGES.includes(language) ? language : null;
  const propertyLanguage = known(languages?.property) ?? 'en';
  const bookerLanguage = known(languages?.booker) ?? propertyLanguage;
  await db.insert(bookingMail).values(
    orders.map((order) => ({
      bookingId: event.bookingId,
      kind: order.kind,
      recipient: order.recipient,
      language: order.recipient === 'booker' ? bookerLanguage : propertyLanguage,
      createdAt: event.at,
    })),
  );
}

/** A queued mail as the job queue carries it: ids and names only, never a rendered text or a token. */
export interface MailJobData {
  readonly mailId: number;
  readonly bookingId: number;
  readonly kind: string;
  readonly recipient: 'booker' | 'property';
  readonly language: string;
}

const jobColumns = {
  mailId: bookingMail.id,
  bookingId: bookingMail.bookingId,
  kind: bookingMail.kind,
  recipient: bookingMail.recipient,
  language: bookingMail.language,
};

/** The queued mails of one booking (after a live change) or all queued before `createdBefore` (the sweep). */
export async function queuedMails(
  db: Db,
  where: { readonly bookingId: number } | { readonly createdBefore: Date },
): Promise<MailJobData[]> {
  return db
    .select(jobColumns)
    .from(bookingMail)
    .where(
      and(
        eq(bookingMail.status, 'queued'),
        'bookingId' in where
          ? eq(bookingMail.bookingId, where.bookingId)
          : lt(bookingMail.createdAt, where.createdBefore),
      ),
    )
    .orderBy(asc(bookingMail.id))
    .limit(500);
}

/** Everything the worker needs to render and send one mail; null when the mail or its booking is gone. */
export async function mailToSend(db: Db, mailId: number) {
  const [row] = await db
    .select({
      mail: bookingMail,
      booking,
      property: {
        key: property.key,
        name: property.name,
        i18n: property.i18n,
        timezone: property.timezone,
        themeTokens: property.themeTokens,
        address: property.address,
      },
      // The key column first: Drizzle reads a left-joined object as missing when its first column is null.
      link: {
        bookingId: bookingLink.bookingId,
        pendingToken: bookingLink.pendingToken,
        sealedToken: bookingLink.sealedToken,
      },
    })
    .from(bookingMail)
    .innerJoin(booking, eq(booking.id, bookingMail.bookingId))
    .innerJoin(property, eq(property.id, booking.propertyId))
    .leftJoin(bookingLink, eq(bookingLink.bookingId, booking.id))
    .where(eq(bookingMail.id, mailId));
  return row ?? null;
}

/** Replaces the plain token kept since the booking's creation with its sealed form. */
export async function sealLinkToken(db: Db, bookingId: number, sealedToken: string): Promise<void> {
  await db
    .update(bookingLink)
    .set({ sealedToken, pendingToken: null })
    .where(eq(bookingLink.bookingId, bookingId));
}

/** The addresses of the property's staff users (owner or staff), who get the property's mails. */
export async function staffAddresses(db: Db, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ email: appUser.email })
    .from(userProperty)
    .innerJoin(appUser, eq(appUser.id, userProperty.userId))
    .where(and(eq(userProperty.propertyId, propertyId), inArray(userProperty.role, ['owner', 'staff'])))
    .orderBy(asc(appUser.email));
  return rows.map((r) => r.email);
}

/** Records a sent mail. */
export async function markMailSent(db: Db, mailId: number, at: Date): Promise<void> {
  await db
    .update(bookingMail)
    .set({ status: 'sent', attempts: sql`${bookingMail.attempts} + 1`, sentAt: at, lastError: null })
    .where(eq(bookingMail.id, mailId));
}

/** Records a failed attempt; `final` when the queue gives up (no retry left). */
export async function markMailAttemptFailed(db: Db, mailId: number, error: string, final: boolean) {
  await db
    .update(bookingMail)
    .set({
      attempts: sql`${bookingMail.attempts} + 1`,
      lastError: error,
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where(eq(bookingMail.id, mailId));
}

/** A booking's mails, oldest first, for its page in the property app. */
export async function bookingMails(db: Db, bookingId: number) {
  return db
    .select({
      kind: bookingMail.kind,
      recipient: bookingMail.recipient,
      status: bookingMail.status,
      attempts: bookingMail.attempts,
      lastError: bookingMail.lastError,
      createdAt: bookingMail.createdAt,
      sentAt: bookingMail.sentAt,
    })
    .from(bookingMail)
    .where(eq(bookingMail.bookingId, bookingId))
    .orderBy(asc(bookingMail.id));
}
