import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useAccounts } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCards } from '../api/get-cards';
import { AccountCardsView } from '../components/account-cards-view';
import { ApplyCardForm } from '../components/apply-card-form';
import { CardTile } from '../components/card-tile';
import './cards-page.css';

/** Cards (SPEC 2.16): the apply form when there are no cards or on request, the grid of cards, and each account's card. */
export function CardsPage() {
  useDocumentTitle('Manage Cards');
  const cards = useCards();
  const accounts = useAccounts();
  const [applying, setApplying] = useState(false);
  const hasCards = (cards.data?.length ?? 0) > 0;
  const canApplyFor = (accounts.data ?? []).filter(
    (a) => a.accountType !== 'credit' && a.isActive === 'true' && !(a.debitCard && (a.debitCard.status === 'pending' || a.debitCard.status === 'active')),
  );
  const showForm = cards.isSuccess && (!hasCards || applying);

  return (
    <div className="bank-page cards-page">
      <PageHeader
        title="Manage Cards"
        description="Your debit cards: freeze them, add them to a wallet, or apply for a new one."
        extra={hasCards && !applying && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
            Apply for New Card
          </Button>
        )}
      />
      {cards.error || accounts.error ? (
        <Alert type="error" showIcon title="Your cards could not be loaded." description={(cards.error ?? accounts.error)?.message} />
      ) : cards.isPending || accounts.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      ) : (
        <>
          {showForm && (
            <Card title={<h2 className="cards-page__section-title">Apply for a debit card</h2>}>
              <ApplyCardForm accounts={canApplyFor} onDone={() => setApplying(false)} onCancel={hasCards ? () => setApplying(false) : undefined} />
            </Card>
          )}
          {hasCards && (
            <section aria-labelledby="my-cards-heading">
              <h2 id="my-cards-heading" className="cards-page__section-title">My cards</h2>
              <div className="cards-page__grid">
                {cards.data.map((card) => (
                  <CardTile key={card.id} card={card} />
                ))}
              </div>
            </section>
          )}
          <AccountCardsView accounts={accounts.data} />
        </>
      )}
    </div>
  );
}
