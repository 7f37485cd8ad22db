import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { Link } from 'react-router-dom';

/** SPEC 2.14: where the password and the second factor are managed. */
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
          <SafetyCertificateOutlined aria-hidden className="profile-security-list__icon" />
          <div>
            <div className="profile-security-list__label">Two-Factor Authentication</div>
            <div className="profile-security-list__hint">Security questions and a signature protect your transfers.</div>
          </div>
          <Link to="/security-setup">Setup 2FA</Link>
        </li>
      </ul>
    </Card>
  );
}
