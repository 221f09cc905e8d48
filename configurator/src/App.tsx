import { Spinner } from '@venue/design-system';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import type { PropertyLocation } from './api/propertyLocation.ts';
import type { QueryPrefill } from './app/queryPrefill.ts';
import { useTranslation } from './i18n/useTranslation.ts';
import { AppRoutes, PropertiesPage } from './routes/AppRoutes.tsx';
import { lazyPage } from './routes/lazyPage.tsx';
import { visuallyHidden } from './routes/pages.css.ts';
import { useAppStore } from './store/StoreProvider.tsx';
import { toastsShown } from './ui/toastsShown.ts';

// The toast region (react-aria's landmark, toast and timer code) and the queue load with the first toast shown.
const ToastRegion = lazy(() =>
  Promise.all([import('@venue/design-system/Toast'), import('./ui/toasts.ts')]).then(
    ([{ ToastRegion: Region }, { toastQueue }]) => ({ default: () => <Region queue={toastQueue} /> }),
  ),
);

// Pages never shown on a property's page (and the property list, AppRoutes.tsx): their own chunks.
const UnknownPropertyPage = lazyPage(() =>
  import('./routes/UnknownPropertyPage/UnknownPropertyPage.tsx').then((m) => m.UnknownPropertyPage),
);

/** Renders the app's toast region from the first toast on (none are shown on a usual first screen). */
function Toasts() {
  const needed = useSyncExternalStore(toastsShown.subscribe, toastsShown.get, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

/** The configurator: logs in to the property the URL names, then shows its pages. */
export function App({ location, prefill }: { location: PropertyLocation; prefill: QueryPrefill }) {
  const { t } = useTranslation();
  const status = useAppStore((s) => s.status);
  const startSession = useAppStore((s) => s.startSession);
  const base = useAppStore((s) => s.base);

  useEffect(() => {
    void startSession(location, prefill);
  }, [startSession, location, prefill]);

  useEffect(() => {
    // docs/pages.md#choosing-the-property: a failed property login blanks the page but for a toast with a close button.
    if (status !== 'failed') return;
    void import('./ui/toasts.ts').then(({ createNotifier }) =>
      createNotifier(t)({ key: 'ERROR.LOGIN_PROPERTY_FAILED', tone: 'danger' }, null),
    );
  }, [status, t]);

  return (
    <>
      {status === 'pending' || status === 'idle' ? (
        <main aria-busy="true">
          <Spinner aria-label={t('common.loading')} />
        </main>
      ) : null}
      {status === 'failed' ? <h1 className={visuallyHidden}>{t('app.title')}</h1> : null}
      {status === 'no-property' || status === 'unknown-property' ? (
        <Suspense
          fallback={
            <main aria-busy="true">
              <Spinner aria-label={t('common.loading')} />
            </main>
          }
        >
          {status === 'no-property' ? <PropertiesPage standalone /> : <UnknownPropertyPage />}
        </Suspense>
      ) : null}
      {status === 'ready' ? (
        <Router base={base}>
          <AppRoutes />
        </Router>
      ) : null}
      <Toasts />
    </>
  );
}
