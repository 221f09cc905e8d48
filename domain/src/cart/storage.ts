import type { CalendarDate } from '@internationalized/date';
import { parseInstant, parseIsoDate } from '../dates/isoDate.ts';
import type { Cart, Catalog } from '../model/cart.ts';
import { deepEqual } from '../payload/update.ts';
import { LIMITS } from '../settings/constants.ts';
import { defaultSettings, type Settings } from '../settings/typedSettings.ts';
import { createCart } from './create.ts';

/** docs/rules.md#cart: prefix of the cart's local-storage key. */
export const CART_STORAGE_PREFIX = 'tcuc_cart_M_';

/** docs/rules.md#cart: a stored cart older than this many days is not restored. */
const CART_STORAGE_EXPIRY_DAYS = 3;

/** docs/rules.md#cart: a mode key is letters only, at most 32 of them. */
function isValidModeKey(key: string): boolean {
  return key.length <= LIMITS.modeKeyMaxLength && /^[A-Za-z]+$/.test(key);
}

/** The mode key to use for a requested mode: the key itself when valid, else the default mode (''). */
function modeKeyOrDefault(requested: string | null | undefined): string {
  return requested && isValidModeKey(requested) ? requested : '';
}

/** docs/rules.md#cart: the local-storage key of a property's cart in a mode: `tcuc_cart_M_` + property id + mode. */
export function cartStorageKey(propertyId: number, modeKey: string): string {
  return `${CART_STORAGE_PREFIX}${propertyId}${modeKeyOrDefault(modeKey)}`;
}

/** What restoring needs to know; the clock is passed in. */
export interface RestoreCartOptions {
  readonly today: CalendarDate;
  readonly now: string;
  readonly propertyId: number;
  readonly modeKey: string;
  readonly settings?: Settings;
  readonly catalog?: Pick<Catalog, 'tags'>;
  readonly currency?: string;
}

/** A restored cart, or a fresh one with the reason the stored one was dropped. */
export interface RestoreCartResult {
  readonly cart: Cart;
  readonly restored: boolean;
  readonly reason: 'restored' | 'missing' | 'malformed' | 'other-property' | 'past-start' | 'expired';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The minimum a stored value must have to be taken for a cart. */
function looksLikeCart(v: unknown): v is Cart {
  return (
    isRecord(v) &&
    typeof v.propertyId === 'number' &&
    typeof v.modifiedAt === 'string' &&
    Array.isArray(v.slots) &&
    Array.isArray(v.unitgroups) &&
    Array.isArray(v.services) &&
    Array.isArray(v.tags) &&
    (v.startdate === null || typeof v.startdate === 'string')
  );
}

/** The event's details of a stored cart, each of the right type or its default (older carts have none). */
function eventDetailsOf(stored: object): Pick<Cart, 'eventtitle' | 'description' | 'bookingreasonId'> {
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  const { eventtitle, description, bookingreasonId: id } = stored as Partial<Record<keyof Cart, unknown>>;
  return {
    eventtitle: text(eventtitle, LIMITS.eventTitleMaxLength),
    description: text(description, LIMITS.descriptionMaxLength),
    bookingreasonId: typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null,
  };
}

/**
 * docs/rules.md#cart: restore the cart kept in local storage (already JSON-parsed) when it belongs to this
 * property and mode, its start date is today or later and it was modified within the last 3 days;
 * otherwise the cart is cleared to the defaults. A cart without a start date counts as current.
 */
export function restoreCart(stored: unknown, options: RestoreCartOptions): RestoreCartResult {
  const fresh = (reason: RestoreCartResult['reason']): RestoreCartResult => ({
    cart: createCart({
      propertyId: options.propertyId,
      modeKey: modeKeyOrDefault(options.modeKey),
      today: options.today,
      now: options.now,
      settings: options.settings ?? defaultSettings,
      catalog: options.catalog ?? { tags: [] },
      ...(options.currency !== undefined ? { currency: options.currency } : {}),
    }),
    restored: false,
    reason,
  });
  if (stored === null || stored === undefined) return fresh('missing');
  if (!looksLikeCart(stored)) return fresh('malformed');
  if (stored.propertyId !== options.propertyId || stored.modeKey !== modeKeyOrDefault(options.modeKey)) {
    return fresh('other-property');
  }
  const start = parseIsoDate(stored.startdate);
  if (stored.startdate !== null && (!start || start.compare(options.today) < 0)) return fresh('past-start');
  const modified = parseInstant(stored.modifiedAt);
  const now = parseInstant(options.now);
  if (!modified || !now || modified.add({ days: CART_STORAGE_EXPIRY_DAYS }).compare(now) < 0) {
    return fresh('expired');
  }
  // A cart stored by an older version may lack newer fields: they take their defaults.
  return {
    cart: { ...fresh('restored').cart, ...stored, ...eventDetailsOf(stored), modeKey: stored.modeKey },
    restored: true,
    reason: 'restored',
  };
}

/**
 * Whether a restored cart holds what another holds: the same stay, guests and lines, whenever each was last changed
 * (`modifiedAt`). A returning guest's stored cart that is the page's own changes nothing on it.
 */
export function sameCartContent(a: Cart, b: Cart): boolean {
  return deepEqual({ ...a, modifiedAt: null }, { ...b, modifiedAt: null });
}
