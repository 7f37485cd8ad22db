/** Starts (or starts again) enrolling an authenticator app: answers its secret and otpauth:// address. */
export class StartTotpEnrolment {
  constructor(readonly userId: string) {}
}

/** A code from the app turns sign-in verification on; answers the ten recovery codes, shown once. */
export class ConfirmTotpEnrolment {
  constructor(readonly userId: string, readonly code: string) {}
}

/** Turns sign-in verification off: needs the password and a code (from the app or a recovery code). */
export class DisableTotp {
  constructor(readonly userId: string, readonly password: string, readonly code: string, readonly ip: string | null) {}
}

/** The second step of a sign-in: a code from the app or an unused recovery code; answers the signed-in user. */
export class CompleteSignIn {
  constructor(readonly userId: string, readonly code: string, readonly ip: string | null, readonly device: { token: string; userAgent: string | null }) {}
}
