/** Ids of the active, undeleted administrators: whom a back-office notification goes to. */
export class ListAdministrators {}
