import { CreditCardOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { AccountDto } from '@bank/contracts/accounts';
import { CARD_DELIVERY, CARD_TYPE_LABELS } from '@bank/contracts/cards';
import { accountShortLabel } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useApplyForCard } from '../api/apply-for-card';

const STATUS_TEXT = { pending: 'Application pending', active: 'Card active', rejected: 'Application declined', cancelled: 'Card cancelled' } as const;

/**
 * The dashboard-style view of each account that can take a card (SPEC 2.16): its card, or
 * 'Apply Now', which opens a dialog for the quick application (a standard card to the profile's address).
 */
export function AccountCardsView({ accounts }: { accounts: AccountDto[] }) {
  const [applyingFor, setApplyingFor] = useState<AccountDto | null>(null);
  const apply = useApplyForCard('quick');
  const eligible = accounts.filter((a) => a.accountType !== 'credit');

  return (
    <section aria-labelledby="account-cards-heading" className="account-cards">
      <h2 id="account-cards-heading" className="cards-page__section-title">Cards by account</h2>
      <ul className="account-cards__list">
        {eligible.map((account) => {
          const card = account.debitCard;
          const live = card && (card.status === 'pending' || card.status === 'active');
          return (
            <li key={account.id} className="account-cards__item">
              <CreditCardOutlined className="account-cards__icon" aria-hidden="true" />
              <div className="account-cards__text">
                <div className="account-cards__name">{accountShortLabel(account)}</div>
                <div className="account-cards__balance">{formatMoney(account.balance, account.currency)}</div>
              </div>
              {live ? (
                <ToneTag tone={card.status === 'pending' ? 'warning' : card.isActive === 'true' ? 'success' : 'danger'}>
                  {card.status === 'active' && card.isActive !== 'true' ? 'Card frozen or disabled' : STATUS_TEXT[card.status]}
                  {card.last4 ? ` ••${card.last4}` : ''}
                </ToneTag>
              ) : (
                <Button type="primary" ghost onClick={() => setApplyingFor(account)} aria-label={`Apply Now for ${accountShortLabel(account)}`}>
                  Apply Now
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        open={applyingFor !== null}
        title="Apply for a debit card"
        okText="Apply Now"
        confirmLoading={apply.isPending}
        onCancel={() => setApplyingFor(null)}
        onOk={() => applyingFor && apply.mutate({ accountId: applyingFor.id }, { onSuccess: () => setApplyingFor(null) })}
      >
        {applyingFor && (
          <p>
            This account has no card yet. Apply for a {CARD_TYPE_LABELS.standard} debit card (free) on {accountShortLabel(applyingFor)}? It is
            delivered to the address on your profile within {CARD_DELIVERY} once the bank approves it; your PIN comes by separate mail.
          </p>
        )}
      </Modal>
    </section>
  );
}
