/** The customer's questions, never the answers. */
export class GetSecurityQuestions {
  constructor(readonly userId: string) {}
}
