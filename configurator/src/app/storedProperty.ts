/** docs/pages.md#choosing-the-property: local storage keeps the property id; `propertyId=0` in the query clears it. */
const KEY = 'venue.propertyId';

export const storedPropertyId = {
  read(): number | null {
    const raw = localStorage.getItem(KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  },
  apply(change: number | null | undefined): void {
    if (change === undefined) return;
    if (change === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(change));
  },
};
