import type { Query } from '@venue/api-client';
import { type Cart, compactDate, parseIsoDate } from '@venue/domain';

const compact = (date: string | null) => {
  const day = parseIsoDate(date);
  return day ? compactDate(day) : null;
};

/** The f.* filters of the unit group and service lists for the cart's dates, people, tags and codes (docs/api.md#lists). */
export function listFilters(cart: Cart): Query {
  return {
    configCheckinDate: compact(cart.startdate),
    configCheckoutDate: compact(cart.enddate),
    configTimeslicedefinitionId: cart.timeslicedefinitionId,
    configStarttime: cart.starttime,
    configEndtime: cart.endtime,
    personcount: cart.people,
    personsperroom: cart.personsperroom,
    tagId: cart.tags.map((tag) => tag.id),
    configPromocode: cart.promocode,
    configCustomeraccountnumber: cart.customeraccountnumber,
    ignoreBookingId: cart.existingBookingIsLoaded ? cart.id : null,
  };
}
