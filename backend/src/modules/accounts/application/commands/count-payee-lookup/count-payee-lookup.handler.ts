import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountPayeeLookup } from '../../../public/accounts.api.js';
import { countPayeeLookup } from '../../payee-lookups.js';

@CommandHandler(CountPayeeLookup)
export class CountPayeeLookupHandler implements ICommandHandler<CountPayeeLookup, void> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: CountPayeeLookup): Promise<void> {
    return countPayeeLookup(this.em, userId);
  }
}
