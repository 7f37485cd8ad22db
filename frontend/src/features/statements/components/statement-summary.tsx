import type { StatementDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { formatBankDay } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';

/** Opening balance, money in and out, closing balance of one account's statement (SPEC 2.12). */
export function StatementSummary({ statement }: { statement: StatementDto }) {
  const { account } = statement;
  const money = (amount: string) => formatMoney(amount, account.currency);
  const figures = [
    { label: 'Opening balance', value: money(statement.openingBalance), className: '' },
    { label: 'Money in', value: `+${money(statement.totalIn)}`, className: 'statement-summary__value--in' },
    { label: 'Money out', value: `-${money(statement.totalOut)}`, className: 'statement-summary__value--out' },
    { label: 'Closing balance', value: money(statement.closingBalance), className: 'statement-summary__value--closing' },
  ];

  return (
    <section aria-labelledby="statement-summary-heading" className="statement-summary">
      <div className="statement-summary__header">
        <h2 id="statement-summary-heading" className="statements-page__section-title">
          {ACCOUNT_TYPE_LABELS[account.accountType]} account {account.accountNumber}
        </h2>
        <span className="statement-summary__period" data-testid="statement-period">
          {account.accountName} · {formatBankDay(statement.from)} – {formatBankDay(statement.to)}
        </span>
        <span className="statement-summary__number">Statement {statement.statementNumber}</span>
      </div>
      <dl className="statement-summary__figures">
        {figures.map(({ label, value, className }) => (
          <div key={label} className="statement-summary__figure">
            <dt>{label}</dt>
            <dd className={`statement-summary__value ${className}`} data-testid={label === 'Closing balance' ? 'statement-closing-balance' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
