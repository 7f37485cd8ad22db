import type { DebitCardDto, RevealedCardDto } from '@bank/contracts/cards';
import { CARD_TYPE_LABELS, ISSUED_CARD_STATE_LABELS, issuedCardState } from '@bank/contracts/cards';
import { BANK_NAME } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';

interface CardFaceProps {
  card: DebitCardDto;
  /** The full number and CVV while a reveal lasts. */
  revealed?: RevealedCardDto | null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The front of the card as the customer will hold it: masked number, holder, expiry; the CVV only while revealed. */
export function CardFace({ card, revealed }: CardFaceProps) {
  const number = revealed ? grouped(revealed.cardNumber) : card.cardNumber ?? '•••• •••• •••• ••••';
  const expiry = card.expiryMonth && card.expiryYear ? `${twoDigits(card.expiryMonth)}/${String(card.expiryYear).slice(-2)}` : '--/--';
  const state = card.status === 'active' ? issuedCardState(card) : null;
  const off = state !== null && state !== 'active';
  return (
    <div className={`card-face card-face--${card.cardType}${off || card.status !== 'active' ? ' card-face--muted' : ''}`} data-testid="card-face">
      <div className="card-face__top">
        <span className="card-face__bank">
          <BankLogo size={22} /> {BANK_NAME}
        </span>
        <span className="card-face__type">{CARD_TYPE_LABELS[card.cardType]} Debit</span>
      </div>
      <div className="card-face__chip" aria-hidden="true" />
      <div className="card-face__number" aria-label={revealed ? `Card number ${revealed.cardNumber}` : `Card number ending ${card.last4 ?? 'not issued yet'}`} data-testid="card-number">
        {number}
      </div>
      <div className="card-face__bottom">
        <div>
          <div className="card-face__label">Card holder</div>
          <div className="card-face__value">{card.cardHolderName}</div>
        </div>
        <div>
          <div className="card-face__label">Expires</div>
          <div className="card-face__value">{expiry}</div>
        </div>
        <div>
          <div className="card-face__label">CVV</div>
          <div className="card-face__value" data-testid="card-cvv">{revealed ? revealed.cvv : '•••'}</div>
        </div>
      </div>
      {/* A picture of the status the tile's tag states in words: drawn from CSS so it is not read twice. */}
      {card.status === 'pending' && <div className="card-face__stamp" data-stamp="Application pending" aria-hidden />}
      {card.status === 'rejected' && <div className="card-face__stamp" data-stamp="Declined" aria-hidden />}
      {off && <div className="card-face__stamp" data-stamp={ISSUED_CARD_STATE_LABELS[state]} aria-hidden />}
    </div>
  );
}
