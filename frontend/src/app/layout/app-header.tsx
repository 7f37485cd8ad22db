import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { TutorialsButton } from '../../features/tutorials/components/tutorials-launcher';
import { BANK_NAME } from '../../shared/brand';
import { formatLastLogin } from '../../shared/dates';
import { BankLogo } from '../../shared/ui/bank-logo';
import { navigationKey } from './side-menu';
import { UserMenu } from './user-menu';

const QUICK_LINKS = [
  { to: '/transfer', label: 'Quick Transfer' },
  { to: '/statements', label: 'Statements' },
  { to: '/transactions', label: 'History' },
  { to: '/cards', label: 'Cards' },
];

interface AppHeaderProps {
  user: UserDto;
  isMobile: boolean;
  onOpenMenu: () => void;
  onSignOut: () => void;
}

export function AppHeader({ user, isMobile, onOpenMenu, onSignOut }: AppHeaderProps) {
  const current = navigationKey(useLocation().pathname);

  return (
    <Layout.Header className="app-header">
      {isMobile && (
        <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={onOpenMenu} className="app-header__icon-button" />
      )}
      <Link to="/" className="app-header__brand">
        <BankLogo size={32} />
        <span className="app-header__bank-name">{BANK_NAME}</span>
      </Link>

      {!isMobile && (
        <nav aria-label="Quick links" className="app-header__links">
          {QUICK_LINKS.map(({ to, label }) => (
            <Link key={to} to={to} aria-current={current === to.slice(1) ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
      )}

      <div className="app-header__actions">
        {/* The sign-in before this one: the current one is no news, and a first visit has none. */}
        {!isMobile && user.previousLoginAt && (
          <span className="app-header__last-login">Last login: {formatLastLogin(user.previousLoginAt)}</span>
        )}
        <TutorialsButton />
        <NotificationBell />
        <UserMenu user={user} compact={isMobile} onSignOut={onSignOut} />
      </div>
    </Layout.Header>
  );
}
