import { AccountApplication } from './account-application.js';
import { DocumentUpload } from './document-upload.js';

const at = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-21T10:00:00Z');
const staff = { id: 'staff-1', customerId: 'ADMIN001' };
const opened = { userId: 'u1', customerId: 'CU12345678', accountId: 'a1', accountNumber: '80123456' };

const anApplication = () => AccountApplication.submit({
  id: 'app-1', referenceNumber: 'AO-23456789AB', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-02-03',
  accountType: 'individual', currency: 'EUR', initialDeposit: '100.00', application: {}, ip: null, at,
  verificationTokenHash: 'f'.repeat(64), verificationExpiresAt: later,
});

describe('AccountApplication', () => {
  it('counts once its email is verified by the emailed link, before it expires, once', () => {
    const application = anApplication();
    expect(application.isEmailVerified).toBe(false);
    expect(application.canBeVerifiedWith('e'.repeat(64), at)).toBe(false);
    expect(application.canBeVerifiedWith('f'.repeat(64), later)).toBe(false);
    expect(application.canBeVerifiedWith('f'.repeat(64), at)).toBe(true);
    application.verifyEmail(at);
    expect(application).toMatchObject({ emailVerifiedAt: at, verificationTokenHash: null, verificationExpiresAt: null });
    expect(application.canBeVerifiedWith('f'.repeat(64), at)).toBe(false);
    expect(() => application.verifyEmail(at)).toThrow('email already verified');
  });

  it('goes under review when staff first open it, once', () => {
    const application = anApplication();
    expect(application.startReview(later)).toBe(true);
    expect(application).toMatchObject({ status: 'under_review', reviewStartedAt: later });
    expect(application.startReview(at)).toBe(false);
    expect(application.reviewStartedAt).toBe(later);
  });

  it('is decided once: approval records the customer and account it opened and who decided; then the password can be chosen once', () => {
    const application = anApplication();
    expect(application.canSetPassword).toBe(false);
    application.approve(opened, staff, later);
    expect(application).toMatchObject({ status: 'approved', decidedAt: later, decidedBy: 'staff-1', decidedByCustomerId: 'ADMIN001', ...opened, isDecided: true });
    expect(() => application.reject('late', staff, later)).toThrow('already decided');
    expect(application.canSetPassword).toBe(true);
    application.passwordChosen(later);
    expect(application.canSetPassword).toBe(false);
    expect(() => application.passwordChosen(later)).toThrow('no password to choose');
  });

  it('keeps the reason of a rejection, and a rejected applicant has no password to choose and no welcome', () => {
    const application = anApplication();
    application.reject('Documents unreadable', staff, later);
    expect(application).toMatchObject({ status: 'rejected', rejectionReason: 'Documents unreadable', userId: null, isDecided: true, canSetPassword: false });
    expect(() => application.approve(opened, staff, later)).toThrow('already decided');
    expect(application.welcome(later)).toBe(false);
  });

  it('welcomes the approved customer at their first sign-in only', () => {
    const application = anApplication();
    application.approve(opened, staff, later);
    expect(application.welcome(later)).toBe(true);
    expect(application.welcome(later)).toBe(false);
  });
});

describe('DocumentUpload', () => {
  const anUpload = () => DocumentUpload.issue({ id: 'up-1', draftHash: 'draft', ip: null, expiresAt: later, at });
  const file = { contentType: 'application/pdf', size: 10, sha256: 'abc' };

  it('stores one file before its URL expires; a second file is refused as used', () => {
    const upload = anUpload();
    expect(upload.store(file, at)).toBe('stored');
    expect(upload).toMatchObject({ status: 'stored', ...file, storedAt: at });
    expect(upload.store(file, at)).toBe('used');
    expect(anUpload().store(file, later)).toBe('expired');
  });

  it('is taken only by the application its own draft submits, once it is stored, and only once', () => {
    const upload = anUpload();
    expect(upload.canBeTakenBy('draft')).toBe(false);
    upload.store(file, at);
    expect(upload.canBeTakenBy('another draft')).toBe(false);
    expect(upload.canBeTakenBy('draft')).toBe(true);
    upload.takeInto('app-1', 'idDocument');
    expect(upload).toMatchObject({ applicationId: 'app-1', documentField: 'idDocument' });
    expect(upload.canBeTakenBy('draft')).toBe(false);
    expect(() => upload.takeInto('app-2', 'idDocument')).toThrow('cannot be taken');
  });
});
