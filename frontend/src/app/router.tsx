import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { useCurrentUser } from '../shared/current-user';
import { PageSpinner } from '../shared/ui/page-spinner';
import { AdminOnly, SignedOutRedirect } from './route-guards';

/** React.lazy for named exports: every route is its own chunk, so the landing page stays light. */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LandingPage = lazyNamed(() => import('../features/landing/pages/landing-page'), 'LandingPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const OpenAccountPage = lazyNamed(() => import('../features/onboarding/pages/open-account-page'), 'OpenAccountPage');
const AppShell = lazyNamed(() => import('./layout/app-shell'), 'AppShell');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ComingSoonPage = lazyNamed(() => import('../shared/ui/coming-soon-page'), 'ComingSoonPage');

/** Signed-in pages that later issues build; until then each shows a named placeholder. */
const UPCOMING_PAGES: Record<string, string> = {
  accounts: 'My Accounts',
  transfer: 'Transfer Money',
  'international-transfer': 'International Transfer',
  transactions: 'Transaction History',
  statements: 'Statements',
  settings: 'Account Settings',
  profile: 'Edit Profile',
  'security-setup': 'Security Setup',
  cards: 'Manage Cards',
  help: 'Help & Support',
};

/** Paths that only exist signed in: a signed-out visit gets the "logged out" redirect. */
const PROTECTED_PATHS = ['dashboard', 'admin', ...Object.keys(UPCOMING_PAGES)];

function SignedOutRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/open-account" element={<OpenAccountPage />} />
        {PROTECTED_PATHS.map((path) => (
          <Route key={path} path={`/${path}`} element={<SignedOutRedirect />} />
        ))}
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </Suspense>
  );
}

function SignedInRoutes({ user }: { user: UserDto }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
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
                <ComingSoonPage title="Admin Panel" />
              </AdminOnly>
            }
          />
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
