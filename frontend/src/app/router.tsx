import { Suspense, use, useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { accountsQueryOptions } from '../shared/accounts';
import { sessionActive } from '../shared/api-client';
import { currentUserQueryOptions, rememberSignedIn, useCurrentUser } from '../shared/current-user';
import { PageSpinner } from '../shared/ui/page-spinner';
import { AdminOnly, SignedOutRedirect } from './route-guards';

/**
 * A route's page in a chunk of its own, so the landing page stays light. Unlike React.lazy it can
 * be loaded before it renders (`preload`), and then renders at once, with no Suspense fallback in
 * between: the opening page replaces its skeleton directly (`preloadOpeningPage`).
 */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  let Page: ComponentType<any> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    if (!loading) {
      const tracked = load().then((module) => {
        Page = module[name];
      });
      // Settled, it carries the fields React sets on a promise it tracks, so `use` reads it at once.
      tracked.then(
        () => Object.assign(tracked, { status: 'fulfilled', value: undefined }),
        (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
      );
      loading = tracked;
    }
    return loading;
  };
  function LazyPage(props: Record<string, unknown>) {
    use(preload()); // suspends until the chunk is in (throws if it failed), at once if it is
    return Page ? <Page {...props} /> : null;
  }
  return Object.assign(LazyPage, { preload });
}

const LandingPage = lazyNamed(() => import('../features/landing/pages/landing-page'), 'LandingPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailChangePage = lazyNamed(() => import('../features/auth/pages/verify-email-change-page'), 'VerifyEmailChangePage');
const OpenAccountPage = lazyNamed(() => import('../features/onboarding/pages/open-account-page'), 'OpenAccountPage');
const ApplicationStatusPage = lazyNamed(() => import('../features/onboarding/pages/application-status-page'), 'ApplicationStatusPage');
const ActivatePage = lazyNamed(() => import('../features/onboarding/pages/activate-page'), 'ActivatePage');
const VerifyEmailPage = lazyNamed(() => import('../features/onboarding/pages/verify-email-page'), 'VerifyEmailPage');
const AppShell = lazyNamed(() => import('./layout/app-shell'), 'AppShell');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ComingSoonPage = lazyNamed(() => import('../shared/ui/coming-soon-page'), 'ComingSoonPage');
const AccountsPage = lazyNamed(() => import('../features/accounts/pages/accounts-page'), 'AccountsPage');
const TransferPage = lazyNamed(() => import('../features/transfers/pages/transfer-page'), 'TransferPage');
const TransactionsPage = lazyNamed(() => import('../features/transactions/pages/transactions-page'), 'TransactionsPage');
const StatementsPage = lazyNamed(() => import('../features/statements/pages/statements-page'), 'StatementsPage');
const SecuritySetupPage = lazyNamed(() => import('../features/security/pages/security-setup-page'), 'SecuritySetupPage');
const SettingsPage = lazyNamed(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const NotificationsPage = lazyNamed(() => import('../features/notifications/pages/notifications-page'), 'NotificationsPage');
const CardsPage = lazyNamed(() => import('../features/cards/pages/cards-page'), 'CardsPage');
const InternationalTransferPage = lazyNamed(
  () => import('../features/international/pages/international-transfer-page'),
  'InternationalTransferPage',
);
const AdminPage = lazyNamed(() => import('../features/admin/pages/admin-page'), 'AdminPage');
const HelpRoute = lazyNamed(() => import('./help-route'), 'HelpRoute');
const PublicHelpRoute = lazyNamed(() => import('./help-route'), 'PublicHelpRoute');

/** Signed-in pages that later issues build; until then each shows a named placeholder. */
const UPCOMING_PAGES: Record<string, string> = {};

/** Paths that only exist signed in: a signed-out visit gets the "logged out" redirect. */
const PROTECTED_PATHS = ['dashboard', 'admin', 'accounts', 'cards', 'transfer', 'transactions', 'statements', 'security-setup', 'settings', 'profile', 'notifications', 'international-transfer', ...Object.keys(UPCOMING_PAGES)];

function SignedOutRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email-change" element={<VerifyEmailChangePage />} />
        <Route path="/open-account" element={<OpenAccountPage />} />
        <Route path="/open-account/status" element={<ApplicationStatusPage />} />
        <Route path="/open-account/verify" element={<VerifyEmailPage />} />
        <Route path="/open-account/activate" element={<ActivatePage />} />
        {/* Help is public (issue 28 item 18): the answers that need a sign-in say so. */}
        <Route path="/help" element={<PublicHelpRoute />} />
        {PROTECTED_PATHS.map((path) => (
          <Route key={path} path={`/${path}`} element={<SignedOutRedirect />} />
        ))}
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </Suspense>
  );
}

