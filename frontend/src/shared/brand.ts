/** The bank name shown in the header, on the login screen and on the landing page (SPEC 1). */
export const BANK_NAME = 'Meridian Private Bank';

/** Colours shared by the antd theme and hand-written CSS, so both read as one brand. */
export const BRAND_COLORS = {
  navy: '#0b1a33',
  navyLight: '#1b3a6b',
  gold: '#d4af37',
} as const;
