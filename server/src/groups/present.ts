import type { GroupView } from '@venue/contract';
import { groupBlockActions, type IsoDate, pickupSummary, releasedNights } from '@venue/domain';
import type { StoredGroup } from '../db/groupQueries.ts';

/** docs/api.md#group-blocks: a stored group as staff see it today: blocks with their actions, the pickup summary. */
export function presentGroup(stored: StoredGroup, today: IsoDate): GroupView {
  const { group } = stored;
  return {
    id: group.id,
    version: stored.version,
    propertyId: group.propertyId,
    eventName: group.eventName,
    organiserBookingId: group.organiserBookingId,
    organiserName: group.organiserName,
    pickupCode: group.pickupCode,
    blocks: group.blocks.map((b) => ({
      id: b.id,
      version: stored.blockVersions.get(b.id) ?? 1,
      unitgroupId: b.unitgroupId,
      rateplanId: b.rateplanId,
      unitPrice: b.unitPrice,
      currency: b.currency,
      status: b.status,
      release: b.release,
      nights: b.nights,
      allowedActions: groupBlockActions(b.status),
      releasedNights: releasedNights(b, today),
    })),
    pickupSummary: pickupSummary(group, today),
  };
}
