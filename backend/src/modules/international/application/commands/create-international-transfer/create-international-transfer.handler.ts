import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  checkAmountLimits, checkRecipientDetails, estimatedDelivery, INTERNATIONAL, InternationalMessages as M, normalizeCode,
  quoteInternationalTransfer, transferTerms, type CreateInternationalTransferResponse, type InternationalQuote,
} from '@bank/contracts/international';
import { Clock } from '../../../../../shared/clock.js';
import { hashRequest } from '../../../../../shared/idempotency/request-hash.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { ExternalTransferCheckFailed, OpenExternalTransfer, SourceAccountChanged, type ExternalTransferOpened } from '../../../../payments/public/payments.api.js';
import { newReferenceNumber, type InternationalTransferProps } from '../../../domain/international-transfer.js';
import type { Country, NbfcPartner, ReferenceData, TransferTerms } from '../../../domain/reference-data.js';
import { screeningKey } from '../../../domain/sanctions.js';
import { INTERNATIONAL_TRANSFER_OPENING, REFERENCE_DATA } from '../../../international.tokens.js';
import { InternationalTransferCreated } from '../../../public/international.events.js';
import { invalidField, SecuritySetupRequired } from '../../international.errors.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import type { InternationalTransferOpening } from '../../ports/transfer-opening.js';
import { toTransferDto } from '../../transfer.mapper.js';
import { CreateInternationalTransfer } from './create-international-transfer.command.js';

type StoredResponse = { status: number; body: unknown };

interface Decision {
  transfer: InternationalTransferProps; from: AccountIdentity; country: Country; quote: InternationalQuote; debitAmount: string; held: boolean;
  now: Date; answer: StoredResponse; requestHash: string;
}

/** The terms this process remembered were not the stored ones when a refusal was about to rest on them. */
class TermsChanged extends Error {
  constructor() { super('the reference data changed since they were read'); }
}

/**
 * An international transfer (SPEC 5, 7, 9; DESIGN 3–5). The rules are checked here with the pure
 * functions of `contracts` the client's summary uses (fee, total, conversion at the stored rate,
 * limits, IFSC/IBAN/BIC); then payments opens the transfer exactly as it opens a domestic one
 * (Idempotency-Key, restriction, step-up token, daily and monthly limits in USD, the converted total
 * held in clearing), and the same statement checks international's own conditions and writes the
 * international row and its event (international's parts: InternationalTransferOpening).
 * The recipient's name is screened against the sanctions list first: a hit is held as `pending`
 * for a person, a clean transfer is `submitted` and completes when its estimated delivery passes.
 */
