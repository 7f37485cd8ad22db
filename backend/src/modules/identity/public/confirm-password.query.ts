/**
 * Asks the customer's password again before something sensitive (revealing a card's number and CVV).
 * Resolves when it is right; throws IDENTITY.CURRENT_PASSWORD_INCORRECT (400) when wrong, which counts as
 * a failed sign-in, and IDENTITY.LOGIN_THROTTLED (429) after too many.
 */
export class ConfirmPassword {
  constructor(readonly userId: string, readonly password: unknown, readonly ip: string | null) {}
}
