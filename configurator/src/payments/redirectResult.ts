/*
 * docs/rules.md#payments: the drop-in's redirect result is stored when the provider sends the booker back, so the
 * payment dialog can resume after the full page load (reservation page or cart page).
 */
import { safeSessionStorage } from '../app/safeStorage.ts';

const KEY = 'venue_payment_redirect_result';

/** Keeps a redirect result until the payment dialog reads it. */
export function storeRedirectResult(result: string): void {
  try {
    safeSessionStorage.setItem(KEY, result);
  } catch (error) {
    console.error('Storing the redirect result failed', error);
  }
}

/** Takes (reads and forgets) the stored redirect result, if any. */
export function takeRedirectResult(): string | null {
  try {
    const value = safeSessionStorage.getItem(KEY);
    safeSessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
