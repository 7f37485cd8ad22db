import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthorizationInvalid, AuthorizationRequired } from '../../../domain/security.errors.js';
import { TransactionsRestricted } from '../../../domain/identity.errors.js';
import { isStepUpPurpose, payloadHash, tokenHash } from '../../../domain/step-up-authorization.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { STEP_UP_REPOSITORY } from '../../../identity.tokens.js';
import { ConsumeStepUpAuthorization } from '../../../public/consume-step-up-authorization.command.js';

/**
 * Deliberately no transaction of its own: it runs in the caller's (the transfer's), so the token
 * is spent if and only if the transfer commits. One conditional UPDATE, so two transfers racing
 * with the same token cannot both win; the same statement reads whether the user may transact
 * (a restricted user is refused first, whatever the token).
 */
@CommandHandler(ConsumeStepUpAuthorization)
export class ConsumeStepUpAuthorizationHandler implements ICommandHandler<ConsumeStepUpAuthorization, string> {
  constructor(@Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository) {}

  async execute({ userId, token, purpose, payload }: ConsumeStepUpAuthorization): Promise<string> {
    if (!isStepUpPurpose(purpose) || !payload || typeof payload !== 'object') throw new AuthorizationInvalid();
    const presented = typeof token === 'string' ? token.trim() : '';
    const result = await this.stepUp.consumeAuthorization({ tokenHash: tokenHash(presented), userId, purpose, payloadHash: payloadHash(purpose, payload) });
    if (result.transactionRestricted) throw new TransactionsRestricted(result.restrictionReason);
    if (!presented) throw new AuthorizationRequired();
    if (!result.authorizationId) throw new AuthorizationInvalid();
    return result.authorizationId;
  }
}
