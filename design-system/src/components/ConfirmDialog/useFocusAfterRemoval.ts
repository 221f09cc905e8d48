import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** What a list's page calls around a confirmed removal (ConfirmDialog). */
export interface FocusAfterRemoval {
  /** Notes the control that asks for the removal (the button in the row that goes), before the dialog opens. */
  remember: (opener: Element | null) => void;
  /** Says the row is being removed: once it has left the page, focus moves on (see useFocusAfterRemoval). */
  removed: () => void;
}

/** The controls of a row that take focus by Tab, in order. */
const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]';
/** How long the list may take to come back without the row (its reload): about five seconds of frames. */
const MAX_FRAMES = 300;

interface Remembered {
  opener: Element;
  row: Element;
  list: Element;
  index: number;
  label: string;
  fromEnd: number;
}

/**
 * After a row is removed, its button is gone and the browser drops focus to the body (a screen reader starts at
 * the page's top; WCAG 2.4.3). This moves it to the same control of the row that took its place (the next one),
 * or of the previous row when the last one went, or to `fallback` (the list's heading, focusable with
 * tabIndex -1) when the list is empty. A row is the opener's nearest `li`, `tr` or `role="row"`; the same control
 * is the one with the same text, else the one at the same place from the row's end. It waits (a frame at a time)
 * until the row has left the page and the dialog has handed focus back; focus the user has moved elsewhere
 * meanwhile stays there.
 */
export function useFocusAfterRemoval(fallback: RefObject<HTMLElement | null>): FocusAfterRemoval {
  const remembered = useRef<Remembered | null>(null);
  const request = useRef(0);
  useEffect(() => () => cancelAnimationFrame(request.current), []);

  const remember = useCallback((opener: Element | null) => {
    const row = opener?.closest('li, tr, [role="row"]');
    const list = row?.parentElement;
    if (!opener || !row || !list) {
      remembered.current = null;
      return;
    }
    const controls = Array.from(row.querySelectorAll(CONTROLS));
    remembered.current = {
      opener,
      row,
      list,
      index: Array.from(list.children).indexOf(row),
      label: opener.textContent?.trim() ?? '',
      fromEnd: controls.length - controls.indexOf(opener),
    };
  }, []);

  const removed = useCallback(() => {
    const was = remembered.current;
    cancelAnimationFrame(request.current);
    let frames = 0;
    const check = () => {
      const active = document.activeElement;
      const waiting =
        active === null ||
        active === document.body ||
        !active.isConnected ||
        active === was?.opener ||
        active.closest('[role="alertdialog"], [role="dialog"]') !== null;
      // The user has gone on elsewhere: leave focus there.
      if (!waiting) return;
      const gone = was ? !was.row.isConnected : true;
      const settled = active === null || active === document.body || !active.isConnected;
      if (gone && settled) {
        const target = was ? neighbour(was) : null;
        (target ?? fallback.current)?.focus();
        return;
      }
      if (++frames < MAX_FRAMES) request.current = requestAnimationFrame(check);
    };
    request.current = requestAnimationFrame(check);
  }, [fallback]);

  return { remember, removed };
}

/** The control in the row now at the removed row's place (or the last row) that matches the opener. */
function neighbour({ list, index, label, fromEnd }: Remembered): HTMLElement | null {
  if (!list.isConnected) return null;
  const rows = Array.from(list.children);
  const row = rows[Math.min(index, rows.length - 1)];
  if (!row) return null;
  const controls = Array.from(row.querySelectorAll<HTMLElement>(CONTROLS));
  return (
    controls.find((c) => c.textContent?.trim() === label) ??
    controls[controls.length - fromEnd] ??
    controls[0] ??
    null
  );
}
