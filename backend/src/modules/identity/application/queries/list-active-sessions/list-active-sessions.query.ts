export class ListActiveSessions {}
