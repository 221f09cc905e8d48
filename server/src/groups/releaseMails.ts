import {
  blockReleaseDay,
  dayIn,
  type GroupBlock,
  isBlockRecord,
  nightReleaseDay,
  pickupSummary,
  releaseMailDueBefore,
} from '@venue/domain';
import type { CatalogCache } from '../catalog/cache.ts';
import { catalogTexts } from '../catalog/localize.ts';
import type { Database, Db } from '../db/client.ts';
import { definiteBlockRefs, groupById } from '../db/groupQueries.ts';
import {
  claimReleaseMail,
  organiserBooking,
  queuedReleaseMails,
  queueReleaseMails,
  releaseMailFailed,
  releaseMailQueued,
} from '../db/groupReleaseMailQueries.ts';
import { staffAddresses } from '../db/mailQueries.ts';
import { groupReleaseMail } from '../mail/groupReleaseMail.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { mailLanguage } from '../mail/templates.ts';
import { releaseDueBlocks } from './release.ts';

/*
 * docs/rules.md#group-blocks: the pickup summary mails. Some days before a definite block's release point
 * (`releaseMailDueBefore`) and when it is released (by the job or by staff: that transaction queues them), the
 * organiser (the organiser booking's booker) and the hotel (the property's staff users) get the block's pickup
 * summary. The decision writes one row per block, occasion and recipient in its transaction (a unique index: a
 * second process deciding the same finds it there); the release job then sends each queued row, claimed first so
 * only one process sends it.
 */

/** What the release mails need: the database, the one clock, the catalogs and (to send) the mailer. */
export interface ReleaseMailDeps {
  readonly database: Database;
  readonly now: () => Date;
  readonly catalogs: Pick<CatalogCache, 'get'>;
  readonly mailer?: Pick<Mailer, 'send'>;
}

/**
 * Queues the mail before the release of every definite block for which it is due today (in its property's time
 * zone) and not yet decided: the group is read under lock and the rows written in one transaction. Answers the ids
 * of the blocks whose mails were queued now.
 */
export async function queueDueReleaseMails(
  deps: Pick<ReleaseMailDeps, 'database' | 'now'>,
): Promise<number[]> {
  const refs = await deps.database.run((db) => definiteBlockRefs(db));
  const queued: number[] = [];
  for (const ref of refs) {
    const today = dayIn(deps.now(), ref.timezone).toString();
    const due = (block: GroupBlock | undefined) => block !== undefined && releaseMailDueBefore(block, today);
    // A cheap look first: most blocks are far from their release, or were told already.
    const candidate = await deps.database.run(async (db) => {
      const stored = await groupById(db, ref.groupId);
      return (
        due(stored?.group.blocks.find((b) => b.id === ref.blockId)) &&
        !(await releaseMailQueued(db, ref.blockId, 'before'))
      );
    });
    if (!candidate) continue;
    const count = await deps.database.run((db) =>
      db.transaction(async (tx) => {
        const d = tx as unknown as Db;
        const stored = await groupById(d, ref.groupId, true);
        if (!due(stored?.group.blocks.find((b) => b.id === ref.blockId))) return 0;
        return queueReleaseMails(d, ref.blockId, 'before', deps.now());
      }),
    );
    if (count > 0) queued.push(ref.blockId);
  }
  return queued;
}

/** A mail that cannot be sent as it stands (no address): filed as failed at once. */
class Unsendable extends Error {}

type QueuedRow = Awaited<ReturnType<typeof queuedReleaseMails>>[number];

/** The mail of one queued row: the block's summary today, to the organiser or the hotel, in the row's language. */
async function render(deps: ReleaseMailDeps, row: QueuedRow): Promise<Mail> {
  const stored = await deps.database.run((db) => groupById(db, row.groupId));
  const block = stored?.group.blocks.find((b) => b.id === row.blockId);
  if (!stored || !block) throw new Unsendable('the block is gone');
  const group = stored.group;
  const catalog = await deps.catalogs.get(group.propertyId);
  if (!catalog) throw new Unsendable('the property is gone');
  const language = mailLanguage(row.language);
  const timezone = catalog.rows.property.timezone;
  const today = dayIn(deps.now(), timezone).toString();
  const unitgroup = catalog.unitgroupById.get(block.unitgroupId);
  const rateplan = catalog.rows.rateplans.find((r) => r.id === block.rateplanId);
  const mail = groupReleaseMail(language, {
    occasion: row.occasion,
    name: row.recipient === 'organiser' ? group.organiserName : null,
    property: catalog.rows.property.name,
    event: group.eventName,
    pickupCode: group.pickupCode,
    unitgroup: unitgroup ? catalogTexts(catalog, language).unitgroup(unitgroup).name : '',
    rateplan: rateplan?.name ?? '',
    releaseDay:
      row.occasion === 'before'
        ? (blockReleaseDay(block) ?? today)
        : dayIn(row.createdAt, timezone).toString(),
    attendees: block.pickups.length,
    nights: pickupSummary({ blocks: [block] }, today).map((n) => ({
      ...n,
      releaseDay: nightReleaseDay(block, n.night),
    })),
  });
  if (row.recipient === 'property') {
    const to = await deps.database.run((db) => staffAddresses(db, group.propertyId));
    if (!to.length) throw new Unsendable('the property has no staff user');
    return { ...mail, to: to.join(', ') };
  }
  const booking = await deps.database.run((db) => organiserBooking(db, group.organiserBookingId));
  const to = booking && !isBlockRecord(booking.data) ? booking.data.booker.email.trim() : '';
  if (!to) throw new Unsendable('the organiser booking has no booker e-mail');
  return { ...mail, to };
}

/**
 * Sends every queued release mail once: each is claimed (filed as sent, only if still queued: of two processes one
 * wins) and then sent; a failed send puts it back for the next run (five tries), one without an address is filed
 * as failed. Without a mailer nothing leaves (the rows wait). Answers how many were sent.
 */
export async function sendReleaseMails(deps: ReleaseMailDeps): Promise<number> {
  const mailer = deps.mailer;
  if (!mailer) return 0;
  const rows = await deps.database.run((db) => queuedReleaseMails(db));
  let sent = 0;
  for (const row of rows) {
    let mail: Mail;
    try {
      mail = await render(deps, row);
    } catch (error) {
      if (!(error instanceof Unsendable)) throw error;
      await deps.database.run((db) => releaseMailFailed(db, row.id, error.message, true));
      continue;
    }
    if (!(await deps.database.run((db) => claimReleaseMail(db, row.id, deps.now())))) continue;
    try {
      await mailer.send(mail);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`group release mail ${row.id}: ${message}`);
      await deps.database.run((db) => releaseMailFailed(db, row.id, message, false));
    }
  }
  return sent;
}

/**
 * One run of the `group-release-blocks` job: releases the blocks due (`releaseDueBlocks`, which queues their mails
 * at release), queues the mails before release that are due, then sends what is queued.
 */
export async function releaseJob(deps: ReleaseMailDeps) {
  const released = await releaseDueBlocks(deps);
  const told = await queueDueReleaseMails(deps);
  const mailed = await sendReleaseMails(deps);
  return { released, told, mailed };
}
