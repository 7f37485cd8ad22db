import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentMessages, type DomesticTransferResponse } from '@bank/contracts/payments';
import { APP_CONFIG } from '../../../../../config/config.module.js';
import type { AppConfig } from '../../../../../config/config.js';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { hashRequest } from '../../../../../shared/idempotency/request-hash.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { CountPayeeLookup, IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound, CurrencyMismatch } from '../../../../accounts/public/accounts.errors.js';
import { CheckStepUpAuthorization } from '../../../../identity/public/check-step-up-authorization.query.js';
import { stepUpProof } from '../../../../identity/public/step-up-proof.js';
import { ConvertToUsd } from '../../../../international/public/international.queries.js';
import { InvalidAmount, SameAccount } from '../../../domain/payment.errors.js';
import { payeeOf } from '../../../domain/payee.js';
import { newTransactionCode } from '../../../domain/transaction-code.js';
import type { TransferRule } from '../../../domain/transfer-decision.js';
import { TRANSFER_LIMITS } from '../../../domain/transfer-limits.js';
import { Transfer } from '../../../domain/transfer.js';
import { TRANSFER_OPENINGS } from '../../../payments.tokens.js';
import type { StoredResponse, TransferOpenings } from '../../ports/transfer-openings.js';
import { toTransactionDto } from '../../transaction.mapper.js';
import { transferCreated } from '../../transfer-events.js';
import { refuseOnce } from '../../transfer-refusals.js';
import { CreateDomesticTransfer } from './create-domestic-transfer.command.js';

/**
 * A customer's transfer to another account of this bank (DESIGN 3–5), on the hot path: both
 * accounts are identified (from memory when this process has seen them before) and the checks on
 * who owns them and what currency they hold run here; then one statement does everything that must
 * happen atomically under locks (TransferOpenings.open, the rules of decideTransfer), re-checking
 * those facts too. One round trip to the database when the accounts are remembered, and no BEGIN or COMMIT.
 *
 * A refusal must not tell a caller without a valid step-up token whether an account number exists
 * (docs/decisions/payee-lookup-limit.md): such a caller only ever hears 403 (restricted) or 401,
 * and every refusal that could be a probe (token, restriction, or the payee) counts against the
 * payer's payee lookups, 429 past the limit.
 */
