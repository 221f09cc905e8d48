import type { HttpClient, Parser } from '@venue/api-client';
import type { PickupInformationSchema, PickupInput, PickupUnavailabilitySchema } from '@venue/contract';
import type { LoadedBooking } from '@venue/domain';
import type { z } from 'zod';

/*
 * docs/api.md#group-blocks, the attendees' side: a group's pickup code shows its definite blocks, the nights an
 * attendee cannot book, and books one room from a block. The answers are the contract's types, not parsed again
 * (as endpoints.ts: the compiler checks the contract, zod stays out of the guest's bundles).
 */

const trusted = <T>(): Parser<T> => ({ parse: (value) => value as T });

/** What an attendee sees of a group: the event and its definite blocks. */
export type PickupInformation = z.infer<typeof PickupInformationSchema>;
/** One definite block as the attendee sees it. */
export type PickupBlock = PickupInformation['blocks'][number];
/** The block's nights the attendee cannot book today, and why. */
export type PickupUnavailability = z.infer<typeof PickupUnavailabilitySchema>;
/** The attendee's booking as `booking/add` answers it, with the booker's link. */
export type PickupBooking = LoadedBooking & {
  readonly link: { readonly loadBooking: string; readonly bookingtoken: string };
};

/** The calls; merged into the configurator's Api. */
export function pickupCalls(http: HttpClient) {
  return {
    pickupInformation: (code: string) =>
      http.get(
        `/api/bookingunitgroup/pickup/information/${encodeURIComponent(code)}`,
        trusted<PickupInformation>(),
      ),
    pickupUnavailability: (code: string, blockId: number) =>
      http.post(
        '/api/bookingguest/pickup/unavailability',
        { code, blockId },
        trusted<PickupUnavailability>(),
      ),
    pickUp: (body: PickupInput) => http.post('/api/bookingunitgroup/pickup', body, trusted<PickupBooking>()),
  };
}
