import { AppShell } from '@venue/design-system';
import { type ReactNode, Suspense, useCallback, useContext } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { FirstScreenFromServer } from '../../ui/Deferred.tsx';
import { HydrateLater } from '../../ui/HydrateLater.tsx';
import { lazyPage } from '../lazyPage.tsx';
import * as pages from '../pages.css.ts';
import * as styles from './Layout.css.ts';
import { mainContentId, SkipLinks, SkipLinksProvider } from './SkipLinks.tsx';
// Not from a chunk of its own: mounted late, it would take a total already changed for the one the guest started with.
import { TotalAnnouncer } from './TotalAnnouncer.tsx';

// docs/serving.md#the-frames-parts: the menu, the language picker and the property's contact each come from a chunk
// of their own, not needed before the first interaction. A server-rendered page keeps
// their HTML (links that work without script) and hydrates them after the rest; a page the browser renders loads
// them with the app (preloadFrame), before its first render.
const NavMenu = lazyPage(() => import('./NavMenu.tsx').then((m) => m.NavMenu));
const LanguageSwitch = lazyPage(() => import('./LanguageSwitch.tsx').then((m) => m.LanguageSwitch));
const PropertyContact = lazyPage(() => import('./PropertyContact.tsx').then((m) => m.PropertyContact));

/** Loads the frame's parts (a page the browser renders does so before its first render: no part pops in later). */
export function preloadFrame(): Promise<void> {
  return Promise.all([NavMenu, LanguageSwitch, PropertyContact].map((part) => part.preload())).then(
    () => undefined,
  );
}

/**
 * A part of the frame: in a server-rendered page it keeps the server's HTML and hydrates after the rest
 * (ui/HydrateLater.tsx); else it renders once its chunk is there (at once after preloadFrame).
 */
function FramePart({ children }: { children: ReactNode }) {
  if (useContext(FirstScreenFromServer))
    return (
      <HydrateLater hold fallback={null}>
        {children}
      </HydrateLater>
    );
  return <Suspense>{children}</Suspense>;
}

/**
 * The frame of every property page: skip links first (to the page's content, and further targets the page
 * names), the design system's app shell with the property and the language picker in its header, the menu
 * (docs/pages.md#layout: beside the main view at 1350 px or more, else a drawer behind the menu button), the
 * main view, the property's contact at the foot, and two polite live regions: what the last change did, and the cart's new total. The frame
 * re-renders only when the property or the language changes: the menu and the live regions follow the store
 * on their own.
 */
export function Layout({ children }: { children: ReactNode }) {
  // Re-renders on a language change (useTranslation): the menu label and the picker follow it.
  const { t } = useTranslation();
  const property = useAppStore((s) => s.property);
  // Each part of the frame in a boundary of its own: a server-rendered page hydrates them one by one, in short
  // tasks, once the rest of the page is hydrated and the browser idle (docs/performance.md).
  const menu = useCallback(
    (close: () => void) => (
      <FramePart>
        <NavMenu onNavigate={close} />
      </FramePart>
    ),
    [],
  );
  return (
    <SkipLinksProvider>
      <div className={styles.shell}>
        <AppShell
          skipLinks={<SkipLinks />}
          mainId={mainContentId}
          menuLabel={t('nav.menu')}
          menu={menu}
          title={<span className={styles.brand}>{property?.name}</span>}
          headerEnd={
            <FramePart>
              <LanguageSwitch />
            </FramePart>
          }
        >
          <div className={styles.main}>{children}</div>
        </AppShell>
        <FramePart>
          <PropertyContact />
        </FramePart>
        <Announcer />
        <TotalLiveRegion />
      </div>
    </SkipLinksProvider>
  );
}

/** The live region: what the last change did (e.g. services the relations engine added), read politely. */
function Announcer() {
  const { t } = useTranslation();
  const announcement = useAppStore((s) => s.announcement);
  return (
    <div aria-live="polite" role="status" data-testid="announcer" className={pages.visuallyHidden}>
      {announcement.map((part) => t(part.key, part.values ?? {})).join('. ')}
    </div>
  );
}

/** The cart's total, announced after a change, once the cart is started (its total as started is no news). */
function TotalLiveRegion() {
  const started = useAppStore((s) => s.cart?.started ?? false);
  return started ? <TotalAnnouncer /> : null;
}
