export class MarkAllNotificationsRead {
  constructor(readonly userId: string) {}
}
