/**
 * A count as the bank writes it, whatever the browser's language: 12,000. Whole numbers are
 * grouped here rather than by Intl.NumberFormat: the first Intl formatter a page makes loads its
 * locale data, about 100 ms of a phone's main thread on the dashboard, for what a pattern does.
 */
export function formatCount(count: number | bigint): string {
  if (typeof count === 'number' && !Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return count.toString().replace(/\B(?=(\d{3})+$)/g, ',');
}
