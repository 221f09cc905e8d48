import { Spinner } from '@venue/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor, safeNextPath } from '../app/nextPath.ts';
import { useAppStore } from '../store/StoreProvider.tsx';
import { centered } from './pages.css.ts';

/** Shown while a stored session is checked at start. */
export function SessionCheck() {
  const { t } = useTranslation();
  return (
    <main className={centered} aria-busy="true">
      <Spinner aria-label={t('common.loading')} />
    </main>
  );
}

/**
 * The page guard: a user who is not logged in goes to the login page, which remembers the wanted page and
 * its parameters (`/login?next=/app/dashboard%3Fx%3D1`) and returns there after login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const status = useAppStore((s) => s.status);
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'restoring') return <SessionCheck />;
  if (status === 'anonymous') return <Redirect to={loginPathFor(location, search)} replace />;
  return <>{children}</>;
}

/** The guest-only guard: a logged-in user on the login page goes on to the wanted page, else the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAppStore((s) => s.status);
  const search = useSearch();
  if (status === 'restoring') return <SessionCheck />;
  if (status === 'authenticated') {
    const next = safeNextPath(new URLSearchParams(search).get('next'));
    // `~` leaves wouter's base: `next` is a full path of this app (/app/...).
    return <Redirect to={next ? `~${next}` : '/dashboard'} replace />;
  }
  return <>{children}</>;
}