function SignedInRoutes({ user }: { user: UserDto }) {
  useEffect(() => {
    rememberSignedIn();
    sessionActive();
  }, []);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {/* The link emailed to a new address may be opened in the browser that is signed in. */}
        <Route path="verify-email-change" element={<VerifyEmailChangePage />} />
        <Route element={<AppShell />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="auth" element={<Navigate to="/dashboard" replace />} />
          <Route path="login" element={<Navigate to="/dashboard" replace />} />
          <Route path="open-account" element={<DashboardPage />} />
          <Route
            path="admin"
            element={
              <AdminOnly user={user}>
                <AdminPage />
              </AdminOnly>
            }
          />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="transfer" element={<TransferPage />} />
          <Route path="transactions" element={<TransactionsPage />} />
          <Route path="statements" element={<StatementsPage />} />
          <Route path="security-setup" element={<SecuritySetupPage />} />
          <Route path="cards" element={<CardsPage />} />
          <Route path="help" element={<HelpRoute />} />
          <Route path="international-transfer" element={<InternationalTransferPage />} />
          {Object.entries(UPCOMING_PAGES).map(([path, title]) => (
            <Route key={path} path={path} element={<ComingSoonPage key={path} title={title} />} />
          ))}
          <Route path="*" element={<DashboardPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** SPEC 2.1: which routes exist depends on whether GET /api/user returned a user. */
function AuthRoutes() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

export const router = createBrowserRouter([{ path: '*', element: <AuthRoutes /> }]);

/** The signed-in pages most visited first, with the code they need before they paint; both show the accounts. */
const OPENING_PAGES: Record<string, { preload: () => Promise<unknown> }[]> = {
  '/dashboard': [AppShell, DashboardPage],
  '/transfer': [AppShell, TransferPage],
};

/** However slow an answer, the app renders by then and shows its own loading state. */
const LONGEST_OPENING_WAIT_MS = 5_000;

/**
 * Asks for `GET /api/user` before the app renders, and for the page being opened: its code while
 * the user is on the way (the shell and the page at once, not one after the other once it
 * answers), and its accounts as soon as a user is there, not once that code has loaded and
 * rendered. Resolves when all of it is in (or failed, or took too long, or nobody is signed in):
 * rendering then, the app's first screen is the page itself, not a spinner in place of the
 * skeleton the server sent (frontend/scripts/prerender.mjs). Dynamic imports of one module and
 * queries of one key share one request.
 */
export function preloadOpeningPage(pathname: string, client: QueryClient): Promise<void> {
  const page = OPENING_PAGES[pathname];
  if (!page) {
    void client.prefetchQuery(currentUserQueryOptions());
    return Promise.resolve();
  }
  const code = page.map((route) => route.preload().catch(() => {})); // the router shows a failure
  // Signed out, the app renders at once: it is on its way to the sign-in, not to this page.
  const ready = client.fetchQuery(currentUserQueryOptions()).then(
    (user) => (user ? Promise.all([...code, client.prefetchQuery(accountsQueryOptions())]) : undefined),
    () => {}, // the router's own query shows the failure
  );
  const longestWait = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_OPENING_WAIT_MS));
  return Promise.race([ready.then(() => undefined), longestWait]);
}
