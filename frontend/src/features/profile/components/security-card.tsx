import { LockOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { Link } from 'react-router-dom';

/**
 * SPEC 2.14: where the password and the second factors are managed. One name for each:
 * "sign-in verification" (the authenticator app) and "transfer security" (questions and signature);
 * SPEC's single 'Setup 2FA' link is two (docs/decisions/second-factor.md).
 */
export function SecurityCard() {
  return (
    <Card title={<h2 className="profile-card-title">Security and Authentication</h2>}>
      <ul className="profile-security-list">
        <li>
          <LockOutlined aria-hidden className="profile-security-list__icon" />
          <div>
            <div className="profile-security-list__label">Password</div>
            <div className="profile-security-list__hint">Change it regularly and never share it.</div>
          </div>
          <Link to="/settings?tab=security">Change Password</Link>
        </li>
        <li>
          <MobileOutlined aria-hidden className="profile-security-list__icon" />
          <div>
            <div className="profile-security-list__label">Sign-in Verification</div>
            <div className="profile-security-list__hint">A code from an authenticator app after your password.</div>
          </div>
          <Link to="/settings?tab=security">Set Up Sign-in Verification</Link>
        </li>
        <li>
          <SafetyCertificateOutlined aria-hidden className="profile-security-list__icon" />
          <div>
            <div className="profile-security-list__label">Transfer Security</div>
            <div className="profile-security-list__hint">Security questions and a signature protect your transfers.</div>
          </div>
          <Link to="/security-setup">Set Up Transfer Security</Link>
        </li>
      </ul>
    </Card>
  );
}
