const COUNT = new Intl.NumberFormat('en-US');

/** A count as the bank writes it, whatever the browser's language: 12,000. */
export function formatCount(count: number | bigint): string {
  return COUNT.format(count);
}
