import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { useAppStore } from '../store/StoreProvider.tsx';
import { DashboardPage } from './DashboardPage/DashboardPage.tsx';
import { Layout } from './Layout/Layout.tsx';
import { lazyPage, preloadWhenIdle } from './lazyPage.tsx';
import { prefetchNextPages } from './nextPages.ts';
import { PageLoading } from './PageLoading.tsx';
import { LoadBookingRedirect } from './ReservationPage/LoadBookingRedirect.tsx';

// Only the start page is in the first bundle; the other pages come from their own chunks, fetched when
// the browser is idle after the first screen (or when first opened, if that is sooner).
const CartPage = lazyPage(() => import('./CartPage/CartPage.tsx').then((m) => m.CartPage));
const ReservationPage = lazyPage(() =>
  import('./ReservationPage/ReservationPage.tsx').then((m) => m.ReservationPage),
);
const ServicePage = lazyPage(() => import('./ServicePage/ServicePage.tsx').then((m) => m.ServicePage));
const AskForPaymentModalPage = lazyPage(() =>
  import('./SimplePages/AskForPaymentModalPage.tsx').then((m) => m.AskForPaymentModalPage),
);
const CartAlertModalPage = lazyPage(() =>
  import('./SimplePages/CartAlertModalPage.tsx').then((m) => m.CartAlertModalPage),
);
const SetupPage = lazyPage(() => import('./SimplePages/SetupPage.tsx').then((m) => m.SetupPage));
const UnitPage = lazyPage(() => import('./SimplePages/UnitPage.tsx').then((m) => m.UnitPage));
const TermsModalPage = lazyPage(() =>
  import('./TermsModalPage/TermsModalPage.tsx').then((m) => m.TermsModalPage),
);
const GroupCodePage = lazyPage(() => import('./GroupPage/GroupPage.tsx').then((m) => m.GroupCodePage));
const GroupPage = lazyPage(() => import('./GroupPage/GroupPage.tsx').then((m) => m.GroupPage));
/** The property list: a page of its own (`/properties`), and the app's page where no property is named. */
export const PropertiesPage = lazyPage(() =>
  import('./PropertiesPage/PropertiesPage.tsx').then((m) => m.PropertiesPage),
);
const UnitgroupPage = lazyPage(() =>
  import('./UnitgroupPage/UnitgroupPage.tsx').then((m) => m.UnitgroupPage),
);

/**
 * The pages of the booking flow, which a guest opens right after the start page. A server-rendered page names their
 * files for the browser to fetch (docs/serving.md#the-next-pages); a page the browser rendered loads them when idle.
 */
export const flowPages = [UnitgroupPage, ServicePage, CartPage, SetupPage, TermsModalPage];

/** docs/pages.md: the pages and their route segments, below /{propertyKey}/{mode?}. */
export function AppRoutes() {
  // Once the session is ready and the start page painted, not while the first screen still loads.
  const ready = useAppStore((s) => s.status === 'ready');
  useEffect(() => {
    // Cancelled when the app goes (a test's window may be torn down before the browser is idle).
    if (ready && !prefetchNextPages()) return preloadWhenIdle(flowPages);
    return undefined;
  }, [ready]);
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/cart/alert">
            <CartPage />
            <CartAlertModalPage />
          </Route>
          <Route path="/dashboard" component={DashboardPage} />
          <Route path="/home" component={DashboardPage} />
          <Route path="/properties">
            <PropertiesPage />
          </Route>
          <Route path="/terms-modal">
            <TermsModalPage />
          </Route>
          <Route path="/payment/:bookingId" component={AskForPaymentModalPage} />
          <Route path="/setup/:unitgroupindex" component={SetupPage} />
          <Route path="/unit" component={UnitPage} />
          <Route path="/service/:unitgroupindex/:servicecode" component={ServicePage} />
          <Route path="/cart/:unitgroupindex" component={CartPage} />
          <Route path="/unitgroup/:unitgroupindex/:category" component={UnitgroupPage} />
          <Route path="/reservation" component={ReservationPage} />
          <Route path="/group" component={GroupCodePage} />
          <Route path="/group/:code" component={GroupPage} />
          <Route>
            <LoadBookingRedirect fallback="/dashboard" />
          </Route>
        </Switch>
      </Suspense>
    </Layout>
  );
}
