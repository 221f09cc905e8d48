export * from './model/bookingState.ts';
export type * from './model/cart.ts';
export type * from './model/entities.ts';
export * from './model/enums.ts';
export * from './model/pages.ts';
export * from './settings/index.ts';

// Pricing (spec 5): availability answers by line, money, quantities, cart price, minimum sales.

export * from './availability/answers.ts';
export * from './model/catalogIndex.ts';
export * from './pricing/minimumSales.ts';
export * from './pricing/money.ts';
export * from './pricing/priceCart.ts';
export * from './pricing/quantity.ts';

// Readiness (spec 5): issues, day people alerts, time windows, the order decision.

export * from './readiness/allowedOrder.ts';
export * from './readiness/dayPeople.ts';
export * from './readiness/issues.ts';
export * from './readiness/readiness.ts';
export * from './readiness/timeWindow.ts';

// Settings-driven rules of the configurator (spec 2, 4, 5): cart reducer, dates.

export * from './cart/index.ts';
export * from './dates/isoDate.ts';
export * from './tabs/index.ts';

// Dates and times (spec 4, 5): range rules, availability, picking, time grid.

export * from './dates/availability.ts';
export * from './dates/datePicking.ts';
export * from './dates/dateRange.ts';
export * from './time/index.ts';

// Relations (spec 4) and booking payloads (spec 3, 7).

export * from './payload/bookingPayload.ts';
export * from './payload/edit.ts';
export * from './payload/send.ts';
export * from './payload/update.ts';
export * from './relations/engine.ts';

// Forms and payments (spec 4, 5, 8): validators, error keys, booking code, payment outcomes.

export * from './forms/index.ts';

// Availability refresh (spec 4): yanking unavailable items, with the 20 s notice.

export * from './availability/refresh.ts';

// Payments (spec 4, 8): provider outcomes, retry, message keys, booking actions.

export * from './payments/index.ts';

// Availability requests (spec 3, 7), matched back to lines by availabilityByLine.

export * from './availability/personsFit.ts';
export * from './availability/request.ts';
export * from './availability/unitgroupList.ts';
export * from './session/initRetry.ts';
