import { type RefObject, useEffect, useRef, useState } from 'react';
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
 * Escape closes, and with `isDismissable` a click outside closes too. Closing gives focus back to where it was
 * before the modal opened, as soon as the modal starts to close.
 */
export function Modal({ size = 'normal', children, className, ...props }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <ModalOverlay {...props} className={overlay}>
      {({ isExiting }) => (
        <>
          <ReturnFocusOnClose modal={ref} isExiting={isExiting} />
          <RACModal
            ref={ref}
            className={[modal({ size }), typeof className === 'string' ? className : ''].join(' ')}
          >
            {children}
          </RACModal>
        </>
      )}
    </ModalOverlay>
  );
}

/**
 * react-aria gives focus back a frame after the modal has left the page, which is after its closing animation;
 * until then focus stays in the closing modal, and for that one frame it is on the page's body (a screen reader
 * may start reading the page from its top). This gives it back when the closing starts instead, under the same
 * condition as react-aria's: focus is still in the modal (or already lost), and the element it came from is
 * still on the page. Focus the app has moved elsewhere (a new page's heading) is left where it is.
 */
function ReturnFocusOnClose({
  modal,
  isExiting,
}: {
  modal: RefObject<HTMLDivElement | null>;
  isExiting: boolean;
}) {
  // Read while the modal first renders, before its dialog takes the focus.
  const [origin] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    if (!isExiting || !(origin instanceof HTMLElement) || !origin.isConnected) return;
    const active = document.activeElement;
    const stillInModal = active === null || active === document.body || modal.current?.contains(active);
    if (stillInModal && !modal.current?.contains(origin)) origin.focus({ preventScroll: true });
  }, [isExiting, origin, modal]);
  return null;
}
