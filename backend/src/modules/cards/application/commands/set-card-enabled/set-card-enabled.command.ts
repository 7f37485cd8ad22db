import type { StaffMember } from '../../../public/cards.api.js';

/** Freeze or unfreeze a card: by its owner, or by a member of staff (audited; the owner cannot undo it). */
export class SetCardEnabled {
  constructor(
    readonly cardId: string,
    readonly enable: boolean,
    readonly actor: { by: 'owner'; userId: string } | { by: 'admin'; staff: StaffMember },
  ) {}
}
