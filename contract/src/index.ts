/*
 * The API contract: zod schemas shared by the server (validation at the edge) and the configurator's
 * API client. Client-safe: only zod and @venue/domain types, no node imports.
 */
export * from './apiKeys.ts';
export * from './auth.ts';
export * from './availability.ts';
export * from './blocks.ts';
export * from './booking.ts';
export * from './calendarFeed.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './externalLogin.ts';
export * from './groups.ts';
export * from './headers.ts';
export * from './messages.ts';
export * from './payment.ts';
export * from './paymentProvider.ts';
export * from './propertyKey.ts';
export * from './propertyUsers.ts';
export * from './pushDevice.ts';
export * from './resourceDeclaration.ts';
export * from './resources.ts';
export * from './staffAccount.ts';
export * from './staffAuth.ts';
export * from './staffBooking.ts';
export * from './staffDashboard.ts';
export * from './staffLive.ts';
export * from './terms.ts';
export * from './text.ts';
export * from './webhooks.ts';
