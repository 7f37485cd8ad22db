export class SignIn {
  constructor(readonly customerId: string, readonly password: string, readonly ip: string | null) {}
}
