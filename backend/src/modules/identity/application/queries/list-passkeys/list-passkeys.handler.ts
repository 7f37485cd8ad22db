import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PasskeyDto } from '@bank/contracts/profile';
import type { PasskeyRepository } from '../../../domain/passkey.js';
import { PASSKEYS } from '../../../identity.tokens.js';
import { passkeyDto } from '../../commands/passkeys/passkeys.handlers.js';

/** The customer's passkeys, oldest first (names and dates; keys stay on the server). */
export class ListPasskeys {
  constructor(readonly userId: string) {}
}

@QueryHandler(ListPasskeys)
export class ListPasskeysHandler implements IQueryHandler<ListPasskeys, PasskeyDto[]> {
  constructor(@Inject(PASSKEYS) private readonly passkeys: PasskeyRepository) {}

  async execute({ userId }: ListPasskeys): Promise<PasskeyDto[]> {
    return (await this.passkeys.listFor(userId)).map(passkeyDto);
  }
}
