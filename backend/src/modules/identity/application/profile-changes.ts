import type { Outbox } from '../../../shared/outbox/outbox.js';
import type { User } from '../domain/user.js';
import { CustomerProfileChanged } from '../public/identity.events.js';

/**
 * Records CustomerProfileChanged when the user's profile was created or changed, in the caller's
 * transaction. Call it after saving the user, so the event follows the row's write.
 */
export async function recordProfileChange(outbox: Outbox, user: User): Promise<void> {
  const profile = user.takeProfileChange();
  if (profile) await outbox.record(new CustomerProfileChanged(profile));
}
