import { NotFound } from '../../../shared/errors/domain-error.js';

/** Also for another customer's notification: it is not theirs to know about. */
export class NotificationNotFound extends NotFound {
  constructor() { super('Notification not found'); }
}
