import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { ChargeCardFee, type FeeOutcome } from '../commands/charge-card-fee/charge-card-fee.command.js';
import { CollectOwedCardFee, type CollectOutcome } from '../commands/collect-owed-card-fee/collect-owed-card-fee.command.js';
import { CARD_FEE_REPOSITORY } from '../../cards.tokens.js';
import type { CardFeeRepository } from '../../domain/card-fee.repository.js';

const BATCH = 200;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * First collects the fees still owed from earlier runs, oldest first, from accounts that can now
 * cover them (CollectOwedCardFee takes each at most once); then charges the month's fee of every
 * issued premium and platinum card (issued before the month ended and not expired before it began;
 * frozen cards pay too). A month still to come is refused. Safe to
 * run again or on two instances at once: ChargeCardFee charges each card once per month.
 */
@Injectable()
@Job('charge-card-fees', 'Charges the monthly fee of premium and platinum cards (argument: YYYY-MM, default this month)')
export class ChargeCardFeesJob implements BankJob {
  constructor(@Inject(CARD_FEE_REPOSITORY) private readonly fees: CardFeeRepository, private readonly commands: CommandBus, private readonly clock: Clock) {}

  async run(args: string[] = []): Promise<string> {
    const thisMonth = this.clock.now().toISOString().slice(0, 7);
    const month = args[0] ?? thisMonth;
    const match = MONTH.exec(month);
    if (!match) throw new Error(`month must be YYYY-MM, got "${month}"`);
    if (month > thisMonth) throw new Error(`card fees for ${month} cannot be charged before that month begins (this month is ${thisMonth})`);
    const monthEnd = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
    const collected = await this.collectOwed();
    const counts: Record<FeeOutcome, number> = { charged: 0, owed: 0, skipped: 0 };
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const due = await this.fees.cardsDue(month, monthEnd, after, BATCH);
      for (const id of due) counts[await this.commands.execute<ChargeCardFee, FeeOutcome>(new ChargeCardFee(id, month))]++;
      if (due.length < BATCH) break;
      after = due[due.length - 1];
    }
    return `card fees ${month}: collected ${collected} owed earlier, charged ${counts.charged}, owed ${counts.owed}, already done ${counts.skipped}`;
  }

  /** Walks the owed fees in (created_at, id) order, past the ones that stay owed; returns how many were collected. */
  private async collectOwed(): Promise<number> {
    let collected = 0;
    for (let after: { at: string; id: string } | null = null; ;) {
      const owed = await this.fees.owed(after, BATCH);
      for (const { id } of owed) {
        if (await this.commands.execute<CollectOwedCardFee, CollectOutcome>(new CollectOwedCardFee(id)) === 'collected') collected++;
      }
      if (owed.length < BATCH) return collected;
      after = owed[owed.length - 1];
    }
  }
}
