export class DeleteNotification {
  constructor(readonly userId: string, readonly notificationId: string) {}
}
