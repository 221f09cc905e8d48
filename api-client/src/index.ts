/*
 * The typed HTTP client both web apps (configurator/, property-app/) use: JSON in, JSON out, the API's one
 * error shape as ApiError, and an optional token refresh. Pure TypeScript: no React, no storage.
 */
export * from './client.ts';
export * from './errors.ts';
