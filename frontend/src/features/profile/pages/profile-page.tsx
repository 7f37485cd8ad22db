import { Col, Row } from 'antd';
import { useCurrentUser } from '../../../shared/current-user';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AccountInformationCard } from '../components/account-information-card';
import { PersonalInformationCard } from '../components/personal-information-card';
import { SecurityCard } from '../components/security-card';
import '../components/profile.css';

/** SPEC 2.14: editable personal information beside the read-only account facts. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <div style={{ maxWidth: 1120 }}>
      <PageHeader title="Profile" description="Your personal details and how your account is protected." />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <PersonalInformationCard user={user} />
        </Col>
        <Col xs={24} lg={10}>
          <div className="profile-stack">
            <AccountInformationCard user={user} />
            <SecurityCard />
          </div>
        </Col>
      </Row>
    </div>
  );
}
