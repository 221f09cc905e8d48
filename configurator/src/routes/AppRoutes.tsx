import { Spinner } from '@venue/design-system';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { DashboardPage } from './DashboardPage/DashboardPage.tsx';
import { Layout } from './Layout/Layout.tsx';
import { PropertiesPage } from './PropertiesPage/PropertiesPage.tsx';
import { LoadBookingRedirect } from './ReservationPage/LoadBookingRedirect.tsx';

// Only the start page is in the first bundle; the other pages load when first opened.
const CartPage = lazy(() => import('./CartPage/CartPage.tsx').then((m) => ({ default: m.CartPage })));
const ReservationPage = lazy(() =>
  import('./ReservationPage/ReservationPage.tsx').then((m) => ({ default: m.ReservationPage })),
);
const ServicePage = lazy(() =>
  import('./ServicePage/ServicePage.tsx').then((m) => ({ default: m.ServicePage })),
);
const AskForPaymentModalPage = lazy(() =>
  import('./SimplePages/AskForPaymentModalPage.tsx').then((m) => ({ default: m.AskForPaymentModalPage })),
);
const CartAlertModalPage = lazy(() =>
  import('./SimplePages/CartAlertModalPage.tsx').then((m) => ({ default: m.CartAlertModalPage })),
);
const SetupPage = lazy(() => import('./SimplePages/SetupPage.tsx').then((m) => ({ default: m.SetupPage })));
const UnitPage = lazy(() => import('./SimplePages/UnitPage.tsx').then((m) => ({ default: m.UnitPage })));
const TermsModalPage = lazy(() =>
  import('./TermsModalPage/TermsModalPage.tsx').then((m) => ({ default: m.TermsModalPage })),
);
const UnitgroupPage = lazy(() =>
  import('./UnitgroupPage/UnitgroupPage.tsx').then((m) => ({ default: m.UnitgroupPage })),
);

/** Spec 2: the pages and their route segments, below /{propertyKey}/{mode?}. */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Layout>
      <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
        <Switch>
          <Route path="/cart/alert">
            <CartPage />
            <CartAlertModalPage />
          </Route>
          <Route path="/dashboard" component={DashboardPage} />
          <Route path="/home" component={DashboardPage} />
          <Route path="/properties" component={PropertiesPage} />
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
          <Route>
            <LoadBookingRedirect fallback="/dashboard" />
          </Route>
        </Switch>
      </Suspense>
    </Layout>
  );
}
