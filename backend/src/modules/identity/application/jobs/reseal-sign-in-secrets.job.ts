import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { inBatches } from '../../../../shared/jobs/in-batches.js';
import type { SignInVerificationRepository } from '../../domain/sign-in-verification.js';
import { AUTHENTICATOR, SIGN_IN_VERIFICATION } from '../../identity.tokens.js';
import type { Authenticator } from '../ports/authenticator.js';

const BATCH = 500;

/** After CARD_ENCRYPTION_KEY is rotated: every authenticator secret sealed again under the new key (docs/operations.md). */
@Injectable()
@Job('reseal-sign-in-secrets', 'Seals every sign-in verification secret again under the current CARD_ENCRYPTION_KEY (after a rotation)')
export class ResealSignInSecretsJob implements BankJob {
  constructor(
    @Inject(SIGN_IN_VERIFICATION) private readonly enrolments: SignInVerificationRepository,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    private readonly tx: TransactionRunner,
  ) {}

  async run(): Promise<string> {
    const resealed = await inBatches(this.tx, BATCH, (after, size) => this.enrolments.page(after, size), (enrolment) => enrolment.userId, async (enrolment) => {
      enrolment.secretSealed = this.authenticator.seal(this.authenticator.open(enrolment.secretSealed));
      await this.enrolments.save(enrolment);
    });
    return `${resealed} sign-in secrets sealed again under the current key`;
  }
}
