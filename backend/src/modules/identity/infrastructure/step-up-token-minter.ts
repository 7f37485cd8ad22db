import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { StepUpAuthorization } from '../domain/step-up-authorization.js';
import type { StepUpRepository } from '../domain/step-up.repository.js';
import { STEP_UP_REPOSITORY } from '../identity.tokens.js';
import type { StepUpTokenMinter } from '../public/step-up-token-minting.js';

/** Stored as the signature of a minted authorization, so it can never pass for a customer's consent. */
const MINTED_SIGNATURE = 'minted:no-signature';

/** Tests' and benchmarks' way to a step-up token (public/step-up-token-minting.ts): the real authorization, without the consent. */
@Injectable()
export class RepositoryStepUpTokenMinter implements StepUpTokenMinter {
  constructor(@Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository, private readonly tx: TransactionRunner, private readonly clock: Clock) {}

  mint({ userId, purpose, payload, ttlSeconds }: Parameters<StepUpTokenMinter['mint']>[0]): Promise<string> {
    return this.tx.run(async () => {
      const { authorization, token } = StepUpAuthorization.issue(
        { id: randomUUID(), userId, purpose, payload, signatureData: MINTED_SIGNATURE, ttlSeconds }, this.clock.now());
      await this.stepUp.addAuthorization(authorization);
      return token;
    });
  }
}
