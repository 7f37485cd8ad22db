/** The browser a sign-in comes from: its device cookie's token and its User-Agent header. */
export interface SignInDevice {
  token: string;
  userAgent: string | null;
}

export class SignIn {
  constructor(readonly customerId: string, readonly password: string, readonly ip: string | null, readonly device: SignInDevice) {}
}
