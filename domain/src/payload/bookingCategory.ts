import { BookingCategory } from '../model/enums.ts';

/*
 * docs/rules.md#booking-category: which category a guest's booking is filed under. A booking is a group booking when
 * it holds at least GROUP_MIN_ROOMS rooms (the usual threshold of a group rate); a couple's room, a family's two
 * rooms and a meeting without rooms are normal bookings, whatever mode the configurator runs in. Staff bookings are
 * filed as reservations and blocks as blocked by their own routes.
 */

/** The rooms from which a booking is a group booking. */
export const GROUP_MIN_ROOMS = 10;

/** One unit group line as the category reads it. */
export interface CategoryLine {
  readonly unitgroupId: number;
  readonly itemcount: number;
}

/** A guest's booking's category: group with GROUP_MIN_ROOMS rooms or more, else normal. */
export function bookingCategoryOf(
  lines: readonly CategoryLine[],
  isRoom: (unitgroupId: number) => boolean,
): typeof BookingCategory.Normal | typeof BookingCategory.Group {
  const rooms = lines.reduce((sum, l) => (isRoom(l.unitgroupId) ? sum + l.itemcount : sum), 0);
  return rooms >= GROUP_MIN_ROOMS ? BookingCategory.Group : BookingCategory.Normal;
}
