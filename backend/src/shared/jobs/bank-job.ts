import { resolve } from 'node:path';
import { SetMetadata } from '@nestjs/common';

export const BANK_JOB = 'bank:job';

/** A back-office job, runnable by `npm run job -- <name>` and by the in-app scheduler. */
export interface BankJob {
  /** Does the work and returns a one-line summary; throws on failure. */
  run(args: string[]): Promise<string>;
}

export const Job = (name: string, description: string) => SetMetadata(BANK_JOB, { name, description });

/**
 * A file named on a job's command line, as the operator meant it: `npm run job` runs the CLI in
 * backend/ (npm's workspace), so a relative name is taken from where npm was started (INIT_CWD),
 * the repository's root or backend/ alike.
 */
export function jobFile(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}
