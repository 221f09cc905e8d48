import type { ServiceLinePatch } from '@venue/domain';

/** Adding and removing cart lines through the domain's relations engine. */
export interface LinesSlice {
  /** Adds a unit group line, at the rate the guest chose on its card (none: the first it is sold at). */
  readonly addUnitgroup: (unitgroupId: number, slotIndex: number, rateplanId?: number) => void;
  readonly addService: (serviceId: number, slotIndex: number) => void;
  /**
   * docs/pages.md#open-points: books a meeting room chosen on one day on every other day without one, when the
   * domain offers it (meetingRoomForAllDays), and announces it.
   */
  readonly applyMeetingRoomToAllDays: (unitgroupId: number) => void;
  readonly removeLine: (key: string) => void;
  /** Changes how many units of a unit group line are booked (rooms), never below one. */
  readonly setUnitgroupCount: (key: string, itemcount: number) => void;
  /** docs/rules.md#rate-policies: books a unit group line at another of its rates (prices are asked anew). */
  readonly setUnitgroupRate: (key: string, rateplanId: number) => void;
  /** Changes the guest's own fields of a service line (counts, options, start time, description). */
  readonly updateService: (key: string, patch: ServiceLinePatch) => void;
  /** Loads the relations engine ahead of the first line change (started once the session is ready). */
  readonly preloadRelations: () => Promise<void>;
}
