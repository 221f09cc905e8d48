import { Redirect, Route, Switch } from 'wouter';
import { CartPage } from './CartPage/CartPage.tsx';
import { DashboardPage } from './DashboardPage/DashboardPage.tsx';
import { Layout } from './Layout/Layout.tsx';
import { PropertiesPage } from './PropertiesPage/PropertiesPage.tsx';
import { ReservationPage } from './ReservationPage/ReservationPage.tsx';
import { ServicePage } from './ServicePage/ServicePage.tsx';
import { AskForPaymentModalPage } from './SimplePages/AskForPaymentModalPage.tsx';
import { CartAlertModalPage } from './SimplePages/CartAlertModalPage.tsx';
import { SetupPage } from './SimplePages/SetupPage.tsx';
import { UnitPage } from './SimplePages/UnitPage.tsx';
import { TermsModalPage } from './TermsModalPage/TermsModalPage.tsx';
import { UnitgroupPage } from './UnitgroupPage/UnitgroupPage.tsx';

/** Spec 2: the pages and their route segments, below /{propertyKey}/{mode?}. */
export function AppRoutes() {
  return (
    <Layout>
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
          <Redirect to="/dashboard" replace />
        </Route>
      </Switch>
    </Layout>
  );
}
