import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { useAppStore } from '../store/StoreProvider.tsx';
import { ExternalGuestOnly } from './ExternalLogin/ExternalGuestOnly.tsx';
import { GuestOnly, RequireLogin } from './guards.tsx';
import { HomePage } from './HomePage/HomePage.tsx';
import { LoginPage } from './LoginPage/LoginPage.tsx';
import { lazyPage, preloadWhenIdle } from './lazyPage.tsx';
import { PageLoading } from './PageLoading.tsx';

// Only the start pages are in the first bundle (the login page a guest opens /app/ on, its guards); the frame of
// the logged-in pages and every other page come from their own chunks, fetched when first opened or, once logged
// in, when the browser is idle.
const AppFrame = lazyPage(() => import('../frame/AppFrame.tsx').then((m) => m.AppFrame));
const AcceptInvitationPage = lazyPage(() =>
  import('./AcceptInvitationPage/AcceptInvitationPage.tsx').then((m) => m.AcceptInvitationPage),
);
const BlocksPage = lazyPage(() => import('./BlocksPage/BlocksPage.tsx').then((m) => m.BlocksPage));
const BookingPage = lazyPage(() => import('./BookingPage/BookingPage.tsx').then((m) => m.BookingPage));
const BookingsPage = lazyPage(() => import('./BookingsPage/BookingsPage.tsx').then((m) => m.BookingsPage));
const CalendarFeedsPage = lazyPage(() =>
  import('./CalendarFeedsPage/CalendarFeedsPage.tsx').then((m) => m.CalendarFeedsPage),
);
const ChangePasswordPage = lazyPage(() =>
  import('./ChangePasswordPage/ChangePasswordPage.tsx').then((m) => m.ChangePasswordPage),
);
const DashboardPage = lazyPage(() =>
  import('./DashboardPage/DashboardPage.tsx').then((m) => m.DashboardPage),
);
const DevOutboxPage = lazyPage(() =>
  import('./DevOutboxPage/DevOutboxPage.tsx').then((m) => m.DevOutboxPage),
);
const ExternalFailedPage = lazyPage(() =>
  import('./ExternalLogin/ExternalFailedPage.tsx').then((m) => m.ExternalFailedPage),
);
const ExternalLoginPage = lazyPage(() =>
  import('./ExternalLogin/ExternalLoginPage.tsx').then((m) => m.ExternalLoginPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./ForgotPasswordPage/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
);
const ImagesPage = lazyPage(() => import('./ImagesPage/ImagesPage.tsx').then((m) => m.ImagesPage));
const MessagesPage = lazyPage(() => import('./MessagesPage/MessagesPage.tsx').then((m) => m.MessagesPage));
const NewBookingPage = lazyPage(() =>
  import('./NewBookingPage/NewBookingPage.tsx').then((m) => m.NewBookingPage),
);
const NewPropertyPage = lazyPage(() =>
  import('./NewPropertyPage/NewPropertyPage.tsx').then((m) => m.NewPropertyPage),
);
const NotFoundPage = lazyPage(() => import('../frame/NotFoundPage.tsx').then((m) => m.NotFoundPage));
const OccupancyPage = lazyPage(() =>
  import('./OccupancyPage/OccupancyPage.tsx').then((m) => m.OccupancyPage),
);
const OfferPage = lazyPage(() => import('./OfferPage/OfferPage.tsx').then((m) => m.OfferPage));
const PaymentsPage = lazyPage(() => import('./PaymentsPage/PaymentsPage.tsx').then((m) => m.PaymentsPage));
const ResetPasswordPage = lazyPage(() =>
  import('./ResetPasswordPage/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
const SettingsPage = lazyPage(() => import('./SettingsPage/SettingsPage.tsx').then((m) => m.SettingsPage));
const SignupPage = lazyPage(() => import('./SignupPage/SignupPage.tsx').then((m) => m.SignupPage));
const TeamPage = lazyPage(() => import('./TeamPage/TeamPage.tsx').then((m) => m.TeamPage));
const ThemePage = lazyPage(() => import('./ThemePage/ThemePage.tsx').then((m) => m.ThemePage));
const ApiKeysPage = lazyPage(() => import('./ApiKeysPage/ApiKeysPage.tsx').then((m) => m.ApiKeysPage));
const WebhooksPage = lazyPage(() => import('./WebhooksPage/WebhooksPage.tsx').then((m) => m.WebhooksPage));
const VerifyEmailPage = lazyPage(() =>
  import('./VerifyEmailPage/VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage),
);

// The frame and its pages, fetched ahead once the staff member is logged in (the menu leads to them).
const framePages = [
  AppFrame,
  DashboardPage,
  BookingsPage,
  BookingPage,
  OccupancyPage,
  MessagesPage,
  BlocksPage,
  CalendarFeedsPage,
  OfferPage,
  ImagesPage,
  ThemePage,
  SettingsPage,
  PaymentsPage,
  WebhooksPage,
  ApiKeysPage,
  TeamPage,
  ChangePasswordPage,
  NewBookingPage,
  NewPropertyPage,
];

/** The app's pages (under /app/): the login page for guests, the others behind the page guard. */
export function AppRoutes() {
  const authenticated = useAppStore((s) => s.status === 'authenticated');
  useEffect(() => (authenticated ? preloadWhenIdle(framePages) : undefined), [authenticated]);
  return (
    // The pages without the frame load in the whole screen's place; the frame has its own boundary in its
    // main view (frame/AppFrame.tsx), so it stays while a page of it loads.
    <Suspense fallback={<PageLoading screen />}>
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
        <Route path="/verify-email">
          <VerifyEmailPage />
        </Route>
        {/* An existing account's invitation (docs/api.md#property-users): signed in first, then accepted. */}
        <Route path="/accept-invitation">
          <RequireLogin>
            <AppFrame>
              <AcceptInvitationPage />
            </AppFrame>
          </RequireLogin>
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
        <Route path="/payments">
          <RequireLogin>
            <AppFrame>
              <PaymentsPage />
            </AppFrame>
          </RequireLogin>
        </Route>
        {/* The owner-mail about an endpoint turned off links to /app/webhooks (docs/integrations.md#disabling). */}
        <Route path="/webhooks/:id?">
          {({ id }: { id?: string }) => (
            <RequireLogin>
              <AppFrame>
                <WebhooksPage id={id} />
              </AppFrame>
            </RequireLogin>
          )}
        </Route>
        <Route path="/apikeys">
          <RequireLogin>
            <AppFrame>
              <ApiKeysPage />
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
    </Suspense>
  );
}
