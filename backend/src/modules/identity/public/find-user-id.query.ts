/** The id of the user with this customer id, or null (deleted users too: their customer id stays taken). */
export class FindUserIdByCustomerId {
  constructor(readonly customerId: string) {}
}
