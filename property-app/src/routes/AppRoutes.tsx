import { Route, Switch } from 'wouter';
import { AppFrame } from '../frame/AppFrame.tsx';
import { BlocksPage } from './BlocksPage/BlocksPage.tsx';
import { BookingPage } from './BookingPage/BookingPage.tsx';
import { BookingsPage } from './BookingsPage/BookingsPage.tsx';
import { CalendarFeedsPage } from './CalendarFeedsPage/CalendarFeedsPage.tsx';
import { ChangePasswordPage } from './ChangePasswordPage/ChangePasswordPage.tsx';
import { DashboardPage } from './DashboardPage/DashboardPage.tsx';
import { DevOutboxPage } from './DevOutboxPage/DevOutboxPage.tsx';
import { ExternalFailedPage } from './ExternalLogin/ExternalFailedPage.tsx';
import { ExternalGuestOnly } from './ExternalLogin/ExternalGuestOnly.tsx';
import { ExternalLoginPage } from './ExternalLogin/ExternalLoginPage.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage/ForgotPasswordPage.tsx';
import { GuestOnly, RequireLogin } from './guards.tsx';
import { HomePage } from './HomePage/HomePage.tsx';
import { ImagesPage } from './ImagesPage/ImagesPage.tsx';
import { LoginPage } from './LoginPage/LoginPage.tsx';
import { MessagesPage } from './MessagesPage/MessagesPage.tsx';
import { NewBookingPage } from './NewBookingPage/NewBookingPage.tsx';
import { NewPropertyPage } from './NewPropertyPage/NewPropertyPage.tsx';
import { NotFoundPage } from './NotFoundPage/NotFoundPage.tsx';
import { OccupancyPage } from './OccupancyPage/OccupancyPage.tsx';
import { OfferPage } from './OfferPage/OfferPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage/ResetPasswordPage.tsx';
import { SettingsPage } from './SettingsPage/SettingsPage.tsx';
import { SignupPage } from './SignupPage/SignupPage.tsx';
import { TeamPage } from './TeamPage/TeamPage.tsx';
import { ThemePage } from './ThemePage/ThemePage.tsx';

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
      <Route path="/signup">
        <GuestOnly>
          <SignupPage />
        </GuestOnly>
      </Route>
      {/* Where the server's external login callback hands over (docs/api.md#external-logins). */}
      <Route path="/login/external/done">
        <ExternalGuestOnly>
          <ExternalLoginPage />
        </ExternalGuestOnly>
      </Route>
      <Route path="/login/external/confirm">
        <ExternalGuestOnly>
          <ExternalLoginPage />
        </ExternalGuestOnly>
      </Route>
      <Route path="/login/external/failed">
        <GuestOnly>
          <ExternalFailedPage />
        </GuestOnly>
      </Route>
      {/* Without guards: the mailed link works whoever is logged in in this browser. */}
      <Route path="/forgot-password">
        <ForgotPasswordPage />
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>
      <Route path="/dev/outbox/:id?">{({ id }: { id?: string }) => <DevOutboxPage id={id} />}</Route>
      <Route path="/account/password">
        <RequireLogin>
          <AppFrame>
            <ChangePasswordPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/dashboard">
        <RequireLogin>
          <AppFrame>
            <DashboardPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/theme">
        <RequireLogin>
          <AppFrame>
            <ThemePage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/settings">
        <RequireLogin>
          <AppFrame>
            <SettingsPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/images">
        <RequireLogin>
          <AppFrame>
            <ImagesPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/bookings">
        <RequireLogin>
          <AppFrame>
            <BookingsPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/occupancy">
        <RequireLogin>
          <AppFrame>
            <OccupancyPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/team">
        <RequireLogin>
          <AppFrame>
            <TeamPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/messages">
        <RequireLogin>
          <AppFrame>
            <MessagesPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/blocks">
        <RequireLogin>
          <AppFrame>
            <BlocksPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/calendar-feeds">
        <RequireLogin>
          <AppFrame>
            <CalendarFeedsPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/properties/new">
        <RequireLogin>
          <AppFrame>
            <NewPropertyPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/offer/:base?/:id?">
        {({ base, id }: { base?: string; id?: string }) => (
          <RequireLogin>
            <AppFrame>
              <OfferPage base={base} id={id} />
            </AppFrame>
          </RequireLogin>
        )}
      </Route>
      <Route path="/bookings/new">
        <RequireLogin>
          <AppFrame>
            <NewBookingPage />
          </AppFrame>
        </RequireLogin>
      </Route>
      <Route path="/bookings/:id">
        {({ id }: { id: string }) => (
          <RequireLogin>
            <AppFrame>
              {/^[1-9]\d{0,8}$/.test(id) ? <BookingPage key={id} id={Number(id)} /> : <NotFoundPage />}
            </AppFrame>
          </RequireLogin>
        )}
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
