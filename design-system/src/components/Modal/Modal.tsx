import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components';
import { modal, overlay } from './Modal.css.ts';

export const modalSizes = ['normal', 'large'] as const;

export interface ModalProps extends ModalOverlayProps {
  /**
   * `large` fills most of the screen (e.g. a room's details and gallery).
   * @default 'normal'
   */
  size?: (typeof modalSizes)[number];
}

/**
 * A modal overlay (react-aria Modal) for a `Dialog`: the page behind is inert, focus is contained,
 * Escape closes, and with `isDismissable` a click outside closes too.
 */
export function Modal({ size = 'normal', children, className, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={overlay}>
      <RACModal className={[modal({ size }), typeof className === 'string' ? className : ''].join(' ')}>
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
