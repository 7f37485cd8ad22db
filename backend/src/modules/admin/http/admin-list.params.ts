import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@bank/contracts/accounts';
import { AUDIT_ACTIONS, AdminMessages as A, type AuditAction } from '@bank/contracts/admin';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { IsCalendarDate } from '../../../shared/http/request-params.js';

/** `?search=&cursor=&limit=` of the Users and Accounts tabs. */
export class SearchListParams extends CursorQueryParams {
  @IsOptional() @IsString() @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}

export class DomesticPaymentListParams extends SearchListParams {
  @IsOptional() @IsIn(TRANSACTION_STATUSES, { message: A.STATUS_INVALID })
  status?: TransactionStatus;
}

/** `?search=&status=&country=&cursor=&limit=` of the International Transfers subtab. */
export class InternationalPaymentListParams extends SearchListParams {
  @IsOptional() @IsIn(TRANSACTION_STATUSES, { message: A.STATUS_INVALID })
  status?: TransactionStatus;

  @IsOptional() @IsString({ message: 'country must be a 3-letter country code' }) @Matches(/^[A-Za-z]{3}$/, { message: 'country must be a 3-letter country code' })
  country?: string;
}

export class AuditListParams extends CursorQueryParams {
  @IsOptional() @IsUUID('all', { message: 'actorId must be an administrator id' }) actorId?: string;
  @IsOptional() @IsIn(AUDIT_ACTIONS, { message: 'Unknown audit action' }) action?: AuditAction;
  @IsOptional() @IsString() @MaxLength(64) targetId?: string;
  @IsOptional() @IsString() @MaxLength(64) customerId?: string;
  @IsOptional() @IsCalendarDate({ allowTime: true }, { message: 'from must be a date or time' }) from?: string;
  @IsOptional() @IsCalendarDate({ allowTime: true }, { message: 'to must be a date or time' }) to?: string;
}
