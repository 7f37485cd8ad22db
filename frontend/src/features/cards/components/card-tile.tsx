import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { DebitCardDto, RevealedCardDto, WalletType } from '@bank/contracts/cards';
import { CARD_REVEAL_SECONDS, CARD_TYPE_LABELS, ISSUED_CARD_STATE_LABELS, issuedCardState, WALLET_LABELS, WALLET_TYPES } from '@bank/contracts/cards';
import { accountShortLabel } from '../../../shared/accounts';
import { formatMoney } from '../../../shared/money';
import { ToneTag, type Tone } from '../../../shared/ui/tone-tag';
import { useAddToWallet } from '../api/add-to-wallet';
import { useToggleCard } from '../api/toggle-card';
import { CardFace } from './card-face';
import { RevealCardDialog } from './reveal-card-dialog';

function statusOf(card: DebitCardDto): { tone: Tone; label: string } {
  if (card.status === 'pending') return { tone: 'warning', label: 'Pending' };
  if (card.status === 'rejected') return { tone: 'danger', label: 'Declined' };
  if (card.status === 'cancelled') return { tone: 'neutral', label: 'Cancelled' };
  const state = issuedCardState(card);
  return { tone: state === 'active' ? 'success' : state === 'frozen' ? 'info' : 'danger', label: ISSUED_CARD_STATE_LABELS[state] };
}

/** One card in the grid (SPEC 2.16): its face, the status toggle, the wallets and the reveal. */
export function CardTile({ card }: { card: DebitCardDto }) {
  const toggle = useToggleCard();
  const wallet = useAddToWallet();
  const [revealing, setRevealing] = useState(false);
  const [revealed, setRevealed] = useState<RevealedCardDto | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const issued = card.status === 'active';
  const active = issued && card.isActive === 'true';
  const status = statusOf(card);
  const label = `card ending ${card.last4 ?? ''}`.trim();

  // The revealed details leave the screen (and memory) after CARD_REVEAL_SECONDS.
  useEffect(() => {
    if (!revealed) return;
    setSecondsLeft(CARD_REVEAL_SECONDS);
    const tick = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    const hide = window.setTimeout(() => setRevealed(null), CARD_REVEAL_SECONDS * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(hide);
    };
  }, [revealed]);

  return (
    <article className="card-tile" aria-label={`${CARD_TYPE_LABELS[card.cardType]} debit card${card.last4 ? ` ending ${card.last4}` : ''}`} data-testid="card-tile">
      <CardFace card={card} revealed={revealed} />
      <div className="card-tile__meta">
        <div>
          <div className="card-tile__account">{accountShortLabel(card)}</div>
          <div className="card-tile__limit">Daily limit {formatMoney(card.dailyLimit)}</div>
        </div>
        <ToneTag tone={status.tone}>{status.label}</ToneTag>
      </div>
      {card.status === 'pending' && <p className="card-tile__note">Your application is waiting for the bank. Delivery takes 7-10 business days once approved.</p>}
      {card.status === 'rejected' && card.rejectionReason && <p className="card-tile__note">Declined: {card.rejectionReason}</p>}
      {issued && (
        <div className="card-tile__controls">
          <label className="card-tile__toggle">
            <Switch
              checked={active}
              loading={toggle.isPending}
              onChange={(enable) => toggle.mutate({ cardId: card.id, enable })}
              aria-label={`${active ? 'Freeze' : 'Unfreeze'} ${label}`}
            />
            <span>{active ? 'Card active' : 'Card frozen'}</span>
          </label>
          {revealed ? (
            <Button icon={<EyeInvisibleOutlined />} onClick={() => setRevealed(null)}>
              Hide details ({secondsLeft}s)
            </Button>
          ) : (
            <Button icon={<EyeOutlined />} onClick={() => setRevealing(true)} aria-label={`Show details of ${label}`}>
              Show details
            </Button>
          )}
        </div>
      )}
      {active && (
        <div className="card-tile__wallets">
          {WALLET_TYPES.map((walletType: WalletType) =>
            card.wallets.includes(walletType) ? (
              <ToneTag key={walletType} tone="info">In {WALLET_LABELS[walletType]}</ToneTag>
            ) : (
              <Button
                key={walletType}
                className={`wallet-button wallet-button--${walletType}`}
                loading={wallet.isPending && wallet.variables?.walletType === walletType}
                onClick={() => wallet.mutate({ cardId: card.id, walletType })}
              >
                Add to {WALLET_LABELS[walletType]}
              </Button>
            ),
          )}
        </div>
      )}
      {issued && card.last4 && (
        <RevealCardDialog cardId={card.id} last4={card.last4} open={revealing} onClose={() => setRevealing(false)} onRevealed={setRevealed} />
      )}
    </article>
  );
}
