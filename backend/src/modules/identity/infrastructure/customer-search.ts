/**
 * The back office's customer search on identity.users: true when the customer id starts with
 * `term` or the name or email contains it (`search_text`), ignoring case. Pushes its two values
 * onto `params`. Each side has its own index and statistics (migration 20261126000700), so
 * PostgreSQL can tell a rare term (read from the index) from a common one (read in the list's
 * order). docs/decisions/admin-lists-and-search.md says why each piece is there.
 */
export function customerSearchCondition(term: string, params: unknown[]): string {
  const literal = term.toLowerCase().replace(/[\\%_]/g, '\\$&');
  params.push(`${literal}%`, `%${literal}%`);
  const [prefix, part] = [`$${params.length - 1}`, `$${params.length}`];
  // lower(customer_id) must stay equal to its index's and statistics' expression (migration 20261126000700).
  return `(lower(customer_id) like ${prefix} or search_text like ${part})`;
}
