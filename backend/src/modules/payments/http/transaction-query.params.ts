import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TRANSACTION_STATUSES } from '@bank/contracts/accounts';

export class TransactionQueryParams {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
  @IsOptional() @IsString() accountId?: string;
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsIn(TRANSACTION_STATUSES) status?: (typeof TRANSACTION_STATUSES)[number];
  @IsOptional() @IsIn(['deposit', 'withdrawal', 'transfer']) type?: 'deposit' | 'withdrawal' | 'transfer';
  @IsOptional() @IsISO8601() from?: string;
  @IsOptional() @IsISO8601() to?: string;
}
