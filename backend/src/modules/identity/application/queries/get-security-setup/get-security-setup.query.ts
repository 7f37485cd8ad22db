/** Whether the customer has set up security questions and a signature. */
export class GetSecuritySetup {
  constructor(readonly userId: string) {}
}