@CommandHandler(CreateInternationalTransfer)
export class CreateInternationalTransferHandler implements ICommandHandler<CreateInternationalTransfer, StoredResponse> {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    @Inject(REFERENCE_DATA) private readonly referenceData: ReferenceData,
    @Inject(INTERNATIONAL_TRANSFER_OPENING) private readonly opening: InternationalTransferOpening,
  ) {}

  async execute(command: CreateInternationalTransfer): Promise<StoredResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.open(command, attempt > 1);
      } catch (error) {
        // Decided on this process's copy of the source account or of the terms, and it has changed since:
        // decide again on fresh reads (twice at most: the terms could change again in between).
        const stale = error instanceof SourceAccountChanged || error instanceof TermsChanged
          || (error instanceof ExternalTransferCheckFailed && error.check === 'TERMS_CHANGED');
        if (!stale || attempt === 3) throw error;
      }
    }
  }

  private async open(command: CreateInternationalTransfer, fresh: boolean): Promise<StoredResponse> {
    const { request } = command;
    const transferAmount = parseAmount(request.transferAmount, request.transferCurrency);
    const from = await this.sourceAccount(command.userId, request.fromAccountId, fresh);
    const terms = await this.referenceData.terms({
      countryCode: normalizeCode(request.recipientCountryCode), partnerCode: request.nbfcPartner ? normalizeCode(request.nbfcPartner) : null,
      currencies: [...new Set([request.transferCurrency, from.currency, 'USD', INTERNATIONAL.PARTNER_LIMITS_CURRENCY])],
      recipientScreeningKey: screeningKey(request.recipientName),
    }, fresh);
    let decided: Decision;
    try {
      decided = this.decide(command, transferAmount, from, terms);
    } catch (error) {
      // A refusal that rests on a remembered copy of the terms is only given if that copy is still current.
      if (error instanceof ValidationFailed && !fresh && !(await this.referenceData.isCurrent(terms.version))) throw new TermsChanged();
      throw error;
    }
    return this.openDecided(command, decided, terms.version);
  }

  /** The transfer the rules make of this request on these terms; throws the rule's 400 otherwise. */
  private decide({ userId, request }: CreateInternationalTransfer, transferAmount: string, from: AccountIdentity, terms: TransferTerms): Decision {
    const country = terms.country;
    if (!country || !country.isActive) throw invalidField('recipientCountryCode', M.COUNTRY_NOT_SUPPORTED);
    const partner = choosePartner(country, request.nbfcPartner ? normalizeCode(request.nbfcPartner) : null, terms.partner);
    const recipientProblem = checkRecipientDetails(country, request);
    if (recipientProblem) throw invalidField(recipientProblem.field, recipientProblem.message);

    const { feePercentage, processingHours } = transferTerms(country, partner);
    const quote = quoteOrRefuse(() => quoteInternationalTransfer({
      transferAmount, transferCurrency: request.transferCurrency, accountCurrency: from.currency, feePercentage, usdRates: terms.usdRates,
    }));
    const limitProblem = checkAmountLimits(quote, country, partner);
    if (limitProblem) throw invalidField('transferAmount', limitProblem);
    const debitAmount = parseAmount(quote.debitAmount, from.currency); // the debit must fit an account's amounts too

    const now = this.clock.now();
    const held = terms.sanctionsMatch !== null;
    const transfer = this.newTransfer({ userId, request, from, country, partner, quote, debitAmount, held, sanctionsMatch: terms.sanctionsMatch, now, processingHours });
    const answer: StoredResponse = {
      status: 201,
      body: { message: held ? M.TRANSFER_UNDER_REVIEW : M.TRANSFER_SUBMITTED, transfer: toTransferDto(transfer, country.countryName) } satisfies CreateInternationalTransferResponse,
    };
    const requestHash = hashRequest({ ...request, transferAmount, authorizationToken: undefined });
    return { transfer, from, country, quote, debitAmount, held, now, answer, requestHash };
  }

  private async openDecided({ userId, request, idempotencyKey }: CreateInternationalTransfer, d: Decision, termsVersion: string): Promise<StoredResponse> {
    const { transfer, from, country, quote, debitAmount, held, now, answer, requestHash } = d;
    // One statement holds the money and writes this transfer's row and event, or does none of it.
    const opened = await this.commands.execute<OpenExternalTransfer, ExternalTransferOpened>(new OpenExternalTransfer({
      transactionId: transfer.transactionId, from, amount: debitAmount, amountUsd: quote.totalAmountUsd,
      description: `International transfer to ${transfer.recipientName} (${country.countryName})`, reference: transfer.referenceNumber,
      status: held ? 'pending' : 'submitted', at: now,
      recipient: { countryCode: transfer.recipientCountryCode, accountNumber: transfer.recipientAccountNumber, ifscOrBic: transfer.recipientIfscCode ?? transfer.recipientBankCode },
      // The fields the customer authorized, exactly as sent (step-up binds them as verify did).
      stepUp: { purpose: 'international-transfer', token: request.authorizationToken, payload: { ...request, authorizationToken: undefined } },
      idempotency: { key: idempotencyKey, requestHash, answer },
      extension: { parts: this.opening, data: this.opening.data(transfer, termsVersion) },
      events: [new InternationalTransferCreated({
        transferId: transfer.id, referenceNumber: transfer.referenceNumber, userId, recipientName: transfer.recipientName,
        recipientCountryName: country.countryName, transferAmount: transfer.transferAmount, transferCurrency: transfer.transferCurrency,
        status: transfer.status, estimatedDelivery: transfer.estimatedDelivery.toISOString(), creditNote: null,
      }, undefined, now)],
    })).catch((error: unknown) => {
      if (error instanceof ExternalTransferCheckFailed && error.check === 'SECURITY_SETUP_REQUIRED') throw new SecuritySetupRequired();
      throw error;
    });
    return opened.opened ? answer : opened.replay;
  }

  private async sourceAccount(userId: string, fromAccountId: string, fresh: boolean): Promise<AccountIdentity> {
    if (!isUuid(fromAccountId)) throw new AccountNotFound();
    const [from] = await this.queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: [fromAccountId], accountNumbers: [] }, fresh));
    if (!from || from.userId !== userId) throw new AccountNotFound();
    return from;
  }

  private newTransfer(p: {
    userId: string; request: CreateInternationalTransfer['request']; from: AccountIdentity; country: Country; partner: NbfcPartner | null;
    quote: InternationalQuote; debitAmount: string; held: boolean; sanctionsMatch: string | null; now: Date; processingHours: number;
  }): InternationalTransferProps {
    const { request, quote, now } = p;
    const optional = (value: string | undefined) => (value?.trim() ? normalizeCode(value) : null);
    // Its fields, not the aggregate: the statement writes the row, and an instance of the class MikroORM
    // maps pays the ORM's change tracking on each of its 37 fields, set and read (about 0.1 ms a transfer).
    return {
      id: randomUUID(), transactionId: randomUUID(), userId: p.userId, fromAccountId: p.from.id, fromAccountNumber: p.from.accountNumber,
      recipientName: request.recipientName.trim(), recipientAddress: request.recipientAddress.trim(), recipientBankName: request.recipientBankName.trim(),
      recipientBankCode: optional(request.recipientBankCode),
      // IBANs are stored as the machine form (no spaces, upper case); other account numbers as written.
      recipientAccountNumber: p.country.iban ? normalizeCode(request.recipientAccountNumber) : request.recipientAccountNumber.trim(),
      recipientIfscCode: optional(request.recipientIfscCode), recipientCountryCode: p.country.countryCode,
      transferAmount: quote.transferAmount, transferCurrency: request.transferCurrency, exchangeRate: quote.exchangeRate,
      feePercentage: quote.feePercentage, feeAmount: quote.feeAmount, totalAmount: quote.totalAmount, debitAmount: p.debitAmount,
      debitCurrency: p.from.currency, totalAmountUsd: quote.totalAmountUsd, purpose: request.purpose.trim(), supportType: p.country.supportType,
      proxyNetwork: p.country.proxyNetwork, nbfcPartner: p.partner?.code ?? null, status: p.held ? 'pending' : 'submitted',
      referenceNumber: newReferenceNumber(now), estimatedDelivery: estimatedDelivery(now, p.processingHours),
      documentsSubmitted: false, complianceChecked: !p.held, sanctionsMatch: p.sanctionsMatch, creditNote: null, adminNotes: null,
      statusUpdatedBy: null, statusUpdatedAt: null, createdAt: now, updatedAt: now,
    };
  }
}

