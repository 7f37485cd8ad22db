/**
 * The back office's customer search, for every list that finds customers (users, accounts by
 * holder): a SQL condition on the `users` table, true when the customer id starts with `term` or
 * the name or email contains it, ignoring case. Pushes its two values onto `params`. Each side has
 * its own index and its own statistics (migration 20261126000700), so PostgreSQL can tell a rare
 * term (read from the index) from a common one (read in the list's order). Identity owns the table.
 */
export function customerSearchCondition(term: string, params: unknown[]): string {
  const literal = term.toLowerCase().replace(/[\\%_]/g, '\\$&');
  params.push(`${literal}%`, `%${literal}%`);
  const [prefix, part] = [`$${params.length - 1}`, `$${params.length}`];
  // Both expressions must stay equal to the indexes' and the statistics' (migration 20261126000700).
  return `(lower(customer_id) like ${prefix} or lower(first_name || ' ' || last_name || ' ' || email) like ${part})`;
}
