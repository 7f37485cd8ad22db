import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PAGE_LIMIT, PagingMessages as M, type CursorQuery } from '@bank/contracts/paging';
import { IntegerParam } from './request-params.js';

/** `?cursor=&limit=` of every keyset-paged list; a list's own query params extend it. */
export class CursorQueryParams implements CursorQuery {
  @IsOptional()
  @IsString({ message: M.CURSOR_INVALID })
  @MaxLength(512, { message: M.CURSOR_INVALID })
  cursor?: string;

  @IsOptional()
  @IntegerParam({ min: 1, max: MAX_PAGE_LIMIT, message: M.LIMIT_INVALID })
  limit?: number;
}