/** India needs one of its active partners; no other country takes one. */
function choosePartner(country: Country, requested: string | null, found: NbfcPartner | null): NbfcPartner | null {
  if (country.supportType !== 'nbfc') {
    if (requested) throw invalidField('nbfcPartner', M.PARTNER_ONLY_INDIA);
    return null;
  }
  if (!requested) throw invalidField('nbfcPartner', M.PARTNER_REQUIRED);
  if (!found || !found.isActive) throw invalidField('nbfcPartner', M.PARTNER_NOT_AVAILABLE);
  return found;
}

function quoteOrRefuse(quote: () => InternationalQuote): InternationalQuote {
  try {
    return quote();
  } catch (error) {
    if (error instanceof RangeError && /No exchange rate/.test(error.message)) throw invalidField('transferCurrency', M.NO_RATE);
    throw error;
  }
}

/** The amount as decimal text with 2 places; SPEC 5's message for anything that is not a positive amount. */
function parseAmount(input: unknown, currency: string): string {
  try {
    return Money.parsePositiveAmount(input, currency).toString();
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    if (error.reason === 'TOO_MANY_DECIMALS') throw invalidField('transferAmount', M.AMOUNT_DECIMALS);
    if (error.reason === 'OUT_OF_RANGE') throw invalidField('transferAmount', M.AMOUNT_TOO_LARGE);
    throw invalidField('transferAmount', M.TRANSFER_AMOUNT);
  }
}
