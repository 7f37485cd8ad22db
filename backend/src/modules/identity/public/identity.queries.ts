/** Whether a user may move money now (read inside the caller's transaction). */
export class GetUserStanding {
  constructor(readonly userId: string) {}
}

export interface UserStanding {
  isActive: boolean;
  transactionRestricted: boolean;
  restrictionReason: string | null;
  firstName: string;
  lastName: string;
}
