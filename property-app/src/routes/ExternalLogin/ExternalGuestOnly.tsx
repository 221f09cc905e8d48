import { type ReactNode, useRef } from 'react';
import { Redirect } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { SessionCheck } from '../guards.tsx';

/**
 * The guest-only guard of the external login pages: someone who arrives logged in goes to the dashboard.
 * Unlike GuestOnly it decides once, on arrival: the login these pages complete must not whisk the user away
 * before they have read the "connected" message.
 */
export function ExternalGuestOnly({ children }: { children: ReactNode }) {
  const status = useAppStore((s) => s.status);
  const arrivedLoggedIn = useRef<boolean | null>(null);
  if (status === 'restoring') return <SessionCheck />;
  arrivedLoggedIn.current ??= status === 'authenticated';
  if (arrivedLoggedIn.current) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
