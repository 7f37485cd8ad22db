export type ApplicationStatus = 'submitted' | 'under_review' | 'approved' | 'rejected';

/** Who decided: the member of staff, by id and customer id. */
export interface Decider {
  id: string;
  customerId: string;
}

/** What approval made, through identity's and accounts' commands: the customer and their account. */
export interface OpenedCustomer {
  userId: string;
  customerId: string;
  accountId: string;
  accountNumber: string;
}

/**
 * A stranger's application to open an account, from submission to a decision (staff open it for
 * review, approve or reject it) and, once approved, the applicant's first password and welcome.
 * `application` is the form as submitted (the API's shape; the domain does not read inside it).
 * Plain class: mapped in infrastructure.
 */
export class AccountApplication {
  id!: string;
  referenceNumber!: string;
  status!: ApplicationStatus;
  email!: string;
  firstName!: string;
  lastName!: string;
  /** YYYY-MM-DD. */
  dateOfBirth!: string;
  accountType!: 'individual' | 'joint';
  currency!: string;
  initialDeposit!: string;
  application!: Record<string, unknown>;
  submittedIp!: string | null;
  submittedAt!: Date;
  reviewStartedAt!: Date | null;
  decidedAt!: Date | null;
  decidedBy!: string | null;
  decidedByCustomerId!: string | null;
  rejectionReason!: string | null;
  userId!: string | null;
  customerId!: string | null;
  accountId!: string | null;
  accountNumber!: string | null;
  passwordSetAt!: Date | null;
  welcomedAt!: Date | null;
  /** Until set the application does not count: staff do not see it and it holds no email. */
  emailVerifiedAt!: Date | null;
  /** SHA-256 of the emailed link's token; null once used. */
  verificationTokenHash!: string | null;
  verificationExpiresAt!: Date | null;
  /** SHA-256 of the activation link's token (emailed on approval); null once the password is chosen. */
  activationTokenHash!: string | null;
  activationExpiresAt!: Date | null;

  static submit(p: {
    id: string; referenceNumber: string; email: string; firstName: string; lastName: string; dateOfBirth: string;
    accountType: 'individual' | 'joint'; currency: string; initialDeposit: string; application: Record<string, unknown>; ip: string | null; at: Date;
    verificationTokenHash: string; verificationExpiresAt: Date;
  }): AccountApplication {
    const { ip, at, ...props } = p;
    return Object.assign(new AccountApplication(), {
      ...props, status: 'submitted' as const, submittedIp: ip, submittedAt: at, reviewStartedAt: null, decidedAt: null, decidedBy: null,
      decidedByCustomerId: null, rejectionReason: null, userId: null, customerId: null, accountId: null, accountNumber: null,
      passwordSetAt: null, welcomedAt: null, emailVerifiedAt: null, activationTokenHash: null, activationExpiresAt: null,
    });
  }

  get isEmailVerified(): boolean {
    return this.emailVerifiedAt !== null;
  }

  /** Whether the emailed link (its token's hash) still verifies this application at `at`. */
  canBeVerifiedWith(tokenHash: string, at: Date): boolean {
    return this.verificationTokenHash === tokenHash && this.verificationExpiresAt !== null && at < this.verificationExpiresAt;
  }

  /** The applicant opened the link: the application counts from now on; the link is spent. */
  verifyEmail(at: Date): void {
    if (this.isEmailVerified) throw new Error(`application ${this.id}: email already verified`);
    Object.assign(this, { emailVerifiedAt: at, verificationTokenHash: null, verificationExpiresAt: null });
  }

  get isDecided(): boolean {
    return this.status === 'approved' || this.status === 'rejected';
  }

  /** Approved, and the applicant has not chosen a password yet. */
  get canSetPassword(): boolean {
    return this.status === 'approved' && this.passwordSetAt === null && this.userId !== null && this.customerId !== null;
  }

  /** Staff open it: a submitted application is now under review. Returns whether it changed. */
  startReview(at: Date): boolean {
    if (this.status !== 'submitted') return false;
    this.status = 'under_review';
    this.reviewStartedAt = at;
    return true;
  }

  approve(opened: OpenedCustomer, by: Decider, at: Date): void {
    this.decide(by, at);
    Object.assign(this, { status: 'approved', ...opened });
  }

  reject(reason: string, by: Decider, at: Date): void {
    this.decide(by, at);
    Object.assign(this, { status: 'rejected', rejectionReason: reason });
  }

  /** The link the approved applicant chooses the first password with (its token's hash), until `expiresAt`. */
  issueActivation(tokenHash: string, expiresAt: Date): void {
    if (!this.canSetPassword) throw new Error(`application ${this.id}: nothing to activate`);
    Object.assign(this, { activationTokenHash: tokenHash, activationExpiresAt: expiresAt });
  }

  /** Whether the activation link (its token's hash) still lets the applicant choose the password at `at`. */
  canActivateWith(tokenHash: string, at: Date): boolean {
    return this.canSetPassword && this.activationTokenHash === tokenHash && this.activationExpiresAt !== null && at < this.activationExpiresAt;
  }

  /** The first password is chosen: the activation link is spent. */
  passwordChosen(at: Date): void {
    if (!this.canSetPassword) throw new Error(`application ${this.id}: no password to choose`);
    Object.assign(this, { passwordSetAt: at, activationTokenHash: null, activationExpiresAt: null });
  }

  /** The approved applicant signed in for the first time; false when they were welcomed before. */
  welcome(at: Date): boolean {
    if (this.status !== 'approved' || this.welcomedAt !== null) return false;
    this.welcomedAt = at;
    return true;
  }

  private decide(by: Decider, at: Date): void {
    if (this.isDecided) throw new Error(`application ${this.id} is already decided`);
    Object.assign(this, { decidedAt: at, decidedBy: by.id, decidedByCustomerId: by.customerId });
  }
}
