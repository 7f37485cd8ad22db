import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import type { Response } from 'express';
import type { StatementDto, StatementPeriod } from '@bank/contracts/accounts';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { GetStatement } from '../application/queries/get-statement/get-statement.handler.js';
import { STATEMENT_PERIODS } from '../application/statement-period.js';
import { statementCsv } from './statement-csv.js';
import { statementPdf } from './statement-pdf.js';

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
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(@Query() q: StatementParams, @CurrentUser() user: AuthenticatedUser): Promise<StatementDto> {
    return this.queries.execute(new GetStatement(user.id, q.accountId, q.period));
  }

  @Get('download')
  async download(@Query() q: StatementDownloadParams, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const statement = await this.queries.execute<GetStatement, StatementDto>(new GetStatement(user.id, q.accountId, q.period));
    const name = `statement-${statement.account.accountNumber}-${statement.from.slice(0, 10)}-${statement.to.slice(0, 10)}.${q.format}`;
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    if (q.format === 'csv') {
      res.type('text/csv; charset=utf-8').send(statementCsv(statement));
    } else {
      res.type('application/pdf').send(await statementPdf(statement));
    }
  }
}
