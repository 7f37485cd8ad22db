export class ChangePassword {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** The session that asked: it stays signed in, every other one of the customer ends. */
    readonly keepSessionId: string,
    readonly ip: string | null,
  ) {}
}
