import { BankOutlined, CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import type { AccountType } from '@bank/contracts/accounts';

const ICONS: Record<AccountType, typeof BankOutlined> = {
  checking: WalletOutlined,
  savings: BankOutlined,
  credit: CreditCardOutlined,
};

/** Decorative: the account type is always written next to it. */
export function AccountTypeIcon({ type, size = 18 }: { type: AccountType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden style={{ fontSize: size }} />;
}
