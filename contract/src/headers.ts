/*
 * The headers of the API's calls. Plain constants, no zod: the API client imports them on the first screen.
 */

/** Where the client sends the token (docs/api.md#authentication). */
export const AUTH_HEADER = 'X-Auth-Token';
/** The language of the app the call comes from (docs/api.md#language-header): texts and errors answer in it. */
export const LANGUAGE_HEADER = 'App-Language';
