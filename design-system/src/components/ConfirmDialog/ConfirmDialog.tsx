import type { ReactNode } from 'react';
import { Text as AriaText } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogActions } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { alert, text } from './ConfirmDialog.css.ts';

const strings: LocalizedStrings<'cancel'> = { en: { cancel: 'Cancel' }, de: { cancel: 'Abbrechen' } };

export interface ConfirmDialogProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** The question naming what goes, e.g. "Delete unit SGL-2?" (the dialog's name). */
  title: string;
  /** What follows from it, e.g. "Bookings keep their copy." (the dialog's description). */
  children?: ReactNode;
  /** The destructive button's text, naming the act, e.g. "Delete unit". */
  confirmLabel: string;
  /**
   * The cancelling button's text.
   * @default 'Cancel' / 'Abbrechen'
   */
  cancelLabel?: string;
  /** Called on confirming; the app closes the dialog when the action is done (or shows `error`). */
  onConfirm: () => void;
  /** Called on Cancel, Escape or a click outside; focus then goes back to the button that opened it. */
  onCancel: () => void;
  /**
   * While the action runs: the destructive button shows a spinner and ignores presses.
   * @default false
   */
  isPending?: boolean;
  /** Why the action failed (announced; the dialog stays open for another try or Cancel). */
  error?: string;
}

/**
 * The one confirmation for destructive actions (WCAG 3.3.4): a modal alertdialog that names what goes, with
 * Cancel focused first (a stray Enter or Space never destroys anything) and the destructive button in the danger
 * look, labelled with the act. Cancel, Escape and a click outside keep everything and hand focus back to the
 * opening button; after a confirmed removal the app moves focus on (useFocusAfterRemoval).
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending = false,
  error,
}: ConfirmDialogProps) {
  const t = useStrings(strings);
  return (
    <Modal isDismissable={!isPending} isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <Dialog role="alertdialog" title={title}>
        {children && (
          <AriaText slot="description" elementType="p" className={text}>
            {children}
          </AriaText>
        )}
        <p role="alert" className={alert}>
          {error ?? ''}
        </p>
        <DialogActions>
          <Button variant="secondary" autoFocus onPress={onCancel}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button variant="danger" isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
