export class ListNotifications {
  constructor(readonly userId: string, readonly page: number, readonly pageSize: number) {}
}
