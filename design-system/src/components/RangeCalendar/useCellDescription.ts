import { type RefObject, useLayoutEffect } from 'react';

/**
 * React-aria names a day by its date (aria-label) and passes no aria-describedby through CalendarCell,
 * so availability and price would be invisible to screen readers. This links the day's button to the
 * element that describes it; it re-runs after every render because React-aria may rewrite the attribute
 * (it points it at the error message while a selection is invalid).
 */
export function useCellDescription(
  cellRef: RefObject<HTMLTableCellElement | null>,
  descriptionId: string | null,
) {
  useLayoutEffect(() => {
    const button = cellRef.current?.querySelector<HTMLElement>('[role="button"]');
    if (!button) return;
    const own = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && !id.startsWith('venue-day-'));
    const ids = descriptionId ? [...own, descriptionId] : own;
    if (ids.length > 0) button.setAttribute('aria-describedby', ids.join(' '));
    else button.removeAttribute('aria-describedby');
  });
}

/**
 * React-aria names a day by its date and takes no name of ours through CalendarCell; this appends `suffix` (the
 * day's price) to the name of the day's button. React only rewrites the attribute when react-aria's own name
 * changes (selected, today), so it re-runs after every render and appends to the name react-aria gave last.
 */
export function useCellNameSuffix(cellRef: RefObject<HTMLTableCellElement | null>, suffix: string | null) {
  useLayoutEffect(() => {
    const button = cellRef.current?.querySelector<HTMLElement>('[role="button"]');
    if (!button) return;
    const current = button.getAttribute('aria-label') ?? '';
    // Ours when it is still what we wrote: then react-aria's name is the one we kept.
    const own = button.dataset.venueName === current ? (button.dataset.venueBaseName ?? current) : current;
    const name = suffix ? `${own}, ${suffix}` : own;
    button.dataset.venueBaseName = own;
    button.dataset.venueName = name;
    if (name !== current) button.setAttribute('aria-label', name);
  });
}
