import { AppShell, UserMenu } from '@venue/design-system';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LiveInvalidation } from '../app/ApiProvider.tsx';
import { PageLoading } from '../routes/PageLoading.tsx';
import { useAppStore } from '../store/StoreProvider.tsx';
import * as css from './Frame.css.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { NavList } from './NavList.tsx';
import { PropertySwitcher } from './PropertySwitcher.tsx';
import { mainId, SkipToMain } from './SkipToMain.tsx';

/**
 * The frame of the logged-in pages (spec 2): the menu (property switcher and navigation) beside the main
 * view at 1350 px and wider, else behind the menu button; the header with the language picker and the
 * user menu, whose "Log out" asks first. A page whose chunk is still loading shows a placeholder in the main
 * view, the frame around it staying as it is.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.user);
  const logout = useAppStore((s) => s.logout);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {user ? <LiveInvalidation /> : null}
      <AppShell
        skipLinks={<SkipToMain />}
        mainId={mainId}
        menuLabel={t('frame.menu')}
        title={<span className={css.appTitle}>{t('app.name')}</span>}
        headerEnd={
          <div className={css.headerEnd}>
            <LanguageSwitch />
            {user ? (
              <UserMenu
                name={user.name}
                email={user.email}
                items={[
                  { id: 'password', label: t('account.changePassword') },
                  { id: 'logout', label: t('logout.menuItem'), danger: true },
                ]}
                onAction={(id) => {
                  if (id === 'password') navigate('/account/password');
                  if (id === 'logout') setConfirming(true);
                }}
              />
            ) : null}
          </div>
        }
        menu={(close) => (
          <div className={css.menu}>
            <PropertySwitcher />
            <NavList onNavigate={close} />
          </div>
        )}
      >
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </AppShell>
      <LogoutDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          await logout();
          navigate('/login', { replace: true });
        }}
      />
    </>
  );
}
