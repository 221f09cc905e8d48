import { Text as AriaText, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { Dialog, DialogActions } from '../Dialog/Dialog.tsx';
import { message as messageClass, overlay, sheet } from './Sheet.css.ts';

const strings: LocalizedStrings<'cancel'> = { en: { cancel: 'Cancel' }, de: { cancel: 'Abbrechen' } };

export interface SheetProps extends Omit<ModalOverlayProps, 'children'> {
  /** The question, e.g. "Clear the cart?" (the dialog's name). */
  ask: string;
  /** More detail under the question. */
  message?: string;
  /** Text of the confirming button, e.g. "Clear". */
  confirmLabel: string;
  /**
   * Text of the cancelling button.
   * @default 'Cancel' / 'Abbrechen'
   */
  cancelLabel?: string;
  /** Called when the user confirms; the sheet then closes. */
  onConfirm: () => void;
  /**
   * Look of the confirming button; `danger` for destructive actions.
   * @default 'danger'
   */
  confirmVariant?: ButtonVariant;
}

/**
 * A confirmation sheet from the bottom edge (role alertdialog): ask, confirm, cancel. Focus starts on
 * Cancel so a stray Enter never confirms a destructive action; Escape cancels; focus returns to the trigger.
 * Use inside a `DialogTrigger` or control it with `isOpen`/`onOpenChange`.
 */
export function Sheet({
  ask,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmVariant = 'danger',
  ...props
}: SheetProps) {
  const t = useStrings(strings);
  return (
    <ModalOverlay {...props} className={overlay}>
      <Modal className={sheet}>
        <Dialog role="alertdialog" title={ask}>
          {({ close }) => (
            <>
              {message && (
                <AriaText slot="description" elementType="p" className={messageClass}>
                  {message}
                </AriaText>
              )}
              <DialogActions>
                <Button variant="secondary" autoFocus onPress={close}>
                  {cancelLabel ?? t.cancel}
                </Button>
                <Button
                  variant={confirmVariant}
                  onPress={() => {
                    onConfirm();
                    close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
