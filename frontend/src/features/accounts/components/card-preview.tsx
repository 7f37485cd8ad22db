import type { AccountDto } from '@bank/contracts/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/accounts';
import { BANK_NAME } from '../../../shared/brand';
import { formatMoney } from '../../../shared/money';
import { type CardDesign, type ColorTheme, type LogoStyle, themeOf } from './card-design';

interface CardPreviewProps {
  account: AccountDto;
  design: CardDesign;
}

/** The designer's live preview: the account drawn as a card in the chosen style. */
export function CardPreview({ account, design }: CardPreviewProps) {
  const theme = themeOf(design);
  const classes = [
    'card-preview',
    `card-preview--${design.cardStyle}`,
    design.patterns ? 'card-preview--patterned' : '',
    design.animations ? 'card-preview--animated' : '',
  ].join(' ');
  const background = design.cardStyle === 'minimal' ? theme.from : `linear-gradient(135deg, ${theme.from} 0%, ${theme.to} 100%)`;

  return (
    <figure className="card-preview__figure">
      <div className={classes} style={{ background, ['--card-accent' as string]: theme.accent }}>
        <div className="card-preview__header">
          <CardLogo logoStyle={design.logoStyle} theme={theme} />
          <span className="card-preview__bank">{BANK_NAME}</span>
        </div>
        {design.cardStyle !== 'minimal' && <span className="card-preview__chip" aria-hidden />}
        <div className="card-preview__number">•••• •••• {account.accountNumber.slice(0, 4)} {account.accountNumber.slice(4)}</div>
        <div className="card-preview__footer">
          <span>
            <span className="card-preview__caption">Account holder</span>
            <span className="card-preview__holder">{account.customerName}</span>
          </span>
          <span style={{ textAlign: 'right' }}>
            <span className="card-preview__caption">{ACCOUNT_TYPE_LABELS[account.accountType]}</span>
            <span className="card-preview__holder">{formatMoney(account.balance, account.currency)}</span>
          </span>
        </div>
      </div>
      <figcaption className="card-preview__caption-text">
        Live preview: {design.cardStyle} card, {design.logoStyle} logo, {theme.name} theme
      </figcaption>
    </figure>
  );
}

function CardLogo({ logoStyle, theme }: { logoStyle: LogoStyle; theme: ColorTheme }) {
  const accent = theme.accent;
  switch (logoStyle) {
    case 'modern':
      return (
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden>
          <circle cx="15" cy="15" r="14" fill={accent} />
          <text x="15" y="20" textAnchor="middle" fontSize="14" fontWeight="700" fill={theme.from} fontFamily="system-ui, sans-serif">M</text>
        </svg>
      );
    case 'playful':
      return (
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden>
          <path d="M15 2c6 0 9 3 11 7s2 10-2 14-10 5-15 3-7-7-6-12S9 2 15 2z" fill={accent} />
          <circle cx="11" cy="13" r="2" fill={theme.from} />
          <circle cx="19" cy="13" r="2" fill={theme.from} />
          <path d="M10 19c3 3 7 3 10 0" stroke={theme.from} strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      );
    case 'geometric':
      return (
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden>
          <polygon points="15,1 28,8 28,22 15,29 2,22 2,8" fill="none" stroke={accent} strokeWidth="2" />
          <polygon points="15,8 22,19 8,19" fill={accent} />
        </svg>
      );
    case 'elegant':
      return (
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden>
          <circle cx="15" cy="15" r="13.5" fill="none" stroke={accent} strokeWidth="1" />
          <text x="15" y="21" textAnchor="middle" fontSize="17" fontStyle="italic" fill={accent} fontFamily="Georgia, serif">M</text>
        </svg>
      );
    case 'classic':
    default:
      return (
        <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden>
          <rect x="1" y="1" width="30" height="30" rx="6" fill="none" stroke={accent} strokeWidth="1.5" />
          <path d="M7 23V10l9 7 9-7v13" fill="none" stroke={accent} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
  }
}
