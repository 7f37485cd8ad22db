export class GetSecurityStatus {
  constructor(readonly userId: string) {}
}
