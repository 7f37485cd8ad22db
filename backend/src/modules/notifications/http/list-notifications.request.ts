import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { ListNotificationsRequest as ListContract } from '@bank/contracts/notifications';
import { NOTIFICATIONS, NotificationMessages as M } from '@bank/contracts/notifications';

/** `?page=&pageSize=`; both optional (page 1, 50 a page, at most 100). */
export class ListNotificationsRequest implements ListContract {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: M.PAGE_INVALID })
  @IsInt({ message: M.PAGE_INVALID })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @Max(NOTIFICATIONS.MAX_PAGE_SIZE, { message: M.PAGE_SIZE_INVALID })
  @Min(1, { message: M.PAGE_SIZE_INVALID })
  @IsInt({ message: M.PAGE_SIZE_INVALID })
  pageSize?: number;
}
