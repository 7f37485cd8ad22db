import { CheckCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import type { AccountDto } from '@bank/contracts/accounts';
import { AccountMessages } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { useAccountLookup } from '../api/lookup-account';

interface DestinationPreviewProps {
  /** Eight digits typed so far; nothing is shown for anything shorter. */
  accountNumber: string;
  ownAccounts: readonly AccountDto[];
}

/**
 * Who the money goes to (SPEC 2.10): the customer's own account is named from their own
 * list; anyone else's is looked up, showing only name, type and number.
 */
export function DestinationPreview({ accountNumber, ownAccounts }: DestinationPreviewProps) {
  const complete = /^\d{8}$/.test(accountNumber);
  const own = ownAccounts.find((account) => account.accountNumber === accountNumber);
  const lookup = useAccountLookup(accountNumber, complete && !own);

  let content = null;
  if (!complete) {
    content = null;
  } else if (own) {
    content = <Found name="Your own account" type={ACCOUNT_TYPE_LABELS[own.accountType]} number={own.accountNumber} />;
  } else if (lookup.isPending) {
    content = (
      <p className="destination destination--pending">
        <LoadingOutlined aria-hidden /> Looking up account…
      </p>
    );
  } else if (lookup.error) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    content = (
      <p className="destination destination--missing">
        <WarningFilled aria-hidden /> {notFound ? AccountMessages.ACCOUNT_NOT_FOUND : errorMessage(lookup.error, AccountMessages.ACCOUNT_NOT_FOUND)}
      </p>
    );
  } else if (lookup.data) {
    content = <Found name={lookup.data.accountName} type={ACCOUNT_TYPE_LABELS[lookup.data.accountType]} number={lookup.data.accountNumber} />;
  }

  // Always rendered, so screen readers announce the result when it arrives.
  return (
    <div aria-live="polite" className="destination__region">
      {content}
    </div>
  );
}

function Found({ name, type, number }: { name: string; type: string; number: string }) {
  return (
    <div className="destination destination--found" data-testid="destination-account">
      <CheckCircleFilled aria-hidden className="destination__icon" />
      <dl className="destination__details">
        <div>
          <dt>Account name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{type}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{number}</dd>
        </div>
      </dl>
    </div>
  );
}
