import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_RESET, PasswordResetMessages as M } from '@bank/contracts/identity';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { AttemptLimiter, perIp } from '../../../../../shared/security/attempt-limiter.js';
import { hashToken, newLinkToken } from '../../../../../shared/security/link-token.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import { ResetLinkInvalid, TooManyAttempts } from '../../../domain/identity.errors.js';
import type { LoginAttempts } from '../../../domain/login-attempts.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { LOGIN_ATTEMPTS, PASSWORD_HASHER, USER_REPOSITORY } from '../../../identity.tokens.js';
import { PasswordChanged, PasswordResetRequested } from '../../../public/identity.events.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { LINK_GUESS_LIMITS } from '../email-change/email-change.handlers.js';
import { CompletePasswordReset, RequestPasswordReset } from './password-reset.commands.js';

/**
 * Reset requests an IP, and one account (or one identifier that matches none, so a 429 does not
 * tell which), may make in the window; every request counts, matched or not.
 */
export const PASSWORD_RESET_LIMITS = { perIp: 10, perAccount: 3, windowMinutes: 60 } as const;

/**
 * Emails a reset link to the customer the customer ID or email names, when that customer may sign
 * in with a new password; otherwise does nothing. Either way the caller answers the same words.
 * A new link replaces the previous one (only the newest works).
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset, void> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly limiter: AttemptLimiter, private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  async execute({ customerIdOrEmail, ip }: RequestPasswordReset): Promise<void> {
    const identifier = customerIdOrEmail.trim();
    const found = identifier.includes('@') ? await this.users.findByEmail(identifier) : await this.users.findByCustomerId(identifier);
    const { perIp: ipAllowance, perAccount, windowMinutes } = PASSWORD_RESET_LIMITS;
    const claims = await this.limiter.claim([
      perIp('reset-ip', ip, ipAllowance, windowMinutes),
      { bucket: 'reset-account', key: found?.id ?? identifier.toLowerCase(), max: perAccount, windowMinutes },
    ]);
    if (!claims) throw new TooManyAttempts(M.THROTTLED);
    if (!found?.mayResetPasswordByEmail) return;

    const { token, hash } = newLinkToken();
    const now = this.clock.now();
    await this.tx.run(async () => {
      const user = await this.users.lockById(found.id);
      if (!user?.mayResetPasswordByEmail) return;
      user.issuePasswordReset(hash, new Date(now.getTime() + PASSWORD_RESET.LINK_MINUTES * 60_000), now);
      await this.users.save(user);
      await this.outbox.record(new PasswordResetRequested({ userId: user.id, email: user.email, firstName: user.firstName, token }));
    });
  }
}

/**
 * Sets the new password from the newest link, once, within its 30 minutes; then, as a password
 * change does and more (the customer may have lost control of a device): every session of the
 * customer ends, the failed sign-ins are forgotten (the lockout lifts), and 'Password changed' is
 * recorded (an alert in the app and by email).
 */
@CommandHandler(CompletePasswordReset)
export class CompletePasswordResetHandler implements ICommandHandler<CompletePasswordReset, void> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts,
    private readonly sessions: Sessions, private readonly limiter: AttemptLimiter,
    private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  async execute({ token, password, ip }: CompletePasswordReset): Promise<void> {
    const claims = await this.limiter.claim([perIp('reset-link-ip', ip, LINK_GUESS_LIMITS.perIp, LINK_GUESS_LIMITS.windowMinutes)]);
    if (!claims) throw new TooManyAttempts(M.THROTTLED);
    const tokenHash = hashToken(token.trim());
    const passwordHash = await this.hasher.hash(password);
    // A right link does not count against the IP.
    await this.limiter.countedIfWrong(claims, () => this.tx.run(async () => {
      const user = await this.users.lockByPasswordResetHash(tokenHash);
      if (!user?.canResetPasswordWith(tokenHash, this.clock.now())) throw new ResetLinkInvalid(M.LINK_INVALID);
      user.resetPassword(passwordHash, this.clock.now());
      await this.users.save(user);
      await this.attempts.clearFailures(user.customerId);
      const sessionsEnded = await this.sessions.revokeAllOf(user.id);
      await this.outbox.record(new PasswordChanged({ userId: user.id, otherSessionsEnded: sessionsEnded }));
    }));
  }
}

export const PASSWORD_RESET_HANDLERS = [RequestPasswordResetHandler, CompletePasswordResetHandler];
