import { media } from '@venue/themes';
import type { ReactNode } from 'react';
import { DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as css from './AppShell.css.ts';
import { useMediaQuery } from './useMediaQuery.ts';

const strings: LocalizedStrings<'openMenu'> = {
  en: { openMenu: 'Open menu' },
  de: { openMenu: 'Menü öffnen' },
};

export const appShellLayouts = ['auto', 'split', 'drawer'] as const;

export interface AppShellProps {
  /**
   * `auto` follows the window (split at >= 1350 px); `split` and `drawer` force one layout (previews, embeds).
   * @default 'auto'
   */
  layout?: (typeof appShellLayouts)[number];
  /** The name of the menu (its navigation landmark and drawer title), e.g. "Booking steps". */
  menuLabel: string;
  /** The menu; a function receives `close` to shut the drawer after a choice. */
  menu: ReactNode | ((close: () => void) => ReactNode);
  /** Shown in the header bar. */
  title?: ReactNode;
  /** Extra controls at the end of the header, e.g. the LanguagePicker. */
  headerEnd?: ReactNode;
  /** The main view. */
  children: ReactNode;
}

/**
 * The page frame. Spec: at a window width of 1350 px or more the menu sits beside the main view; below
 * that it lives in a drawer (a modal dialog) opened by the menu button, and focus returns to that button.
 */
export function AppShell({ layout = 'auto', menuLabel, menu, title, headerEnd, children }: AppShellProps) {
  const t = useStrings(strings);
  const wideWindow = useMediaQuery(media.splitPane);
  const wide = layout === 'auto' ? wideWindow : layout === 'split';
  const render = (close: () => void) => (typeof menu === 'function' ? menu(close) : menu);
  return (
    <div className={css.shell}>
      <header className={css.header}>
        {!wide && (
          <DialogTrigger>
            <IconButton icon="menu" aria-label={t.openMenu} />
            <ModalOverlay isDismissable className={css.drawerOverlay}>
              <Modal className={css.drawer}>
                <Dialog title={menuLabel} showClose>
                  {({ close }) => <nav aria-label={menuLabel}>{render(close)}</nav>}
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        )}
        <div className={css.title}>{title}</div>
        {headerEnd}
      </header>
      <div className={css.body}>
        {wide && (
          <nav aria-label={menuLabel} className={css.aside}>
            <div className={css.asideContent}>{render(() => {})}</div>
          </nav>
        )}
        <main className={css.main}>{children}</main>
      </div>
    </div>
  );
}
