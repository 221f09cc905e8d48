import { LinkButton } from '@venue/design-system';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from './NavMenu.css.ts';

// The total needs the domain's pricing, which the first screen does not: it loads once a cart is started.
const MenuTotal = lazy(() => import('./MenuTotal.tsx').then((m) => ({ default: m.MenuTotal })));

/** docs/pages.md#layout: the home entry (titled with the home label) leads to the dashboard, the start page. */
const homePath = '/dashboard';

/**
 * The menu of the app shell: the navigation list (home) and the cart's page list, the same pages the tabs
 * show (disabled pages say from when they open, the current one is marked with aria-current), and the
 * cart's total. `onNavigate` closes the drawer after a choice.
 */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  const navigation = useNavigation();
  const slots = useAppStore((s) => s.cart?.slots.length ?? 0);
  const stepsId = useId();
  const onHome = location === homePath || location === '/home';
  // A page chosen in the menu (which stays in view) is shown from its top, not at the old page's scroll.
  const open = (path: string) => {
    navigate(path);
    window.scrollTo({ top: 0 });
  };
  return (
    // react-aria's links navigate through wouter (no page reload); hrefs carry the property's base path.
    <RouterProvider navigate={open} useHref={(path) => `${base}${path}`}>
      <div className={styles.menu}>
        <ul className={styles.list}>
          <li>
            <MenuEntry href={homePath} current={onHome} onNavigate={onNavigate}>
              {t('nav.home')}
            </MenuEntry>
          </li>
        </ul>
        <div>
          <p id={stepsId} className={styles.groupLabel}>
            {t('nav.tabs')}
          </p>
          {navigation.started ? (
            <>
              {slots > 1 && !navigation.plainStay ? (
                <p className={styles.day}>{navigation.slotLabel(navigation.slotIndex)}</p>
              ) : null}
              <ul aria-labelledby={stepsId} className={styles.list}>
                {navigation.tabs.map((tab) => (
                  <li key={tab.path}>
                    <MenuEntry
                      href={tab.path}
                      current={tab.active}
                      disabled={tab.disabled}
                      onNavigate={onNavigate}
                      note={
                        tab.disabled && tab.availableFrom
                          ? t('nav.availableFrom', { date: format.date(tab.availableFrom) })
                          : null
                      }
                    >
                      {tab.label}
                    </MenuEntry>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.muted}>{t('nav.notStarted')}</p>
          )}
        </div>
        {navigation.started ? (
          <Suspense fallback={null}>
            <MenuTotal />
          </Suspense>
        ) : null}
      </div>
    </RouterProvider>
  );
}

function MenuEntry({
  href,
  current,
  disabled = false,
  note = null,
  onNavigate,
  children,
}: {
  href: string;
  current: boolean;
  disabled?: boolean;
  note?: string | null;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <LinkButton
      variant="quiet"
      href={href}
      isDisabled={disabled}
      className={styles.entry}
      onPress={onNavigate}
      {...(current ? { 'aria-current': 'page' as const } : {})}
    >
      <span>{children}</span>
      {/* The space keeps label and note apart in the accessible name (flex hides it on screen). */}
      {note ? (
        <>
          {' '}
          <span className={styles.note}>{note}</span>
        </>
      ) : null}
    </LinkButton>
  );
}
