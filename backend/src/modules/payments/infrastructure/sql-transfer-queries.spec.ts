import type { EntityManager } from '@mikro-orm/postgresql';
import { PageCursors } from '../../../shared/database/keyset.js';
import { SecretSigner } from '../../../shared/security/secret-signer.js';
import { SqlTransferQueries } from './sql-transfer-queries.js';

/**
 * The history's statements are planned with each call's customer, never kept as a prepared
 * statement's generic plan (docs/decisions/keyset-paging.md, "Plans per customer"): a generic plan
 * follows the biggest customer's statistics and read a whole table for a small customer's page.
 * The figures are in docs/benchmarks.md (`npm run bench:reads`).
 */
describe('SqlTransferQueries.history planning', () => {
  const sent: { name?: string; text: string }[] = [];
  const pool = {
    query: async (statement: { name?: string; text: string }) => {
      sent.push(statement);
      // One row that fits every shape the history reads: a count, a search's walk (no hit), a page.
      return { rows: /count\(\*\) as n/.test(statement.text) ? [{ n: '0' }] : [{ id: null, walked: '0', hits: '0' }].filter(() => /walked/.test(statement.text)), rowCount: 0 };
    },
  };
  const em = { getTransactionContext: () => undefined, getConnection: () => ({ getNativeClient: async () => pool }) } as unknown as EntityManager;
  const queries = new SqlTransferQueries(em, new PageCursors(new SecretSigner({ sessionSecret: 'unit-test-secret' })));

  beforeEach(() => { sent.length = 0; });

  it.each([
    ['a first page', {}],
    ['an account filter', { accountId: '00000000-0000-4000-8000-000000000001' }],
    ['a search (the ordered walk, then the trigram read)', { search: 'zebra' }],
  ])('%s goes out unnamed, so PostgreSQL plans it with the values', async (_case, filter) => {
    const by = 'accountId' in filter ? { accountId: filter.accountId as string } : { userId: '00000000-0000-4000-8000-000000000002' };
    await queries.history(by, { limit: 20, ...('search' in filter ? { search: filter.search } : {}) });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((statement) => statement.name !== undefined).map((s) => s.text)).toEqual([]);
  });
});
