import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_QUERIES, PAYEE_LOOKUP_COUNTER } from '../../../accounts.tokens.js';
import type { PayeeLookupCounter } from '../../../domain/payee-lookups.js';
import { LookUpPayee, type AccountSummary } from '../../../public/accounts.api.js';
import type { AccountQueries } from '../../ports/account-queries.js';
import { countPayeeLookup } from '../../payee-lookups.js';

/** Counts the lookup in the payer's hour, then answers it. */
@CommandHandler(LookUpPayee)
export class LookUpPayeeHandler implements ICommandHandler<LookUpPayee, AccountSummary | null> {
  constructor(@Inject(PAYEE_LOOKUP_COUNTER) private readonly counter: PayeeLookupCounter, @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  async execute({ userId, accountNumber }: LookUpPayee): Promise<AccountSummary | null> {
    await countPayeeLookup(this.counter, userId);
    const [account] = await this.accounts.findAccounts({ ids: [], accountNumbers: [accountNumber] });
    return account ?? null;
  }
}
