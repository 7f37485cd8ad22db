import type { ProfileChanges } from '../../../domain/user.js';

/** The customer edits their own contact details (Settings tab with address, Profile page without). */
export class UpdateProfile {
  constructor(readonly userId: string, readonly changes: ProfileChanges) {}
}
