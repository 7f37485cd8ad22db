import { CheckCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_NUMBER_PATTERN, AccountMessages } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { useAccountLookup } from '../api/lookup-account';
import { currencyDiffers, type Payee } from './transfer-rules';

/**
 * The payee of a typed account number: the customer's own account from their list, anyone
 * else's looked up. Nothing for a number the field's own validation refuses (wrong shape, the
 * source account itself), so a bad number gets one message, the field's.
 */
export function usePayee(accountNumber: string, fromAccount: AccountDto | undefined, ownAccounts: readonly AccountDto[]): Payee {
  const valid = ACCOUNT_NUMBER_PATTERN.test(accountNumber) && accountNumber !== fromAccount?.accountNumber;
  const own = valid ? ownAccounts.find((account) => account.accountNumber === accountNumber) : undefined;
  const lookup = useAccountLookup(accountNumber, valid && !own);

  if (!valid) return { state: 'none' };
  if (own) {
    return { state: 'found', own: true, info: { accountName: 'Your own account', accountType: own.accountType, accountNumber: own.accountNumber, currency: own.currency } };
  }
  if (lookup.isPending) return { state: 'pending' };
  if (lookup.error) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return { state: 'missing', message: notFound ? AccountMessages.ACCOUNT_NOT_FOUND : errorMessage(lookup.error, AccountMessages.ACCOUNT_NOT_FOUND) };
  }
  return { state: 'found', own: false, info: lookup.data };
}

interface DestinationPreviewProps {
  payee: Payee;
  fromAccount: AccountDto | undefined;
}

/**
 * Who the money goes to (SPEC 2.10): name, type, number and the currency the account holds.
 * A currency other than the source's is marked here; the field says why it cannot be paid.
 */
export function DestinationPreview({ payee, fromAccount }: DestinationPreviewProps) {
  let content = null;
  if (payee.state === 'pending') {
    content = (
      <p className="destination destination--pending">
        <LoadingOutlined aria-hidden /> Looking up account…
      </p>
    );
  } else if (payee.state === 'missing') {
    content = (
      <p className="destination destination--missing">
        <WarningFilled aria-hidden /> {payee.message}
      </p>
    );
  } else if (payee.state === 'found') {
    const mismatch = currencyDiffers(payee, fromAccount);
    const { info } = payee;
    content = (
      <div className={`destination ${mismatch ? 'destination--mismatch' : 'destination--found'}`} data-testid="destination-account">
        {mismatch ? <WarningFilled aria-hidden className="destination__icon" /> : <CheckCircleFilled aria-hidden className="destination__icon" />}
        <dl className="destination__details">
          <div>
            <dt>Account name</dt>
            <dd>{info.accountName}</dd>
          </div>
          <div>
            <dt>Account type</dt>
            <dd>{ACCOUNT_TYPE_LABELS[info.accountType]}</dd>
          </div>
          <div>
            <dt>Account number</dt>
            <dd>{info.accountNumber}</dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd className={mismatch ? 'destination__currency--differs' : undefined}>{info.currency}</dd>
          </div>
        </dl>
      </div>
    );
  }

  // Always rendered, so screen readers announce the result when it arrives.
  return (
    <div aria-live="polite" className="destination__region">
      {content}
    </div>
  );
}
