/** Forgot password (signed out): a customer ID or an email address; the answer never says whether it matched. */
export class RequestPasswordReset {
  constructor(readonly customerIdOrEmail: string, readonly ip: string | null) {}
}

/** The emailed link's token and the new password, already checked against the password rules. */
export class CompletePasswordReset {
  constructor(readonly token: string, readonly password: string, readonly ip: string | null) {}
}
