import { Suspense, useEffect, useMemo, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { SESSION, UserRole } from '@bank/contracts/identity';
import { useSignOut } from '../../features/auth/api/logout';
import { ChatDialog } from '../../features/chat/components/chat-dialog';
import { TutorialsLauncher } from '../../features/tutorials/components/tutorials-launcher';
import { useTutorialAutoStart } from '../../features/tutorials/use-tutorial-auto-start';
import { BANK_NAME } from '../../shared/brand';
import { useCurrentUser } from '../../shared/current-user';
import { PageSpinner } from '../../shared/ui/page-spinner';
import { useIsMobile } from '../../shared/ui/use-is-mobile';
import { AppHeader } from './app-header';
import { SessionCountdown } from './session-countdown';
import { SideMenu } from './side-menu';
import { suggestHelpArticles } from './suggest-help-articles';
import { useSessionTimer } from './use-session-timer';
import './app-shell.css';

/** The signed-in frame (SPEC 2.4): header, side menu or drawer, session countdown, page. */
export function AppShell() {
  const { user } = useCurrentUser();
  const suggestArticles = useMemo(() => suggestHelpArticles(user?.sessionTimeoutMinutes), [user?.sessionTimeoutMinutes]);
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, expire } = useSignOut();

  useSessionTimer(user?.sessionTimeoutMinutes ?? SESSION.DEFAULT_TIMEOUT_MINUTES, expire);
  useEffect(() => setDrawerOpen(false), [pathname]);
  useTutorialAutoStart();

  if (!user) return null; // The router mounts the shell only for a signed-in user.
  const isAdmin = user.role === UserRole.ADMIN;

  const navigation = (
    <div className="app-nav">
      <SideMenu isAdmin={isAdmin} />
      <div className="app-nav__session">
        <SessionCountdown />
      </div>
    </div>
  );

  return (
    <Layout className="app-shell">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <AppHeader user={user} isMobile={isMobile} onOpenMenu={() => setDrawerOpen(true)} onSignOut={signOut} />
      <Layout>
        {isMobile ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={288}
            title={BANK_NAME}
            styles={{ body: { padding: 12 } }}
          >
            {navigation}
          </Drawer>
        ) : (
          <Layout.Sider width={248} theme="light" className="app-sider">
            {navigation}
          </Layout.Sider>
        )}
        <Layout.Content id="main-content" tabIndex={-1} className="app-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {/* Mounted once for every signed-in page: the chat keeps its conversation across pages. */}
      <ChatDialog suggestArticles={suggestArticles} />
      <TutorialsLauncher />
    </Layout>
  );
}
