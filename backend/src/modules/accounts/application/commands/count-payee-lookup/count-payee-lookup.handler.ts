import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYEE_LOOKUP_COUNTER } from '../../../accounts.tokens.js';
import type { PayeeLookupCounter } from '../../../domain/payee-lookups.js';
import { CountPayeeLookup } from '../../../public/accounts.api.js';
import { countPayeeLookup } from '../../payee-lookups.js';

@CommandHandler(CountPayeeLookup)
export class CountPayeeLookupHandler implements ICommandHandler<CountPayeeLookup, void> {
  constructor(@Inject(PAYEE_LOOKUP_COUNTER) private readonly counter: PayeeLookupCounter) {}

  execute({ userId }: CountPayeeLookup): Promise<void> {
    return countPayeeLookup(this.counter, userId);
  }
}
