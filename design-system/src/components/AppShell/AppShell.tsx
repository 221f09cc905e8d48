import { media } from '@venue/themes';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useMatchMedia } from '../../hooks/useMediaQuery.ts';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as css from './AppShell.css.ts';

// The drawer (modal, focus scope, overlay code) is not needed until the menu button is used, and never
// on a wide window: its own chunk, fetched when the button is hovered, focused or pressed.
const loadDrawer = () => import('./AppShellDrawer.tsx');
const AppShellDrawer = lazy(loadDrawer);

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
  /**
   * The first Tab stops of the page, before the header: skip links (design system `SkipLink`), e.g. one to
   * `mainId`.
   */
  skipLinks?: ReactNode;
  /** The id of the main landmark, the usual target of a skip link. */
  mainId?: string;
  /** The main view. */
  children: ReactNode;
}

/**
 * The page frame. Spec: at a window width of 1350 px or more the menu sits beside the main view; below
 * that it lives in a drawer (a modal dialog) opened by the menu button, and focus returns to that button.
 */
export function AppShell({
  layout = 'auto',
  menuLabel,
  menu,
  title,
  headerEnd,
  skipLinks,
  mainId,
  children,
}: AppShellProps) {
  const t = useStrings(strings);
  // null on the server and while hydrating: then both arrangements are rendered and CSS (the same media query)
  // shows one of them (display: none takes the other out of the accessibility tree and the Tab order). Once the
  // window is known the hidden one is dropped: server and first client render are the same, and nothing moves.
  const wideWindow = useMatchMedia(media.splitPane);
  const auto = layout === 'auto';
  const wide = auto ? wideWindow : layout === 'split';
  const [isOpen, setOpen] = useState(false);
  // Once opened the drawer stays mounted, so it can slide out and open at once the next time.
  const [opened, setOpened] = useState(false);
  const render = (close: () => void) => (typeof menu === 'function' ? menu(close) : menu);
  const preload = () => void loadDrawer().catch(() => {});
  return (
    <div className={css.shell}>
      {skipLinks}
      <header className={css.header}>
        {wide !== true && (
          <>
            <span className={auto ? css.menuButtonAuto : css.menuButton}>
              <IconButton
                icon="menu"
                aria-label={t.openMenu}
                aria-haspopup="dialog"
                aria-expanded={isOpen}
                onHoverStart={preload}
                onFocus={preload}
                onPress={() => {
                  setOpened(true);
                  setOpen(true);
                }}
              />
            </span>
            {/* Until the drawer's code has arrived focus stays on the menu button; nothing else changes. */}
            {opened ? (
              <Suspense fallback={null}>
                <AppShellDrawer isOpen={isOpen} onOpenChange={setOpen} menuLabel={menuLabel}>
                  {render}
                </AppShellDrawer>
              </Suspense>
            ) : null}
          </>
        )}
        <div className={css.title}>{title}</div>
        {headerEnd}
      </header>
      <div className={css.body}>
        {wide !== false && (
          <nav aria-label={menuLabel} className={auto ? `${css.aside} ${css.asideAuto}` : css.aside}>
            <div className={css.asideContent}>{render(() => {})}</div>
          </nav>
        )}
        <main id={mainId} className={css.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