@CommandHandler(CreateDomesticTransfer)
export class CreateDomesticTransferHandler implements ICommandHandler<CreateDomesticTransfer, StoredResponse> {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    @Inject(TRANSFER_OPENINGS) private readonly openings: TransferOpenings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: CreateDomesticTransfer): Promise<StoredResponse> {
    // Accounts remembered by this process may have changed since (an administrator's hand): a
    // transfer they would refuse, or the statement finds changed, is decided again on a fresh read.
    const answer = (await this.open(command, false)) ?? (await this.open(command, true));
    if (!answer) throw new AccountNotFound(); // changed again between that read and the statement
    return answer;
  }

  /** Opens the transfer; null when it should be decided again on freshly read accounts. */
  private async open({ userId, request, idempotencyKey }: CreateDomesticTransfer, fresh: boolean): Promise<StoredResponse | null> {
    const description = request.description.trim();
    parseAmount(request.amount, 'USD'); // the amount's format first, before anything is looked up
    if (!isUuid(request.fromAccountId)) throw new AccountNotFound();
    const accounts = await this.queries.execute<IdentifyAccounts, AccountIdentity[]>(
      new IdentifyAccounts({ ids: [request.fromAccountId], accountNumbers: [request.toAccountNumber] }, fresh));
    let parties: { from: AccountIdentity; to: AccountIdentity; amount: Money };
    try {
      parties = checkParties(accounts, userId, request);
    } catch (error) {
      if (!fresh) return null;
      await this.refuseProbe(userId, request);
      throw error;
    }
    const { from, to, amount } = parties;
    const amountUsd = Money.parse(await this.queries.execute<ConvertToUsd, string>(new ConvertToUsd(amount.toString(), amount.currency)), 'USD');

    const transfer = Transfer.domestic({
      id: randomUUID(), transactionCode: newTransactionCode(), from, to, amount: amount.toString(), currency: amount.currency, amountUsd: amountUsd.toString(),
      description, heldForReview: amountUsd.greaterThan(Money.parse(this.config.reviewThreshold, 'USD')), payeeKey: payeeOf(from, to), at: this.clock.now(),
    });
    const answer: StoredResponse = {
      status: 201,
      body: { message: PaymentMessages.TRANSFER_SUCCESS, transaction: toTransactionDto(transfer) } satisfies DomesticTransferResponse,
    };
    const requestHash = hashRequest({ ...request, amount: amount.toString(), description, authorizationToken: undefined });
    const proof = stepUpProof(request.authorizationToken, 'domestic-transfer', { ...request, amount: amount.toString(), description });

    const outcome = await this.tx.runStatement(() => this.openings.open({
      transfer, memo: `Transfer to ${to.accountNumber}: ${description}`, events: [transferCreated(transfer)],
      idempotency: idempotencyKey ? { key: idempotencyKey, requestHash, answer } : null,
      stepUp: { purpose: 'domestic-transfer', tokenHash: proof.tokenHash, payloadHash: proof.payloadHash },
      limits: TRANSFER_LIMITS, extension: null,
    }));
    if ('refused' in outcome) {
      if (outcome.refused === 'ACCOUNTS_CHANGED') return null;
      if (outcome.refused === 'CHECK_FAILED') throw new Error(`a domestic transfer has no checks, yet ${outcome.check} failed`);
      if (PROBE_REFUSALS.has(outcome.refused)) await this.commands.execute(new CountPayeeLookup(userId));
      return refuseOnce(this.openings, outcome, { tokenPresented: proof.presented, from }, { userId, idempotency: idempotencyKey ? { key: idempotencyKey, requestHash } : null });
    }
    return outcome.opened ? answer : outcome.replay;
  }

  /**
   * Before a refusal about the accounts (unknown or other-currency payee, a source that is not the
   * customer's): counts it as a payee lookup and lets only a valid step-up token hear the reason.
   * Throws LookupsThrottled, TransactionsRestricted or an authorization error; returns otherwise.
   */
  private async refuseProbe(userId: string, request: CreateDomesticTransfer['request']): Promise<void> {
    await this.commands.execute(new CountPayeeLookup(userId));
    await this.queries.execute(new CheckStepUpAuthorization(userId, request.authorizationToken, 'domestic-transfer', { ...request, description: request.description.trim() }));
  }
}

/** The statement's refusals a caller without a valid token can provoke for any payee, and that of a closed payee. */
const PROBE_REFUSALS = new Set<TransferRule>(['RESTRICTED', 'AUTHORIZATION_INVALID', 'PAYEE_INACTIVE']);

/** The checks on who owns the accounts and what they hold, in the order the customer should hear them. */
function checkParties(accounts: AccountIdentity[], userId: string, request: CreateDomesticTransfer['request']): { from: AccountIdentity; to: AccountIdentity; amount: Money } {
  const to = accounts.find((a) => a.accountNumber === request.toAccountNumber);
  if (!to) throw new AccountNotFound();
  if (to.id === request.fromAccountId) throw new SameAccount();
  const from = accounts.find((a) => a.id === request.fromAccountId);
  if (!from || from.userId !== userId) throw new AccountNotFound();
  if (from.currency !== to.currency) throw new CurrencyMismatch();
  return { from, to, amount: parseAmount(request.amount, to.currency) };
}

function parseAmount(input: unknown, currency: string): Money {
  try {
    return Money.parsePositiveAmount(input, currency);
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    if (error.reason === 'TOO_MANY_DECIMALS') throw new InvalidAmount(PaymentMessages.AMOUNT_DECIMALS);
    if (error.reason === 'OUT_OF_RANGE') throw new InvalidAmount(PaymentMessages.AMOUNT_TOO_LARGE);
    throw new InvalidAmount(PaymentMessages.AMOUNT_POSITIVE);
  }
}
