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
