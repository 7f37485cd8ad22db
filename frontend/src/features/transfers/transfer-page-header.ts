/** The transfer page's heading; its skeleton shows it before the app runs (app/opening-skeletons.tsx). */
export const TRANSFER_PAGE_HEADER = {
  title: 'Transfer Money',
  description: 'Move money between your accounts or pay another customer of the bank.',
} as const;
