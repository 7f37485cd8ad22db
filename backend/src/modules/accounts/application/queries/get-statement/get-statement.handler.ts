import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { STATEMENT_SCREEN_LINES, type StatementDto, type StatementLineDto, type StatementPeriod } from '@bank/contracts/accounts';
import { StatementReader } from '../../statement-reader.js';

export class GetStatement {
  constructor(readonly userId: string, readonly accountId: string, readonly period: StatementPeriod) {}
}

/** The statement the screen shows: its figures and line count in full, its first lines only (the rest are in the CSV and PDF). */
@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement, StatementDto> {
  constructor(private readonly reader: StatementReader) {}

  execute({ userId, accountId, period }: GetStatement): Promise<StatementDto> {
    return this.reader.read(userId, accountId, period, async (header, batches) => {
      const lines: StatementLineDto[] = [];
      for await (const batch of batches) {
        lines.push(...batch.slice(0, STATEMENT_SCREEN_LINES - lines.length));
        if (lines.length >= STATEMENT_SCREEN_LINES) break;
      }
      const { account, statementNumber, from, to, openingBalance, closingBalance, totalIn, totalOut, lineCount } = header;
      return { account, period, statementNumber, from, to, openingBalance, closingBalance, totalIn, totalOut, lineCount, lines };
    });
  }
}
