import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { useChatStore } from '../../shared/chat-store';

const SIGN_OUT = 'sign-out';
const CHAT = 'chat';

/** Menu keys are the paths they open, except Sign Out and the chat. */
const ACTIONS: MenuProps['items'] = [
  { key: '/profile', label: 'Edit Profile' },
  { key: '/settings', label: 'Account Settings' },
  { key: '/cards', label: 'Manage Cards' },
  { key: CHAT, label: 'Chat Support' },
  { key: '/help', label: 'Help & Support' },
];

interface UserMenuProps {
  user: UserDto;
  compact: boolean;
  onSignOut: () => void;
}

export function UserMenu({ user, compact, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const openChat = useChatStore((state) => state.setOpen);
  const fullName = `${user.firstName} ${user.lastName}`;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'identity',
      label: (
        <span style={{ display: 'block', lineHeight: 1.4 }}>
          <strong style={{ color: '#1f2937' }}>{fullName}</strong>
          <br />
          <span style={{ color: '#4b5563' }}>Customer ID: {user.customerId}</span>
        </span>
      ),
      children: ACTIONS,
    },
    { type: 'divider' },
    { key: SIGN_OUT, label: 'Sign Out', icon: <LogoutOutlined />, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SIGN_OUT) onSignOut();
    else if (key === CHAT) openChat(true);
    else if (key.startsWith('/')) navigate(key);
  };

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      // Rendered inside the header landmark rather than at the end of <body>.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button
        type="text"
        data-tour="user-menu"
        aria-label={compact ? `User menu, ${fullName}` : undefined}
        style={{ height: 48, paddingInline: 8, display: 'flex', alignItems: 'center', gap: 10 }}
      >
        <Avatar style={{ background: '#1b3a6b' }} icon={<UserOutlined />} aria-hidden />
        {!compact && (
          <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.25 }}>
            <span style={{ fontWeight: 600, color: '#1f2937' }}>{fullName}</span>
            <span style={{ fontSize: 12, color: '#4b5563' }}>{user.customerId}</span>
          </span>
        )}
        {!compact && <DownOutlined aria-hidden style={{ fontSize: 10, color: '#4b5563' }} />}
      </Button>
    </Dropdown>
  );
}
