import { describe, expect, it } from 'vitest';
import { AccountOpeningMessages as M, validateAccountOpeningApplication } from '@bank/contracts/account-opening';
import { firstStepWithError, toApplication, type WizardValues } from './wizard-values';

const TODAY = '2026-11-26';
const holder = {
  title: 'Ms', firstName: 'Dana', lastName: 'Okafor', dateOfBirth: '1990-04-12', nationality: 'Portuguese', idType: 'passport',
  idNumber: 'P1234567', phoneNumber: '+351 912 345 678', email: 'dana@example.test', occupation: 'Engineer', employer: 'Acme', monthlyIncome: '5000',
} as const;
const complete: WizardValues = {
  accountType: 'individual',
  primaryHolder: { ...holder },
  address: { street: '1 Rua Augusta', city: 'Lisbon', state: 'Lisboa', zipCode: '1100-048', country: 'Portugal' },
  bankingPreferences: { accountPurpose: 'savings', initialDeposit: '100.00', currency: 'EUR', monthlyTransactionVolume: 'low' },
  agreements: { termsAndConditions: true, privacyPolicy: true, kycConsent: true },
  documents: { primaryIdDocument: '/objects/uploads/id', addressProof: '/objects/uploads/bill' },
};
/** What Submit does: the form's values as the application, checked by the contract's rules. */
const submit = (values: WizardValues) => validateAccountOpeningApplication(toApplication(values), TODAY);

describe('the account-opening form on Submit', () => {
  it('sends a complete application with no error', () => {
    expect(submit(complete)).toEqual([]);
    expect(firstStepWithError(submit(complete))).toBeNull();
  });

  it('goes to the first step that has an error: an empty form to the account type', () => {
    const errors = submit({});
    expect(errors.length).toBeGreaterThan(10);
    expect(firstStepWithError(errors)).toBe(0);
  });

  it('goes to Personal Info for an applicant under 18, with the message', () => {
    const errors = submit({ ...complete, primaryHolder: { ...holder, dateOfBirth: '2010-01-01' } });
    expect(errors).toEqual([{ field: 'primaryHolder.dateOfBirth', message: M.UNDER_AGE }]);
    expect(firstStepWithError(errors)).toBe(1);
  });

  it('goes to Documents when the proof of address is missing, past a later agreement error', () => {
    const errors = submit({ ...complete, documents: { primaryIdDocument: '/objects/uploads/id' }, agreements: { termsAndConditions: true, privacyPolicy: true } });
    expect(errors.map((e) => e.field)).toEqual(['documents.addressProof', 'agreements.kycConsent']);
    expect(firstStepWithError(errors)).toBe(3);
  });

  it('asks a joint account for the second holder and their ID', () => {
    const errors = submit({ ...complete, accountType: 'joint' });
    expect(errors.some((e) => e.field === 'jointHolder.firstName')).toBe(true);
    expect(errors.some((e) => e.field === 'documents.jointIdDocument')).toBe(true);
    expect(submit({ ...complete, accountType: 'joint', jointHolder: { ...holder, firstName: 'Sam' }, documents: { ...complete.documents, jointIdDocument: '/objects/uploads/id2' } })).toEqual([]);
  });

  it('holds the deposit to the currency minimum, exactly', () => {
    const deposit = (initialDeposit: string, currency: 'EUR' | 'JPY') =>
      submit({ ...complete, bankingPreferences: { ...complete.bankingPreferences, initialDeposit, currency } });
    expect(deposit('99.99', 'EUR')).toEqual([{ field: 'bankingPreferences.initialDeposit', message: M.initialDepositMinimum('EUR') }]);
    expect(deposit('14999.99', 'JPY')).toEqual([{ field: 'bankingPreferences.initialDeposit', message: M.initialDepositMinimum('JPY') }]);
    expect(deposit('15000', 'JPY')).toEqual([]);
  });
});

describe('the form values as the application', () => {
  it('trims text and leaves empty fields out, so a blank field is missing rather than present', () => {
    const application = toApplication({ ...complete, primaryHolder: { ...holder, firstName: '  Dana ', middleName: '   ' } });
    expect(application.primaryHolder).toMatchObject({ firstName: 'Dana' });
    expect(application.primaryHolder).not.toHaveProperty('middleName');
  });

  it('drops a joint holder and joint documents left over from switching back to an individual account', () => {
    const application = toApplication({
      ...complete, jointHolder: { firstName: 'Sam' }, documents: { ...complete.documents, jointIdDocument: '/objects/uploads/id2', jointSignature: '/objects/uploads/sig' },
    });
    expect(application).not.toHaveProperty('jointHolder');
    expect(application.documents).toEqual(complete.documents);
  });

  it('sends every agreement as a boolean, unticked ones as false', () => {
    expect(toApplication({}).agreements).toEqual({ termsAndConditions: false, privacyPolicy: false, marketingConsent: false, kycConsent: false });
  });
});
