import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { Job, jobFile, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { UpdateExchangeRate } from '../../public/international-admin.api.js';
import { checkRate } from '../commands/update-exchange-rate/update-exchange-rate.handler.js';

/**
 * `npm run job -- load-fx-rates rates.csv`: stores every rate of the file, all or none. Lines are
 * `currency,usd_rate[,rate_date]` (units of USD per unit, up to 6 decimals; the date YYYY-MM-DD,
 * today when empty); a header line and lines starting with # are skipped. Each rate passes the
 * rules of the admin route (UpdateExchangeRate).
 */
@Injectable()
@Job('load-fx-rates', 'Loads exchange rates from a CSV file: currency,usd_rate[,rate_date] (all or none)')
export class LoadFxRatesJob implements BankJob {
  constructor(private readonly commands: CommandBus, private readonly tx: TransactionRunner) {}

  async run([file]: string[]): Promise<string> {
    if (!file) throw new Error('usage: load-fx-rates <file.csv> (lines: currency,usd_rate[,rate_date])');
    const rows = parseRates(await readFile(jobFile(file), 'utf8'));
    if (rows.length === 0) throw new Error(`${file} holds no rates`);
    await this.tx.run(async () => {
      for (const row of rows) await this.commands.execute(new UpdateExchangeRate(row.currency, row.usdRate, row.rateDate));
    });
    return `loaded ${rows.length} exchange rates from ${file}: ${rows.map((r) => `${r.currency} ${r.usdRate}`).join(', ')}`;
  }
}

/** The file's rates, each checked; the first bad line fails the whole file with its line number. */
export function parseRates(text: string): { currency: string; usdRate: string; rateDate?: string }[] {
  const rows: { currency: string; usdRate: string; rateDate?: string }[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#') || (index === 0 && /^currency\s*,/i.test(trimmed))) return;
    const [currency = '', usdRate = '', rateDate, ...extra] = trimmed.split(',').map((cell) => cell.trim());
    try {
      if (extra.length) throw new Error('expected currency,usd_rate[,rate_date]');
      const checked = checkRate({ currency, usdRate, rateDate });
      if (seen.has(checked.currency)) throw new Error(`${checked.currency} appears twice`);
      seen.add(checked.currency);
      rows.push(checked);
    } catch (error) {
      throw new Error(`line ${index + 1}: ${error instanceof DomainError || error instanceof Error ? error.message : String(error)}`);
    }
  });
  return rows;
}
