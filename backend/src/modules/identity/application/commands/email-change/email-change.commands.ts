/** The customer asks for the link to their pending new address again (a new link; the older one stops working). */
export class ResendEmailChange {
  constructor(readonly userId: string) {}
}

/** The customer drops the pending new address; its link stops working. */
export class CancelEmailChange {
  constructor(readonly userId: string) {}
}

/** The link emailed to the new address was opened (signed in or not): the email changes. Answers the new email. */
export class VerifyEmailChange {
  constructor(readonly token: string, readonly ip: string | null) {}
}
