import { AppShell } from '@venue/design-system';
import { type ReactNode, Suspense, useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import * as styles from './Layout.css.ts';
import { NavMenu } from './NavMenu.tsx';
import { PropertyContact } from './PropertyContact.tsx';
import { mainContentId, SkipLinks, SkipLinksProvider } from './SkipLinks.tsx';
import { TotalAnnouncer } from './TotalAnnouncer.tsx';

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
  // Each part of the frame in a Suspense boundary of its own (nothing in them suspends): a server-rendered page
  // hydrates them one by one, in short tasks, not with the whole frame in one long task (docs/performance.md).
  const menu = useCallback(
    (close: () => void) => (
      <Suspense>
        <NavMenu onNavigate={close} />
      </Suspense>
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
            <Suspense>
              <LanguageSwitch />
            </Suspense>
          }
        >
          <div className={styles.main}>{children}</div>
        </AppShell>
        <Suspense>
          <PropertyContact />
        </Suspense>
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
