import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { LEDGER_CHECKS } from '../../accounts.tokens.js';
import type { InternalAccountPurpose } from '../../public/accounts.api.js';
import { INTERNAL_POSITION_SOURCE, type InternalPositionSource } from '../../public/internal-positions.js';
import type { LedgerChecks } from '../ports/ledger-checks.js';

@Injectable()
@Job('reconcile-ledger', 'Checks every ledger invariant and every internal account against the records of the contexts that use it; fails listing each break')
export class ReconcileLedgerJob implements BankJob {
  constructor(@Inject(LEDGER_CHECKS) private readonly checks: LedgerChecks, private readonly discovery: DiscoveryService) {}

  async run(): Promise<string> {
    const sources = this.sources();
    const { breaks, counts, invariants } = await this.checks.run(
      async () => (await Promise.all(sources.map((s) => s.source.positions()))).flat(),
      [...new Set(sources.flatMap((s) => s.purposes))],
      sources.map((s) => s.name).join('; ') || 'no context',
    );
    if (breaks.length) {
      throw new Error(`ledger does not reconcile:\n  ${breaks.map((b) => `${b.name}: ${b.count}\n${b.rows.map((r) => '    ' + JSON.stringify(r)).join('\n')}`).join('\n  ')}`);
    }
    return `ledger reconciles: ${counts.entries} journal entries, ${counts.postings} postings, ${counts.accounts} customer accounts, `
      + `${counts.internal} internal accounts checked against ${sources.length} source(s), ${invariants} invariants hold`;
  }

  /** Every provider marked @ReportsInternalPositions, from any context. */
  private sources(): { name: string; purposes: InternalAccountPurpose[]; source: InternalPositionSource }[] {
    return this.discovery.getProviders().flatMap((wrapper) => {
      const meta = wrapper.metatype && Reflect.getMetadata(INTERNAL_POSITION_SOURCE, wrapper.metatype);
      return meta && wrapper.instance ? [{ name: meta.source, purposes: meta.purposes, source: wrapper.instance as InternalPositionSource }] : [];
    });
  }
}
