import { Redirect } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { SessionCheck } from '../guards.tsx';

/** The app's start page (/app/): the dashboard when logged in, else the login page. */
export function HomePage() {
  const status = useAppStore((s) => s.status);
  if (status === 'restoring') return <SessionCheck />;
  return <Redirect to={status === 'authenticated' ? '/dashboard' : '/login'} replace />;
}
