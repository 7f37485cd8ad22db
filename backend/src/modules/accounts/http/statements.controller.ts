import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import type { Response } from 'express';
import type { StatementDto, StatementPeriod } from '@bank/contracts/accounts';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { LimitedStatementDownloads } from '../../../shared/http/statement-download-limit.js';
import { GetStatement } from '../application/queries/get-statement/get-statement.handler.js';
import { StreamStatement } from '../application/queries/stream-statement/stream-statement.handler.js';
import { STATEMENT_PERIODS } from '../application/statement-period.js';
import { drained, write } from './response-stream.js';
import { writeStatementCsv } from './statement-csv.js';
import { writeStatementPdf } from './statement-pdf.js';

class StatementParams {
  @IsString({ message: 'Choose an account' }) accountId!: string;
  @IsIn(STATEMENT_PERIODS, { message: 'Choose a period: current-month, last-month, quarter or year' }) period!: StatementPeriod;
}

class StatementDownloadParams extends StatementParams {
  @IsIn(['csv', 'pdf'], { message: 'Choose a format: csv or pdf' }) format!: 'csv' | 'pdf';
}

@ApiTags('statements')
@Controller('statements')
@SignedIn()
export class StatementsController {
  private readonly logger = new Logger(StatementsController.name);

  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(@Query() q: StatementParams, @CurrentUser() user: AuthenticatedUser): Promise<StatementDto> {
    return this.queries.execute(new GetStatement(user.id, q.accountId, q.period));
  }

  /** The whole statement as a file, streamed line batch by line batch from one snapshot. */
  @Get('download')
  @ApiProduces('text/csv', 'application/pdf')
  @ApiTooManyRequestsResponse({ description: 'A download of this customer is under way, or the server is busy (Retry-After)' })
  @LimitedStatementDownloads()
  async download(@Query() q: StatementDownloadParams, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    try {
      await this.queries.execute(new StreamStatement(user.id, q.accountId, q.period, async (statement, lines) => {
        // Headers go out only once the account is known to be the customer's: a refusal is still a plain 404.
        res.setHeader('Content-Disposition', `attachment; filename="statement-${statement.account.accountNumber}-${statement.from}-${statement.to}.${q.format}"`);
        res.setHeader('Cache-Control', 'no-store');
        if (q.format === 'csv') {
          res.type('text/csv; charset=utf-8');
          await writeStatementCsv(statement, lines, (chunk) => write(res, chunk));
        } else {
          res.type('application/pdf');
          await writeStatementPdf(statement, lines, (chunk) => res.write(chunk), () => drained(res));
        }
      }));
      res.end();
    } catch (error) {
      if (!res.headersSent) throw error;
      // Mid-file there is no status left to send: cut the response so the client sees an incomplete download.
      this.logger.warn(`Statement download stopped: ${error instanceof Error ? error.message : String(error)}`);
      res.destroy();
    }
  }
}
