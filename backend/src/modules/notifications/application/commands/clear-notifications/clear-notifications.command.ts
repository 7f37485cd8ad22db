export class ClearNotifications {
  constructor(readonly userId: string) {}
}
