import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { Money } from '../../../../../shared/money/money.js';
import { newAccountNumber } from '../../../domain/account-number.js';
import { OpenAccount, type AccountSummary } from '../../../public/accounts.api.js';
import { findAccounts } from '../../find-accounts.js';

const NUMBER_ATTEMPTS = 20;

/** Opens an empty account with a fresh 80xxxxxx number (money arrives through the ledger). */
@CommandHandler(OpenAccount)
export class OpenAccountHandler implements ICommandHandler<OpenAccount, AccountSummary> {
  constructor(private readonly em: EntityManager) {}

  async execute({ props }: OpenAccount): Promise<AccountSummary> {
    const creditLimit = props.accountType === 'credit' ? Money.parse(props.creditLimit ?? '0', props.currency).toString() : null;
    const id = randomUUID();
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
      const inserted = await sql(this.em,
        `insert into accounts.accounts (id, user_id, account_number, account_type, currency, credit_limit, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), coalesce($7::timestamptz, now()))
         on conflict (account_number) do nothing returning id`,
        [id, props.userId, newAccountNumber(), props.accountType, props.currency, creditLimit, props.at?.toISOString() ?? null]);
      if (inserted.length) return (await findAccounts(this.em, { ids: [id], accountNumbers: [] }))[0];
    }
    throw new Error('could not find a free account number');
  }
}
