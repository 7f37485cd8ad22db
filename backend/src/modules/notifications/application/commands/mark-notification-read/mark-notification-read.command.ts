export class MarkNotificationRead {
  constructor(readonly userId: string, readonly notificationId: string) {}
}
