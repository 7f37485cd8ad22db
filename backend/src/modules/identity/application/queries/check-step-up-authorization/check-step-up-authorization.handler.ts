import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuthorizationInvalid, AuthorizationRequired } from '../../../domain/security.errors.js';
import { TransactionsRestricted } from '../../../domain/identity.errors.js';
import { isStepUpPurpose, payloadHash, tokenHash } from '../../../domain/step-up-authorization.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { STEP_UP_REPOSITORY } from '../../../identity.tokens.js';
import { CheckStepUpAuthorization } from '../../../public/check-step-up-authorization.query.js';

/** The checks a transfer's statement makes of a step-up token, in the order it tells them, on a read that spends nothing. */
@QueryHandler(CheckStepUpAuthorization)
export class CheckStepUpAuthorizationHandler implements IQueryHandler<CheckStepUpAuthorization, void> {
  constructor(@Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository) {}

  async execute({ userId, token, purpose, payload }: CheckStepUpAuthorization): Promise<void> {
    if (!isStepUpPurpose(purpose) || !payload || typeof payload !== 'object') throw new AuthorizationInvalid();
    const presented = typeof token === 'string' ? token.trim() : '';
    const result = await this.stepUp.findAuthorization({ tokenHash: tokenHash(presented), userId, purpose, payloadHash: payloadHash(purpose, payload) });
    if (result.transactionRestricted) throw new TransactionsRestricted(result.restrictionReason);
    if (!presented) throw new AuthorizationRequired();
    if (!result.authorizationId) throw new AuthorizationInvalid();
  }
}
