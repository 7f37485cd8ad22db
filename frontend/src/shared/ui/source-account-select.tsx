import { Select, type SelectProps } from 'antd';
import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../accounts';
import { formatMoney } from '../money';
import './source-account-select.css';

interface SourceAccountSelectProps extends Omit<SelectProps<string>, 'options' | 'optionRender' | 'placeholder'> {
  accounts: readonly AccountDto[];
  /** An international transfer is debited in the account's currency after conversion: name it. */
  showCurrency?: boolean;
}

/**
 * The "From Account" picker of a transfer form. Only active accounts can pay, and each option
 * shows what it can spend so the customer chooses knowing the limit. Goes inside a Form.Item,
 * which supplies the value, onChange and the id its label points at.
 */
export function SourceAccountSelect({ accounts, showCurrency = false, ...select }: SourceAccountSelectProps) {
  const options = accounts
    .filter((account) => account.isActive === 'true')
    .map((account) => ({
      value: account.id,
      label: `${account.accountNumber} · ${ACCOUNT_TYPE_LABELS[account.accountType]}${showCurrency ? ` · ${account.currency}` : ''}`,
      available: `Available ${formatMoney(account.availableToSpend, account.currency)}`,
    }));
  return (
    <Select
      {...select}
      placeholder="Select the account to pay from"
      options={options}
      optionRender={(option) => (
        <span className="source-account-option">
          <span>{option.label}</span>
          <span className="source-account-option__available">{option.data.available}</span>
        </span>
      )}
    />
  );
}
