import { useCurrentUser } from '../../../shared/current-user';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { WelcomeCard } from '../components/welcome-card';

/** Signed-in home. Account overview and quick actions (SPEC 2.8) arrive in later issues. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useCurrentUser();
  if (!user) return null; // The router only mounts this page for a signed-in user.
  return (
    <div style={{ maxWidth: 960 }}>
      <WelcomeCard user={user} />
    </div>
  );
}
