import {
  LANGUAGE_HEADER,
  PickupBody,
  PickupCodeParams,
  PickupInformationSchema,
  PickupUnavailabilityBody,
  PickupUnavailabilitySchema,
} from '@venue/contract';
import { Hono } from 'hono';
import { languageOf } from '../../catalog/localize.ts';
import { pickUp, pickupInformation, pickupUnavailability } from '../../groups/pickup.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientOf, rateLimited } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { validJson, validParams } from '../validate.ts';

/**
 * docs/api.md#group-blocks: the attendees' calls (property token, like the booking routes), by the group's pickup
 * code (docs/rules.md#group-blocks). The attendee's payment is the booking's (routes/payments.ts).
 */
export function pickupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/bookingunitgroup/pickup/information/:code',
      doc(
        'booking',
        'What an attendee may book by the group’s pickup code: the event, each definite block’s room type, rate, negotiated price and remaining units per night',
        PickupInformationSchema,
      ),
      validParams(PickupCodeParams),
      async (c) => {
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        const info = await pickupInformation(deps, c.get('propertyId'), c.req.valid('param').code, language);
        return c.json(info);
      },
    )
    .post(
      '/bookingunitgroup/pickup',
      doc(
        'booking',
        'An attendee books one unit from a block for some or all of its nights: the new booking with its token',
        { status: 201 },
      ),
      validJson(PickupBody),
      async (c) => {
        const body = c.req.valid('json');
        // docs/api.md#limits: like every booking, it mails the booker.
        const wait = await deps.bookingRequests.take(body.booker.email, clientOf(c));
        if (wait !== null) throw rateLimited(wait);
        const language = languageOf(c.req.header(LANGUAGE_HEADER));
        return c.json(await pickUp(deps, c.get('propertyId'), body, language), 201);
      },
    )
    .post(
      '/bookingguest/pickup/unavailability',
      doc(
        'booking',
        'The nights of a block an attendee cannot book today (past, released, sold out)',
        PickupUnavailabilitySchema,
      ),
      validJson(PickupUnavailabilityBody),
      async (c) => {
        const answer = await pickupUnavailability(deps, c.get('propertyId'), c.req.valid('json'));
        return c.json(answer);
      },
    );
}
