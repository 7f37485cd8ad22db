import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';

/** `?cursor=&limit=`; both optional (the first page, 50 a page, at most 100). */
export class ListNotificationsRequest extends CursorQueryParams {}
