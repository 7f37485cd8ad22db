import {
  stepOfField,
  type ApplicationAccountType, type ApplicationAddress, type ApplicationAgreements, type ApplicationDocuments, type BankingPreferences,
  type HolderDetails,
} from '@bank/contracts/account-opening';
import type { FieldError } from '@bank/contracts/errors';

/** What the form holds: the application object of SPEC 3, any field still possibly empty. */
export interface WizardValues {
  accountType?: ApplicationAccountType;
  primaryHolder?: Partial<HolderDetails>;
  jointHolder?: Partial<HolderDetails>;
  address?: Partial<ApplicationAddress>;
  bankingPreferences?: Partial<BankingPreferences>;
  agreements?: Partial<ApplicationAgreements>;
  documents?: ApplicationDocuments;
}

const trimAll = (record: object | undefined): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== null && text !== '') out[key] = text;
  }
  return out;
};

/**
 * The form's values as the application object: text trimmed, empty fields left out, the joint
 * holder and the joint documents only for a joint account (the contract's rules then decide).
 */
export function toApplication(values: WizardValues): Record<string, unknown> {
  const joint = values.accountType === 'joint';
  const documents = trimAll(values.documents);
  if (!joint) {
    delete documents.jointIdDocument;
    delete documents.jointSignature;
  }
  return {
    accountType: values.accountType,
    primaryHolder: trimAll(values.primaryHolder),
    ...(joint ? { jointHolder: trimAll(values.jointHolder) } : {}),
    address: trimAll(values.address),
    bankingPreferences: trimAll(values.bankingPreferences),
    agreements: {
      termsAndConditions: values.agreements?.termsAndConditions === true,
      privacyPolicy: values.agreements?.privacyPolicy === true,
      marketingConsent: values.agreements?.marketingConsent === true,
      kycConsent: values.agreements?.kycConsent === true,
    },
    documents,
  };
}

/** The wizard step (0-4) Submit goes to: the first one with an error, or null when there is none. */
export function firstStepWithError(errors: readonly FieldError[]): number | null {
  return errors.length > 0 ? Math.min(...errors.map((error) => stepOfField(error.field))) - 1 : null;
}
