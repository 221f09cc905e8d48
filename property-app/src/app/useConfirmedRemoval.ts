import { type ConfirmDialogProps, useFocusAfterRemoval } from '@venue/design-system';
import { type RefObject, useState } from 'react';
import type { PressEvent } from 'react-aria-components';

/** The ConfirmDialog's state for a list's removals, without its texts. */
type DialogState = Pick<ConfirmDialogProps, 'isOpen' | 'isPending' | 'onCancel' | 'onConfirm'> & {
  error?: string;
};

/**
 * A list's destructive action, asked first (WCAG 3.3.4): `ask(item)` is a row button's onPress and opens the
 * ConfirmDialog (spread `dialog` into it) for that item; Cancel keeps it and gives focus back to the button.
 * Confirming runs `remove` (it throws to keep the dialog open with `failed(error)`'s text); once the row has
 * gone, focus moves to the next row's same button, the previous row's, or `fallback` (WCAG 2.4.3).
 */
export function useConfirmedRemoval<T>(
  fallback: RefObject<HTMLElement | null>,
  remove: (item: T) => Promise<unknown>,
  failed: (error: unknown) => string,
) {
  // The item asked about stays after closing, so the closing dialog still names it.
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const focus = useFocusAfterRemoval(fallback);
  const ask = (next: T) => (event: PressEvent) => {
    focus.remember(event.target);
    setError(undefined);
    setItem(next);
    setOpen(true);
  };
  const confirm = async () => {
    if (item === null || !open || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await remove(item);
      setOpen(false);
      focus.removed();
    } catch (problem) {
      setError(failed(problem));
    } finally {
      setPending(false);
    }
  };
  const dialog: DialogState = {
    isOpen: open,
    isPending: pending,
    ...(error ? { error } : {}),
    onCancel: () => {
      if (!pending) setOpen(false);
    },
    onConfirm: () => void confirm(),
  };
  return { item, ask, dialog };
}
