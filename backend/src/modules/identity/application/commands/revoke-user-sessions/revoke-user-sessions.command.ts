export class RevokeUserSessions {
  constructor(readonly customerId: string, readonly revokedBy: string) {}
}
