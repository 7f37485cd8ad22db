/** Puts one of the customer's security questions, picked by the server, to the customer. */
export class IssueStepUpChallenge {
  constructor(readonly userId: string) {}
}
