import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TRANSACTION_STATUSES, type TransactionQuery } from '@bank/contracts/accounts';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { IsCalendarDate } from '../../../shared/http/request-params.js';

/** `GET /api/transactions`: a keyset page (`cursor`, `limit`) of the history, filtered. */
export class TransactionQueryParams extends CursorQueryParams implements TransactionQuery {
  @IsOptional() @IsString() accountId?: string;
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsIn(TRANSACTION_STATUSES) status?: (typeof TRANSACTION_STATUSES)[number];
  @IsOptional() @IsIn(['deposit', 'withdrawal', 'transfer']) type?: 'deposit' | 'withdrawal' | 'transfer';
  @IsOptional() @IsCalendarDate({ allowTime: true }) from?: string;
  @IsOptional() @IsCalendarDate({ allowTime: true }) to?: string;
}
