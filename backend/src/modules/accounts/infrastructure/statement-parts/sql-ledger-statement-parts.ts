import { Global, Injectable, Module } from '@nestjs/common';
import { sql, type SqlPart, type StatementCte } from '../../../../shared/database/statement.js';
import { LEDGER_STATEMENT_PARTS, type LedgerHold, type LedgerStatementParts } from '../../public/ledger-statement-parts.js';

/**
 * The hold as SqlLedger.post books a `transfer-hold` entry, in one statement with the caller's: the
 * debit re-checks its conditions on the row it locks (active, funds or credit), so concurrent holds
 * on one account cannot both pass; the postings sum to zero; the balance is the postings' sum.
 */
@Injectable()
export class SqlLedgerStatementParts implements LedgerStatementParts {
  hold(h: LedgerHold): { ctes: StatementCte[]; asIdentified: SqlPart<boolean>; sourceActive: SqlPart<boolean>; payeeActive: SqlPart<boolean>; held: SqlPart<boolean> } {
    const { source, payee } = h;
    const ctes: StatementCte[] = [{
      name: 'accounts_source',
      body: sql`select is_active = 'true' as active from accounts.accounts
        where id = ${source.accountId}::uuid and account_number = ${source.accountNumber}::text and user_id = ${source.userId}::uuid and currency = ${source.currency}::text`,
    }];
    if (payee) {
      ctes.push({
        name: 'accounts_payee',
        body: sql`select is_active = 'true' as active from accounts.accounts
          where id = ${payee.accountId}::uuid and account_number = ${payee.accountNumber}::text and user_id = ${payee.userId}::uuid and currency = ${source.currency}::text`,
      });
    }
    ctes.push(
      {
        name: 'accounts_debited',
        body: sql`update accounts.accounts set balance = balance - ${h.amount}::numeric, updated_at = now()
          where id = ${source.accountId}::uuid and user_id = ${source.userId}::uuid and currency = ${source.currency}::text and is_active = 'true'
            and balance - ${h.amount}::numeric >= -coalesce(credit_limit, 0) and ${h.when}
          returning id`,
      },
      {
        name: 'accounts_entry',
        body: sql`insert into accounts.journal_entries (transaction_id, kind, memo, reference, created_at)
          select ${h.transactionId}::uuid, 'transfer-hold', ${h.memo}::text, ${h.reference}::text, now() from accounts_debited returning id, created_at`,
      },
      {
        name: 'accounts_posted',
        body: sql`insert into accounts.postings (journal_entry_id, account_id, amount, currency, created_at)
          select accounts_entry.id, p.account_id, p.amount, ${source.currency}::char(3), accounts_entry.created_at
          from accounts_entry, (values (${source.accountId}::uuid, -${h.amount}::numeric),
            ((select id from accounts.accounts where internal_purpose = 'clearing' and currency = ${source.currency}::text), ${h.amount}::numeric)) as p(account_id, amount)`,
      },
    );
    return {
      ctes,
      asIdentified: payee ? sql<boolean>`(exists (select 1 from accounts_source) and exists (select 1 from accounts_payee))` : sql<boolean>`exists (select 1 from accounts_source)`,
      sourceActive: sql<boolean>`coalesce((select active from accounts_source), false)`,
      payeeActive: payee ? sql<boolean>`coalesce((select active from accounts_payee), false)` : sql<boolean>`true`,
      held: sql<boolean>`exists (select 1 from accounts_debited)`,
    };
  }
}

/** Makes the parts reachable by their token from any context's module (imported once, by AccountsModule). */
@Global()
@Module({ providers: [{ provide: LEDGER_STATEMENT_PARTS, useClass: SqlLedgerStatementParts }], exports: [LEDGER_STATEMENT_PARTS] })
export class LedgerStatementPartsModule {}
