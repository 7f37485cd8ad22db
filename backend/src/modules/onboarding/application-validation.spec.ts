import {
  AccountOpeningMessages as M, checkUploadFile, normalizeDeposit, stepOfField, validateAccountOpeningApplication,
} from '@bank/contracts/account-opening';

const TODAY = '2026-11-25';
const valid = () => ({
  accountType: 'individual',
  primaryHolder: {
    title: 'Dr', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10', nationality: 'British', idType: 'passport',
    idNumber: 'P99887766', phoneNumber: '+44 20 7946 0958', email: 'ada@example.test', occupation: 'Analyst', employer: 'Engines Ltd', monthlyIncome: '8000',
  },
  address: { street: '12 St James Sq', city: 'London', state: 'LDN', zipCode: 'SW1', country: 'UK' },
  bankingPreferences: { accountPurpose: 'salary', initialDeposit: '100', currency: 'USD', monthlyTransactionVolume: 'high' },
  agreements: { termsAndConditions: true, privacyPolicy: true, marketingConsent: true, kycConsent: true },
  documents: { primaryIdDocument: '/objects/uploads/a', addressProof: '/objects/uploads/b' },
});

describe('account opening validation (shared by the wizard and the server)', () => {
  it('passes a complete application, with the minimum deposit exactly', () => {
    expect(validateAccountOpeningApplication(valid(), TODAY)).toEqual([]);
  });

  it('names each missing consent with the SPEC 5 message', () => {
    const app = { ...valid(), agreements: { termsAndConditions: false, privacyPolicy: 'yes', kycConsent: undefined, marketingConsent: false } };
    expect(validateAccountOpeningApplication(app, TODAY)).toEqual([
      { field: 'agreements.termsAndConditions', message: 'You must accept the terms and conditions' },
      { field: 'agreements.privacyPolicy', message: 'You must accept the privacy policy' },
      { field: 'agreements.kycConsent', message: 'You must consent to KYC verification' },
    ]);
  });

  it('requires the whole joint holder and the joint ID for a joint account', () => {
    const fields = validateAccountOpeningApplication({ ...valid(), accountType: 'joint' }, TODAY).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['jointHolder.firstName', 'jointHolder.email', 'documents.jointIdDocument']));
  });

  it('refuses under-18s, impossible dates and deposits with more than 2 decimals', () => {
    const app = valid();
    app.primaryHolder.dateOfBirth = '2008-11-26';
    expect(validateAccountOpeningApplication(app, TODAY)).toEqual([{ field: 'primaryHolder.dateOfBirth', message: M.UNDER_AGE }]);
    app.primaryHolder.dateOfBirth = '2008-11-25';
    expect(validateAccountOpeningApplication(app, TODAY)).toEqual([]);
    app.primaryHolder.dateOfBirth = '1990-02-30';
    expect(validateAccountOpeningApplication(app, TODAY)).toEqual([{ field: 'primaryHolder.dateOfBirth', message: M.DATE_OF_BIRTH_INVALID }]);
    expect(normalizeDeposit('100.005')).toBeNull();
    expect(normalizeDeposit(1e21)).toBeNull();
    expect(normalizeDeposit('0100.5')).toBe('100.50');
  });

  it('never throws on hostile shapes, and maps each field to its wizard step', () => {
    for (const input of [null, 1, 'x', [], { primaryHolder: [] }, { agreements: 'all' }, { documents: [1] }]) {
      expect(validateAccountOpeningApplication(input, TODAY).length).toBeGreaterThan(0);
    }
    expect([stepOfField('accountType'), stepOfField('jointHolder.email'), stepOfField('bankingPreferences.currency'),
      stepOfField('documents.addressProof'), stepOfField('agreements.kycConsent')]).toEqual([1, 2, 3, 4, 5]);
  });

  it('pre-checks a file the way the server will', () => {
    expect(checkUploadFile({ type: 'image/gif', size: 10 })).toBe(M.UPLOAD_TYPE);
    expect(checkUploadFile({ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(M.UPLOAD_TOO_LARGE);
    expect(checkUploadFile({ type: 'image/png', size: 1 })).toBeNull();
  });
});
