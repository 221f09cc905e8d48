import { useEffect } from 'react';
import { Router } from 'wouter';
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
      <AppRoutes />
    </Router>
  );
}
