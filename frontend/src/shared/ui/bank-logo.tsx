import { BRAND_COLORS } from '../brand';

interface BankLogoProps {
  size?: number;
}

/** The bank's mark. Decorative: the bank name always sits next to it as text. */
export function BankLogo({ size = 32 }: BankLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={BRAND_COLORS.navy} />
      <rect x="1" y="1" width="30" height="30" rx="6" fill="none" stroke={BRAND_COLORS.gold} strokeOpacity="0.45" />
      <path d="M7 23V10l9 7 9-7v13" fill="none" stroke={BRAND_COLORS.gold} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
