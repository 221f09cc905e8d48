export * from './model/bookingState.ts';
export type * from './model/cart.ts';
export type * from './model/entities.ts';
export * from './model/enums.ts';
export * from './model/images.ts';
export * from './model/pages.ts';
export * from './model/texts.ts';
export * from './settings/index.ts';

// Pricing (docs/rules.md#readiness): availability answers by line, money, quantities, cart price, minimum sales.

export * from './availability/answers.ts';
export * from './model/catalogIndex.ts';
export * from './pricing/calendarPrices.ts';
export * from './pricing/money.ts';
export * from './pricing/priceCart.ts';
export * from './pricing/quantity.ts';

// Readiness (docs/rules.md#readiness): issues, day people alerts, time windows, the order decision.

export * from './readiness/allowedOrder.ts';
export * from './readiness/dayPeople.ts';
export * from './readiness/issues.ts';
export * from './readiness/openPoints.ts';
export * from './readiness/readiness.ts';
export * from './readiness/serviceChoices.ts';
export * from './readiness/timeWindow.ts';

// Settings-driven rules of the configurator (docs/pages.md): cart reducer, dates.

export * from './cart/index.ts';
export * from './dates/isoDate.ts';
export * from './tabs/index.ts';

// Dates and times (docs/rules.md#cart): range rules, availability, picking, time grid.

export * from './dates/availability.ts';
export * from './dates/datePicking.ts';
export * from './dates/dateRange.ts';
export * from './time/index.ts';

// The stored booking (docs/rules.md#the-booking-record).

export * from './bookingRecord/ledger.ts';
export * from './bookingRecord/read.ts';
export * from './bookingRecord/record.ts';
export * from './bookingRecord/view.ts';

// Relations (docs/rules.md#cart) and booking payloads (docs/README.md#data-model).

export * from './payload/bookingCategory.ts';
export * from './payload/bookingPayload.ts';
export * from './payload/edit.ts';
export * from './payload/lineBuilder.ts';
export * from './payload/send.ts';
export * from './payload/update.ts';
export * from './relations/engine.ts';
export * from './relations/meetingRoomForAllDays.ts';

// Forms and payments (docs/rules.md#cart): validators, error keys, booking code, payment outcomes.

export * from './forms/index.ts';

// Availability refresh (docs/rules.md#cart): yanking unavailable items, with the 20 s notice.

export * from './availability/refresh.ts';

// Payments (docs/rules.md#cart): provider outcomes, retry, message keys, booking actions.

// docs/rules.md#booking-lifecycle: the one state machine of a booking.
export * from './lifecycle/index.ts';
export * from './payments/index.ts';

// Availability requests (docs/README.md#data-model), matched back to lines by availabilityByLine.

export * from './availability/personsFit.ts';
export * from './availability/request.ts';
export * from './availability/stayWindow.ts';
export * from './availability/unitgroupList.ts';
export * from './rates/bookable.ts';
export * from './rates/policy.ts';
export * from './session/initRetry.ts';

// Group blocks (docs/rules.md#group-blocks): groups and their blocks, release, what availability subtracts, pickups.

export * from './groups/index.ts';
export * from './integrations/webhookUrl.ts';
