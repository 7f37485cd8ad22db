import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountOpeningMessages as M, type VerifyApplicantEmailResponse } from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import type { AccountApplicationRepository } from '../../../domain/account-application.repository.js';
import { DuplicatePendingApplication, OnboardingThrottled, VerificationLinkInvalid } from '../../../domain/onboarding.errors.js';
import { ACCOUNT_APPLICATION_REPOSITORY } from '../../../onboarding.tokens.js';
import { ApplicationSubmitted } from '../../../public/onboarding.events.js';
import { AttemptLimiter, perIp } from '../../../../../shared/security/attempt-limiter.js';
import { hashToken } from '../../upload-signer.js';

/** Wrong or spent links one IP may try in 15 minutes (a right one does not count). */
export const VERIFY_LIMITS = { perIp: 10, windowMinutes: 15 } as const;

/** The applicant opened the link emailed to them (`/open-account/verify?token=…`). */
export class VerifyApplicantEmail {
  constructor(readonly token: unknown, readonly ip: string | null) {}
}

/**
 * Verifies once: the token's hash is cleared. From now on the application counts (staff see it,
 * the administrators are told) and holds its email: a second verified one for the same email is
 * refused here, to the address's owner, never to whoever submitted a form.
 */
@CommandHandler(VerifyApplicantEmail)
export class VerifyApplicantEmailHandler implements ICommandHandler<VerifyApplicantEmail, VerifyApplicantEmailResponse> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) private readonly applications: AccountApplicationRepository,
    private readonly limiter: AttemptLimiter, private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  async execute({ token, ip }: VerifyApplicantEmail): Promise<VerifyApplicantEmailResponse> {
    if (typeof token !== 'string' || token.trim() === '' || token.length > 200) {
      throw new ValidationFailed(M.VERIFICATION_TOKEN_REQUIRED, [{ field: 'token', message: M.VERIFICATION_TOKEN_REQUIRED }]);
    }
    const claims = await this.limiter.claim([perIp('verify-ip', ip, VERIFY_LIMITS.perIp, VERIFY_LIMITS.windowMinutes)]);
    if (!claims) throw new OnboardingThrottled(M.VERIFY_THROTTLED);
    // A right link refused because the address has a verified application already is no guess.
    const referenceNumber = await this.limiter.countedIfWrong(claims, () => this.tx.run(async () => {
      const found = await this.applications.lockByVerificationHash(hashToken(token.trim()));
      if (!found?.canBeVerifiedWith(hashToken(token.trim()), this.clock.now())) throw new VerificationLinkInvalid(M.VERIFICATION_LINK_INVALID);
      await this.applications.lockEmail(found.email);
      if (await this.applications.hasPendingFor(found.email)) throw new DuplicatePendingApplication(M.DUPLICATE_PENDING);
      found.verifyEmail(this.clock.now());
      await this.applications.save(found);
      await this.outbox.record(new ApplicationSubmitted({
        applicationId: found.id, referenceNumber: found.referenceNumber, name: `${found.firstName} ${found.lastName}`,
      }));
      return found.referenceNumber;
    }), (error) => error instanceof DuplicatePendingApplication);
    return { message: M.EMAIL_VERIFIED, referenceNumber };
  }
}
