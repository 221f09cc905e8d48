/*
 * Business constants of docs/settings.md#constants that are not per-property settings. Constants that belong to one rule
 * live beside it (CART_STORAGE_EXPIRY_DAYS, LINK_POLL_INTERVAL_MS, YANK_TOAST_MS, MAX_RELATION_ACTIONS...).
 */

/** Timings of docs/settings.md#constants, in milliseconds. */
export const TIMING_MS = Object.freeze({
  /** The API info answer is cached this long. */
  infoCache: 300_000,
  /** A plain toast stays this long. */
  toast: 3000,
  /** The service list is polled for updates this often. */
  servicePoll: 300_000,
  /** List refreshes after cart changes are debounced by this much (default of refreshListsDebounce). */
  listRefreshDebounce: 100,
  /** A spinner shows only after this delay. */
  spinnerDelay: 500,
  /** Initialisation retries this often while busy (docs/settings.md#constants). */
  initRetry: 250,
  /** Hero slides fade this long. */
  heroFade: 500,
  /** Wheel events are throttled to one per this interval. */
  wheelThrottle: 100,
  /** Panorama resizes are throttled to one per this interval. */
  panoramaResizeThrottle: 250,
  /** A tooltip shows after this delay and hides after the other. */
  tooltipShow: 2000,
  tooltipHide: 100,
  /** One day. */
  day: 86_400_000,
});

/** Sizes and limits of docs/settings.md#constants. */
export const LIMITS = Object.freeze({
  /** Default page size of list calls. */
  pageSize: 100,
  /** Page size of the country and language lists. */
  lookupPageSize: 10_000,
  /** Page size of the property settings list. */
  propertySettingsPageSize: 500,
  /** Upload attempts of one item before it stays in Error (docs/settings.md#constants). */
  uploadRetries: 3,
  /** Bytes read for image metadata. */
  imageMetadataReadLimit: 262_144,
  /** Bytes per chunk when writing files. */
  fileWriteChunk: 1_048_576,
  /** Camera quality. */
  cameraQuality: 100,
  /** Years searched ahead for overlaps. */
  overlapSearchHorizonYears: 100,
  /** Longest mode key (letters only). */
  modeKeyMaxLength: 32,
  /** Width cap of the tag field, in characters. */
  tagFieldWidthCap: 40,
  /** Longest event title (the API's short text, contract/src/common.ts ShortText). */
  eventTitleMaxLength: 200,
  /** Longest event description (the API's long text, contract/src/common.ts LongText). */
  descriptionMaxLength: 5000,
});
