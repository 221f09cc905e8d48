import type { ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as css from './AppShell.css.ts';

/**
 * The app shell's drawer (its own chunk: the modal, its focus scope and react-aria's overlay code load
 * when the menu button is hovered, focused or pressed, never on a wide window). The shell owns its open
 * state; the modal's focus scope moves focus in and, on close, back to the menu button that opened it.
 */
export default function AppShellDrawer({
  isOpen,
  onOpenChange,
  menuLabel,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  menuLabel: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.drawerOverlay}>
      <Modal className={css.drawer}>
        <Dialog title={menuLabel} showClose>
          {({ close }) => <nav aria-label={menuLabel}>{children(close)}</nav>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
