import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_LIMIT, PagingMessages as M, type CursorQuery } from '@bank/contracts/paging';

/** `?cursor=&limit=` of every keyset-paged list; a list's own query params extend it. */
export class CursorQueryParams implements CursorQuery {
  @IsOptional()
  @IsString({ message: M.CURSOR_INVALID })
  @MaxLength(512, { message: M.CURSOR_INVALID })
  cursor?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_LIMIT, { message: M.LIMIT_INVALID })
  @Min(1, { message: M.LIMIT_INVALID })
  @IsInt({ message: M.LIMIT_INVALID })
  limit?: number;
}
