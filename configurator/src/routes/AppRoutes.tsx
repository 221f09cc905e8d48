import { Redirect, Route, Switch } from 'wouter';
import { DashboardPage } from './DashboardPage/DashboardPage.tsx';
import { PropertiesPage } from './PropertiesPage/PropertiesPage.tsx';

/** Spec 2: the pages and their route segments, below /{propertyKey}/{mode?}. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/home" component={DashboardPage} />
      <Route path="/properties" component={PropertiesPage} />
      <Route>
        <Redirect to="/dashboard" replace />
      </Route>
    </Switch>
  );
}
