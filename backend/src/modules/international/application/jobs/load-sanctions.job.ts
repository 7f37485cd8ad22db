import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Job, jobFile, type BankJob } from '../../../../shared/jobs/bank-job.js';
import type { SanctionsList } from '../../domain/sanctions-list.js';
import { screeningKey } from '../../domain/sanctions.js';
import { SANCTIONS_LIST } from '../../international.tokens.js';

/**
 * `npm run job -- load-sanctions list.txt`: adds the file's names (one per line, # comments) to the
 * sanctions list that recipients are screened against, with the file's name as their source. A
 * name already listed (as screening compares names) is not added twice. All or none.
 */
@Injectable()
@Job('load-sanctions', 'Adds the names of a file (one per line) to the sanctions list recipients are screened against')
export class LoadSanctionsJob implements BankJob {
  constructor(@Inject(SANCTIONS_LIST) private readonly sanctions: SanctionsList, private readonly tx: TransactionRunner) {}

  async run([file]: string[]): Promise<string> {
    if (!file) throw new Error('usage: load-sanctions <file> (one name per line)');
    const names = (await readFile(jobFile(file), 'utf8')).split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    const entries = names.map((name, i) => {
      const key = screeningKey(name);
      // A one-word entry would hold every recipient who shares that word: a list entry names a person or a company.
      if (key.split(' ').length < 2) throw new Error(`"${name}" (entry ${i + 1}): a listed name needs at least two words`);
      if (name.length > 300) throw new Error(`entry ${i + 1} is longer than 300 characters`);
      return { name, key, source: `file: ${basename(file)}`.slice(0, 64) };
    });
    if (entries.length === 0) throw new Error(`${file} holds no names`);
    const added = await this.tx.run(() => this.sanctions.addAll(entries));
    return `sanctions list: ${added} names added, ${entries.length - added} already listed (from ${file})`;
  }
}
