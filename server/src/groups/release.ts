import { dayIn, groupBlockTransition, releaseDue } from '@venue/domain';
import type { Database, Db } from '../db/client.ts';
import { definiteBlockRefs, groupById, updateBlock } from '../db/groupQueries.ts';
import { queueReleaseMails } from '../db/groupReleaseMailQueries.ts';

/*
 * docs/rules.md#group-blocks: the release job. Each night already stops being held at its release point (the
 * availability rule reads the clock: `isNightReleased`); the job files a definite block as released once every
 * night is (`releaseDue`), as the system, so staff and attendees see it released and it holds nothing any more,
 * and queues the pickup summary mails of the release in that transaction (groups/releaseMails.ts).
 */

/** What the release job needs: the database and the one clock. */
interface ReleaseDeps {
  readonly database: Database;
  readonly now: () => Date;
}

/**
 * Releases every definite block whose release is due today (in its property's time zone), each in a transaction of
 * its own with the group read under lock; answers the ids of the blocks released.
 */
export async function releaseDueBlocks(deps: ReleaseDeps): Promise<number[]> {
  const refs = await deps.database.run((db) => definiteBlockRefs(db));
  const released: number[] = [];
  for (const ref of refs) {
    const today = dayIn(deps.now(), ref.timezone).toString();
    const done = await deps.database.run((db) =>
      db.transaction(async (tx) => {
        const d = tx as unknown as Db;
        const stored = await groupById(d, ref.groupId, true);
        const block = stored?.group.blocks.find((b) => b.id === ref.blockId);
        const version = stored?.blockVersions.get(ref.blockId);
        if (!block || version === undefined || !releaseDue(block, today)) return false;
        const move = groupBlockTransition(block.status, 'release', 'system');
        if (!move.ok) return false;
        if (!(await updateBlock(d, block.id, version, { ...block, status: move.to }))) return false;
        // The pickup summary at release, decided with the release (groups/releaseMails.ts sends it).
        await queueReleaseMails(d, block.id, 'released', deps.now());
        return true;
      }),
    );
    if (done) released.push(ref.blockId);
  }
  return released;
}
