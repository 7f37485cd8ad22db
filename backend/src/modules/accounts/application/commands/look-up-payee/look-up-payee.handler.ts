import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LookUpPayee, type AccountSummary } from '../../../public/accounts.api.js';
import { findAccounts } from '../../find-accounts.js';
import { countPayeeLookup } from '../../payee-lookups.js';

/** Counts the lookup in the payer's hour, then answers it. */
@CommandHandler(LookUpPayee)
export class LookUpPayeeHandler implements ICommandHandler<LookUpPayee, AccountSummary | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, accountNumber }: LookUpPayee): Promise<AccountSummary | null> {
    await countPayeeLookup(this.em, userId);
    const [account] = await findAccounts(this.em, { ids: [], accountNumbers: [accountNumber] });
    return account ?? null;
  }
}
