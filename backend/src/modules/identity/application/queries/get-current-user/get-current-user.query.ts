export class GetCurrentUser {
  constructor(readonly userId: string) {}
}
