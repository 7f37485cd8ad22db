import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthorizationInvalid, AuthorizationRequired } from '../../../domain/security.errors.js';
import { isStepUpPurpose, payloadHash, tokenHash } from '../../../domain/step-up-authorization.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { STEP_UP_REPOSITORY } from '../../../identity.tokens.js';
import { ConsumeStepUpAuthorization } from '../../../public/consume-step-up-authorization.command.js';

/**
 * Deliberately no transaction of its own: it runs in the caller's (the transfer's), so the token
 * is spent if and only if the transfer commits. One conditional UPDATE, so two transfers racing
 * with the same token cannot both win.
 */
@CommandHandler(ConsumeStepUpAuthorization)
export class ConsumeStepUpAuthorizationHandler implements ICommandHandler<ConsumeStepUpAuthorization, string> {
  constructor(@Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository) {}

  async execute({ userId, token, purpose, payload }: ConsumeStepUpAuthorization): Promise<string> {
    if (typeof token !== 'string' || token.trim() === '') throw new AuthorizationRequired();
    if (!isStepUpPurpose(purpose) || !payload || typeof payload !== 'object') throw new AuthorizationInvalid();
    const id = await this.stepUp.consumeAuthorization({ tokenHash: tokenHash(token.trim()), userId, purpose, payloadHash: payloadHash(purpose, payload) });
    if (!id) throw new AuthorizationInvalid();
    return id;
  }
}
