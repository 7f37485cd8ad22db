import { Modal } from 'antd';
import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { ConfirmDetails } from '../../../shared/ui/confirm-details';
import { useAccountLookup } from '../api/lookup-account';
import type { TransferDraft } from './transfer-draft';

interface ConfirmTransferDialogProps {
  open: boolean;
  draft: TransferDraft | null;
  fromAccount: AccountDto | undefined;
  ownAccounts: readonly AccountDto[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** The summary the customer confirms before authorizing (SPEC 2.10). */
export function ConfirmTransferDialog({ open, draft, fromAccount, ownAccounts, onConfirm, onCancel }: ConfirmTransferDialogProps) {
  const toNumber = draft?.toAccountNumber ?? '';
  const ownDestination = ownAccounts.find((account) => account.accountNumber === toNumber);
  // Already in the cache from the form's lookup.
  const lookup = useAccountLookup(toNumber, open && !ownDestination && toNumber !== '');
  const recipient = ownDestination ? `Your ${ACCOUNT_TYPE_LABELS[ownDestination.accountType].toLowerCase()} account` : lookup.data?.accountName;

  return (
    <Modal open={open} title="Confirm Transfer" okText="Confirm Transfer" cancelText="Cancel" onOk={onConfirm} onCancel={onCancel} destroyOnHidden>
      {draft && fromAccount && (
        <>
          <p style={{ marginTop: 0 }}>Please check the details. You will then authorize the transfer with your signature and a security question (or, with sign-in verification on, your authenticator app's code or a passkey).</p>
          <ConfirmDetails
            rows={[
              ['From', `${ACCOUNT_TYPE_LABELS[fromAccount.accountType]} ${fromAccount.accountNumber}`],
              ['To', <>{toNumber}{recipient && <span className="transfer-summary__sub">{recipient}</span>}</>],
              ['Amount', <span key="amount" className="transfer-summary__amount">{formatMoney(draft.amount, fromAccount.currency)}</span>],
              ['Description', draft.description],
            ]}
          />
        </>
      )}
    </Modal>
  );
}
