import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatementPeriod } from '@bank/contracts/accounts';
import { type StatementConsumer, StatementReader } from '../../statement-reader.js';

/** The whole statement for a download: the consumer writes the lines out as they are read. */
export class StreamStatement {
  constructor(readonly userId: string, readonly accountId: string, readonly period: StatementPeriod, readonly consume: StatementConsumer<void>) {}
}

@QueryHandler(StreamStatement)
export class StreamStatementHandler implements IQueryHandler<StreamStatement, void> {
  constructor(private readonly reader: StatementReader) {}

  execute({ userId, accountId, period, consume }: StreamStatement): Promise<void> {
    return this.reader.read(userId, accountId, period, consume);
  }
}
