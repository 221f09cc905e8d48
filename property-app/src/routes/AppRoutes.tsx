import { Route, Switch } from 'wouter';
import { AppFrame } from '../frame/AppFrame.tsx';
import { DashboardPage } from './DashboardPage/DashboardPage.tsx';
import { GuestOnly, RequireLogin } from './guards.tsx';
import { HomePage } from './HomePage/HomePage.tsx';
import { LoginPage } from './LoginPage/LoginPage.tsx';
import { NotFoundPage } from './NotFoundPage/NotFoundPage.tsx';

/** The app's pages (under /app/): the login page for guests, the others behind the page guard. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/login">
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </Route>
      <Route path="/dashboard">
        <RequireLogin>
          <AppFrame>
            <DashboardPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route>
        <RequireLogin>
          <AppFrame>
            <NotFoundPage />
          </AppFrame>
        </RequireLogin>
      </Route>
    </Switch>
  );
}
