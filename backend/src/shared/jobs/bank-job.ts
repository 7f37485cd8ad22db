import { SetMetadata } from '@nestjs/common';

export const BANK_JOB = 'bank:job';

/** A back-office job, runnable by `npm run job -- <name>` and by the in-app scheduler. */
export interface BankJob {
  /** Does the work and returns a one-line summary; throws on failure. */
  run(args: string[]): Promise<string>;
}

export const Job = (name: string, description: string) => SetMetadata(BANK_JOB, { name, description });
