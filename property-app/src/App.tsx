import { type ReactNode, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { APP_BASE } from './app/nextPath.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { useAppStore } from './store/StoreProvider.tsx';

/** The property app: checks a stored session once, then shows its pages under /app/. */
export function App() {
  const restore = useAppStore((s) => s.restore);
  useEffect(() => {
    void restore();
  }, [restore]);
  return (
    <Router base={APP_BASE}>
      <AriaLinks>
        <AppRoutes />
      </AriaLinks>
    </Router>
  );
}

/** A link to the server (an external login's start), not to a page of the app. */
const isServerPath = (to: string) => to.startsWith('/api/');

/**
 * react-aria links (LinkButton, ...) to the app's pages navigate inside it, like wouter's own links, showing
 * their /app/ href; links to the server's routes load as links do.
 */
function AriaLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider
      navigate={(to) => (isServerPath(to) ? window.location.assign(to) : navigate(to))}
      useHref={(to) => (isServerPath(to) ? to : `${APP_BASE}${to}`)}
    >
      {children}
    </RouterProvider>
  );
}
