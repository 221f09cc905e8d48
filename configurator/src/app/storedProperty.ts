import { safeLocalStorage } from './safeStorage.ts';

/** docs/pages.md#choosing-the-property: local storage keeps the property id; `propertyId=0` in the query clears it. */
const KEY = 'venue.propertyId';

export const storedPropertyId = {
  read(): number | null {
    const raw = safeLocalStorage.getItem(KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  },
  apply(change: number | null | undefined): void {
    if (change === undefined) return;
    if (change === null) safeLocalStorage.removeItem(KEY);
    else safeLocalStorage.setItem(KEY, String(change));
  },
};
