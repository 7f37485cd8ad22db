import {
  CreditCardOutlined, CustomerServiceOutlined, FileTextOutlined, GlobalOutlined, SafetyCertificateOutlined, SwapOutlined,
} from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useChatStore } from '../../../shared/chat-store';

const PRIORITY = [
  { to: '/transfer', label: 'Transfer Funds', hint: 'Send money to any account at the bank', icon: <SwapOutlined /> },
  { to: '/international-transfer', label: 'International Transfer', hint: 'Pay abroad in five currencies', icon: <GlobalOutlined /> },
];

const MORE = [
  { to: '/statements', label: 'View Statements', icon: <FileTextOutlined /> },
  { to: '/cards', label: 'Manage Cards', icon: <CreditCardOutlined /> },
  { to: '/security-setup', label: 'Security Setup', icon: <SafetyCertificateOutlined /> },
];

/** SPEC 2.8: two priority actions, three more services and Contact Support (opens the chat). */
export function QuickActions() {
  const openChat = useChatStore((state) => state.setOpen);

  return (
    <Card
      title={<h2 className="dashboard__card-title">Quick Actions</h2>}
      data-tour="quick-actions"
      className="dashboard__card"
    >
      <div className="quick-actions__priority">
        {PRIORITY.map(({ to, label, hint, icon }) => (
          <Link key={to} to={to} className="quick-action quick-action--priority">
            <span className="quick-action__icon" aria-hidden>
              {icon}
            </span>
            <span>
              <span className="quick-action__label">{label}</span>
              <span className="quick-action__hint">{hint}</span>
            </span>
          </Link>
        ))}
      </div>
      <h3 className="quick-actions__subheading">More services</h3>
      <div className="quick-actions__more">
        {MORE.map(({ to, label, icon }) => (
          <Link key={to} to={to} className="quick-action">
            <ActionContent icon={icon} label={label} />
          </Link>
        ))}
        <button type="button" className="quick-action" onClick={() => openChat(true)}>
          <ActionContent icon={<CustomerServiceOutlined />} label="Contact Support" />
        </button>
      </div>
    </Card>
  );
}

function ActionContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="quick-action__icon" aria-hidden>
        {icon}
      </span>
      <span className="quick-action__label">{label}</span>
    </>
  );
}
