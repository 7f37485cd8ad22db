export class SetSessionTimeout {
  constructor(readonly timeoutMinutes: unknown) {}
}
