import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileMessages as P } from '@bank/contracts/profile';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { AttemptLimiter, perIp } from '../../../../../shared/security/attempt-limiter.js';
import { hashToken, newLinkToken } from '../../../../../shared/security/link-token.js';
import { EmailChangeLinkInvalid, EmailTaken, NoEmailChangePending, TooManyAttempts } from '../../../domain/identity.errors.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { USER_REPOSITORY } from '../../../identity.tokens.js';
import { EmailChangeRequested } from '../../../public/identity.events.js';
import { recordProfileChange } from '../../profile-changes.js';
import { CancelEmailChange, ResendEmailChange, VerifyEmailChange } from './email-change.commands.js';

/** How long a link sent to a new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Links to a new address one customer may have sent in the window (requests and resends together). */
export const EMAIL_CHANGE_LIMITS = { perCustomer: 5, windowMinutes: 60 } as const;

/** Wrong or spent links (reset or email change) one IP may try in the window; a right one does not count. */
export const LINK_GUESS_LIMITS = { perIp: 10, windowMinutes: 15 } as const;

/** Claims one of the customer's email change letters, or refuses (429) over EMAIL_CHANGE_LIMITS. */
export async function claimEmailChangeLetter(limiter: AttemptLimiter, userId: string): Promise<void> {
  const claims = await limiter.claim([{ bucket: 'email-change', key: userId, max: EMAIL_CHANGE_LIMITS.perCustomer, windowMinutes: EMAIL_CHANGE_LIMITS.windowMinutes }]);
  if (!claims) throw new TooManyAttempts(P.EMAIL_CHANGE_THROTTLED);
}

/**
 * Keeps `email` pending with a fresh link (the previous link stops working) and records
 * EmailChangeRequested, in the caller's transaction: the link goes to the new address and, for a
 * new change, a security alert to the customer at the address in force.
 */
export async function sendEmailChangeLink(outbox: Outbox, user: User, email: string, now: Date): Promise<void> {
  const resent = user.pendingEmail !== null && user.pendingEmail.toLowerCase() === email.toLowerCase();
  const { token, hash } = newLinkToken();
  user.requestEmailChange(email, hash, new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000), now);
  await outbox.record(new EmailChangeRequested({ userId: user.id, firstName: user.firstName, newEmail: email, previousEmail: user.email, token, resent }));
}

@CommandHandler(ResendEmailChange)
export class ResendEmailChangeHandler implements ICommandHandler<ResendEmailChange, void> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly limiter: AttemptLimiter, private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  async execute({ userId }: ResendEmailChange): Promise<void> {
    await claimEmailChangeLetter(this.limiter, userId);
    await this.tx.run(async () => {
      const user = await this.users.lockById(userId);
      if (!user) throw new Unauthenticated();
      if (user.pendingEmail === null) throw new NoEmailChangePending(P.NO_EMAIL_CHANGE_PENDING);
      await sendEmailChangeLink(this.outbox, user, user.pendingEmail, this.clock.now());
      await this.users.save(user);
    });
  }
}

@CommandHandler(CancelEmailChange)
export class CancelEmailChangeHandler implements ICommandHandler<CancelEmailChange, void> {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository, private readonly tx: TransactionRunner, private readonly clock: Clock) {}

  execute({ userId }: CancelEmailChange): Promise<void> {
    return this.tx.run(async () => {
      const user = await this.users.lockById(userId);
      if (!user) throw new Unauthenticated();
      if (user.pendingEmail === null) throw new NoEmailChangePending(P.NO_EMAIL_CHANGE_PENDING);
      user.cancelEmailChange(this.clock.now());
      await this.users.save(user);
    });
  }
}

/**
 * Opening the link proves the customer reads the new address: the email changes, once, within 24
 * hours. The address must still be free: another customer may have taken it since the request
 * (409; the unique index decides a race), and a pending address held nothing meanwhile.
 */
@CommandHandler(VerifyEmailChange)
export class VerifyEmailChangeHandler implements ICommandHandler<VerifyEmailChange, string> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly limiter: AttemptLimiter, private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  async execute({ token, ip }: VerifyEmailChange): Promise<string> {
    const claims = await this.limiter.claim([perIp('email-link-ip', ip, LINK_GUESS_LIMITS.perIp, LINK_GUESS_LIMITS.windowMinutes)]);
    if (!claims) throw new TooManyAttempts(P.EMAIL_CHANGE_THROTTLED);
    const tokenHash = hashToken(token.trim());
    // A right link whose address another customer took meanwhile is no guess: it does not count against the IP.
    return this.limiter.countedIfWrong(claims, () => this.tx.run(async () => {
      const user = await this.users.lockByEmailChangeHash(tokenHash);
      if (!user?.canConfirmEmailChangeWith(tokenHash, this.clock.now())) throw new EmailChangeLinkInvalid(P.EMAIL_CHANGE_LINK_INVALID);
      const holder = await this.users.findByEmail(user.pendingEmail!);
      if (holder && holder.id !== user.id) throw new EmailTaken();
      user.confirmEmailChange(this.clock.now());
      await this.users.save(user);
      await recordProfileChange(this.outbox, user);
      return user.email;
    }), (error) => error instanceof EmailTaken);
  }
}

export const EMAIL_CHANGE_HANDLERS = [ResendEmailChangeHandler, CancelEmailChangeHandler, VerifyEmailChangeHandler];
