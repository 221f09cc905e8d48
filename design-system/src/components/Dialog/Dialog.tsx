import type { ReactNode } from 'react';
import { Heading, Dialog as RACDialog, type DialogProps as RACDialogProps } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { actions, dialog, header, title as titleClass } from './Dialog.css.ts';

const strings: LocalizedStrings<'close'> = { en: { close: 'Close' }, de: { close: 'Schließen' } };

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading, also the dialog's accessible name. */
  title?: string;
  /**
   * Shows a close (×) button in the header.
   * @default false
   */
  showClose?: boolean;
  /** Content; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A dialog (react-aria Dialog): focus moves in, is trapped while open inside a Modal/Popover,
 * Escape closes it and focus returns to the trigger.
 */
export function Dialog({ title, showClose = false, children, className, ...props }: DialogProps) {
  const t = useStrings(strings);
  return (
    <RACDialog {...props} className={[dialog, className].filter(Boolean).join(' ')}>
      {({ close }) => (
        <>
          {(title || showClose) && (
            <div className={header}>
              {title && (
                <Heading slot="title" className={titleClass}>
                  {title}
                </Heading>
              )}
              {showClose && <IconButton icon="close" aria-label={t.close} onPress={close} />}
            </div>
          )}
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}

/** A right-aligned row of dialog buttons. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={actions}>{children}</div>;
}
