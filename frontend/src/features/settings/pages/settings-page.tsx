import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/current-user';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { BankingTab } from '../components/banking-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import '../components/settings.css';

const TABS = ['profile', 'security', 'notifications', 'banking'] as const;
type TabKey = (typeof TABS)[number];

const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

/** SPEC 2.13. The open tab lives in `?tab=`, so a link can open Security directly. */
export function SettingsPage() {
  useDocumentTitle('Account Settings');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'profile';

  if (!user) return null;

  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader title="Account Settings" description="Your profile, security, notifications and banking preferences." />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'profile', label: 'Profile', children: <ProfileTab user={user} /> },
          { key: 'security', label: 'Security', children: <SecurityTab /> },
          { key: 'notifications', label: 'Notifications', children: <NotificationsTab /> },
          { key: 'banking', label: 'Banking', children: <BankingTab /> },
        ]}
      />
    </div>
  );
}
