/**
 * Account opening (SPEC 2.18, 3 "Account opening application", 5, 7, 9) and the review side the
 * specification does not have (docs/decisions/account-opening.md).
 *
 * The validation below is pure and shared: the wizard runs it on Submit, the server runs the same
 * function on `POST /api/admin/account-opening`, so both show the same messages.
 */
import type { FieldError } from './errors.js';
import type { CursorPage, CursorQuery } from './paging.js';

export const APPLICATION_ACCOUNT_TYPES = ['individual', 'joint'] as const;
export type ApplicationAccountType = (typeof APPLICATION_ACCOUNT_TYPES)[number];

export const HOLDER_TITLES = ['Mr', 'Ms', 'Mrs', 'Dr', 'Prof'] as const;
export type HolderTitle = (typeof HOLDER_TITLES)[number];

export const ID_TYPES = ['passport', 'national_id', 'driving_license'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<IdType, string> = {
  passport: 'Passport', national_id: 'National ID', driving_license: "Driver's License",
};

export const ACCOUNT_PURPOSES = ['savings', 'current', 'salary', 'business'] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];
export const ACCOUNT_PURPOSE_LABELS: Record<AccountPurpose, string> = {
  savings: 'Savings', current: 'Current', salary: 'Salary', business: 'Business',
};

/** SPEC 9: the currencies an application may choose (a subset of accounts.ts CURRENCIES). */
export const OPENING_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'] as const;
export type OpeningCurrency = (typeof OPENING_CURRENCIES)[number];

export const TRANSACTION_VOLUMES = ['low', 'medium', 'high'] as const;
export type TransactionVolume = (typeof TRANSACTION_VOLUMES)[number];
/** SPEC 9 labels. */
export const TRANSACTION_VOLUME_LABELS: Record<TransactionVolume, string> = {
  low: 'Low (1-10 transactions)', medium: 'Medium (11-50 transactions)', high: 'High (50+ transactions)',
};

/**
 * SPEC 9's "$100 minimum deposit" hint, as a published minimum per currency: about the value of
 * $100 or more, in round figures, so the client needs no exchange rate
 * (docs/decisions/account-opening.md).
 */
export const MINIMUM_INITIAL_DEPOSIT: Record<OpeningCurrency, string> = {
  USD: '100.00', EUR: '100.00', GBP: '100.00', CAD: '150.00', AUD: '150.00', JPY: '15000.00',
};
/** numeric(12,2): ten integer digits. */
export const MAXIMUM_INITIAL_DEPOSIT = '9999999999.99';

export const DOCUMENT_FIELDS = [
  'primaryIdDocument', 'primarySignature', 'jointIdDocument', 'jointSignature', 'addressProof', 'incomeProof',
] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];
/** KYC needs proof of identity and of address; a joint account also the joint holder's ID. */
export const REQUIRED_DOCUMENTS: readonly DocumentField[] = ['primaryIdDocument', 'addressProof'];
export const REQUIRED_JOINT_DOCUMENTS: readonly DocumentField[] = ['jointIdDocument'];

export const DOCUMENT_LABELS: Record<DocumentField, string> = {
  primaryIdDocument: 'Primary ID Document',
  primarySignature: 'Primary Holder Signature',
  jointIdDocument: 'Joint Holder ID Document',
  jointSignature: 'Joint Holder Signature',
  addressProof: 'Proof of Address',
  incomeProof: 'Proof of Income',
};

/** Uploads (SPEC 5 "not shown", decided here). */
export const UPLOAD_LIMITS = {
  MAX_BYTES: 10 * 1024 * 1024,
  CONTENT_TYPES: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  /** For `<input accept>`. */
  ACCEPT: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  URL_EXPIRES_MINUTES: 15,
  /** Files that no submitted application names are deleted after this. */
  UNREFERENCED_KEPT_HOURS: 24,
} as const;
export type UploadContentType = (typeof UPLOAD_LIMITS.CONTENT_TYPES)[number];

export const REVIEW_BUSINESS_DAYS = '2-3 business days';
export const OPENING_STEPS = ['Account Type', 'Personal Info', 'Address', 'Documents', 'Review'] as const;

/** One holder (SPEC 3). Dates are YYYY-MM-DD. */
export interface HolderDetails {
  title: HolderTitle;
  firstName: string;
  middleName?: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  idType: IdType;
  idNumber: string;
  phoneNumber: string;
  email: string;
  occupation: string;
  employer: string;
  /** Free text as the applicant wrote it ("5000", "4,000-6,000 EUR"); required. */
  monthlyIncome: string;
}

export interface ApplicationAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface BankingPreferences {
  accountPurpose: AccountPurpose;
  /** Decimal string (or number) in `currency`, at least MINIMUM_INITIAL_DEPOSIT[currency]. */
  initialDeposit: string | number;
  currency: OpeningCurrency;
  monthlyTransactionVolume: TransactionVolume;
}

export interface ApplicationAgreements {
  termsAndConditions: boolean;
  privacyPolicy: boolean;
  marketingConsent: boolean;
  kycConsent: boolean;
}

/**
 * Each value is the `objectPath` the upload PUT answered (the uploadURL itself is accepted too).
 * Every file named must have been uploaded by the same browser for this application (the
 * application draft cookie, see `UploadUrlResponse`). Empty strings count as absent.
 */
export type ApplicationDocuments = Partial<Record<DocumentField, string>>;

/** `POST /api/admin/account-opening` (signed out): the application object of SPEC 3. */
export interface AccountOpeningRequest {
  accountType: ApplicationAccountType;
  primaryHolder: HolderDetails;
  /** All optional; validated when any field is given (and required in full for a joint account). */
  jointHolder?: Partial<HolderDetails>;
  address: ApplicationAddress;
  bankingPreferences: BankingPreferences;
  agreements: ApplicationAgreements;
  documents: ApplicationDocuments;
}

export interface AccountOpeningResponse {
  message: string;
  /** 'AO-' + 10 characters, e.g. AO-7K2M9QX4PD. The applicant needs it to follow the application. */
  referenceNumber: string;
}

/**
 * `POST /api/objects/upload` (no body). The server also sets an httpOnly cookie that binds this
 * upload to the browser's application draft, so send cookies (`credentials: 'include'`).
 * Then `PUT uploadURL` with the file as the raw body and its `Content-Type`; one file, within
 * 15 minutes, once.
 */
export interface UploadUrlResponse {
  uploadURL: string;
}

/** What `PUT <uploadURL>` answers; store `objectPath` under `documents`. */
export interface UploadedObjectResponse {
  objectPath: string;
  contentType: UploadContentType;
  size: number;
}

export const APPLICATION_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted', under_review: 'Under Review', approved: 'Approved', rejected: 'Rejected',
};

/** `POST /api/account-opening/status`. Wrong combinations all get the same 404 and are rate limited. */
export interface ApplicationStatusRequest {
  referenceNumber: string;
  dateOfBirth: string;
}

export interface ApplicationStatusDto {
  referenceNumber: string;
  status: ApplicationStatus;
  accountType: ApplicationAccountType;
  currency: OpeningCurrency;
  submittedAt: string;
  decidedAt: string | null;
  /** Only when rejected. */
  rejectionReason: string | null;
  /** Approved and the applicant has not chosen a password yet (through the emailed activation link). */
  canSetPassword: boolean;
  /** False until the applicant opened the link emailed to them: until then nobody reviews it. */
  emailVerified: boolean;
}

/** `POST /api/account-opening/verify-email`: the token of the link emailed to the applicant. */
export interface VerifyApplicantEmailRequest {
  token: string;
}

export interface VerifyApplicantEmailResponse {
  message: string;
  referenceNumber: string;
}

/**
 * `POST /api/account-opening/activate`: the token of the activation link emailed on approval
 * (`/open-account/activate?token=…`), once, within 24 hours. Password rules of profile.ts.
 */
export interface ActivateApplicantRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface SetApplicantPasswordResponse {
  message: string;
  customerId: string;
}

/** `GET /api/admin/account-opening/applications?status=&cursor=&limit=`: newest first. */
export interface ApplicationListQuery extends CursorQuery {
  status?: ApplicationStatus;
}

export interface AdminApplicationListItemDto {
  id: string;
  referenceNumber: string;
  status: ApplicationStatus;
  /** Primary holder's first and last name. */
  name: string;
  email: string;
  submittedAt: string;
  accountType: ApplicationAccountType;
  initialDeposit: string;
  currency: OpeningCurrency;
}

export type AdminApplicationListDto = CursorPage<AdminApplicationListItemDto>;

export interface AdminApplicationDocumentDto {
  field: DocumentField;
  label: string;
  contentType: UploadContentType;
  size: number;
  /** Admin-only download route (same-origin, needs the admin session). */
  url: string;
}

/**
 * `GET /api/admin/account-opening/applications/:id`. Opening a submitted application moves it to
 * under_review (audited).
 */
export interface AdminApplicationDetailDto extends AdminApplicationListItemDto {
  application: Omit<AccountOpeningRequest, 'documents' | 'bankingPreferences'> & {
    bankingPreferences: Omit<BankingPreferences, 'initialDeposit'> & { initialDeposit: string };
  };
  documents: AdminApplicationDocumentDto[];
  decidedAt: string | null;
  /** Customer id of the staff member who decided. */
  decidedBy: string | null;
  rejectionReason: string | null;
  /** Set on approval. */
  customerId: string | null;
  accountNumber: string | null;
}

/** `POST /api/admin/account-opening/applications/:id/approve` (no body) answers the detail. */
/** `POST /api/admin/account-opening/applications/:id/reject`. */
export interface RejectApplicationRequest {
  reason: string;
}

export const AccountOpeningMessages = {
  // SPEC 5 field rules (messages where the spec gives none are ours).
  ACCOUNT_TYPE: 'Please choose an individual or joint account',
  TITLE: 'Please select a title',
  FIRST_NAME: 'First name must be at least 2 characters',
  LAST_NAME: 'Last name must be at least 2 characters',
  DATE_OF_BIRTH_REQUIRED: 'Date of birth is required',
  DATE_OF_BIRTH_INVALID: 'Date of birth must be a valid date (YYYY-MM-DD)',
  UNDER_AGE: 'Account holders must be at least 18 years old',
  NATIONALITY: 'Nationality must be at least 2 characters',
  ID_TYPE: 'Please select an ID type',
  ID_NUMBER: 'ID number must be at least 5 characters',
  PHONE: 'Phone number must be at least 10 digits',
  EMAIL: 'Invalid email address',
  OCCUPATION: 'Occupation must be at least 2 characters',
  EMPLOYER: 'Employer must be at least 2 characters',
  MONTHLY_INCOME: 'Monthly income is required',
  TOO_LONG: (max: number) => `Must be at most ${max} characters`,
  STREET: 'Street address must be at least 5 characters',
  CITY: 'City must be at least 2 characters',
  STATE: 'State must be at least 2 characters',
  ZIP_CODE: 'ZIP code must be at least 3 characters',
  COUNTRY: 'Country must be at least 2 characters',
  ACCOUNT_PURPOSE: 'Please select an account purpose',
  CURRENCY: 'Please select a currency: USD, EUR, GBP, JPY, CAD or AUD',
  TRANSACTION_VOLUME: 'Please select a monthly transaction volume',
  INITIAL_DEPOSIT_REQUIRED: 'Initial deposit is required',
  INITIAL_DEPOSIT_INVALID: 'Initial deposit must be an amount with at most 2 decimals',
  initialDepositMinimum: (currency: OpeningCurrency) =>
    `Minimum initial deposit is ${MINIMUM_INITIAL_DEPOSIT[currency]} ${currency}`,
  INITIAL_DEPOSIT_TOO_LARGE: 'Initial deposit is too large',
  TERMS: 'You must accept the terms and conditions',
  PRIVACY: 'You must accept the privacy policy',
  KYC: 'You must consent to KYC verification',
  CONSENT_BOOLEAN: 'Must be true or false',
  JOINT_HOLDER_REQUIRED: 'A joint account needs the joint holder details',
  DOCUMENT_REFERENCE: 'This document was not uploaded for this application. Please upload it again.',
  DOCUMENT_REQUIRED: (label: string) => `${label} is required`,
  MALFORMED: 'The application is incomplete. Please review every step.',

  // Server answers.
  SUBMITTED: 'Application submitted successfully',
  DUPLICATE_PENDING: 'An application with this email address is already under review',
  EMAIL_VERIFIED: 'Your email address is verified. We will review your application within 2-3 business days.',
  VERIFICATION_LINK_INVALID: 'This verification link is not valid or has expired. Please apply again.',
  VERIFICATION_TOKEN_REQUIRED: 'The verification link is incomplete. Please open the link from the email again.',
  VERIFY_THROTTLED: 'Too many attempts. Please try again in 15 minutes.',
  VERIFY_EMAIL_FIRST: 'We sent a link to the email address you gave. Open it within 24 hours to verify your email: we review your application only once it is verified.',
  EMAIL_NOT_VERIFIED: 'Waiting for you to verify your email: open the link we sent you. We review the application only once it is verified.',
  EMAIL_TAKEN: 'This email address already belongs to a customer. Please sign in instead.',
  SUBMIT_THROTTLED: 'Too many applications from this address. Please try again later.',
  STATUS_NOT_FOUND: 'No application matches this reference number and date of birth',
  STATUS_THROTTLED: 'Too many attempts. Please try again in 15 minutes.',
  REFERENCE_REQUIRED: 'Reference number is required',
  ACTIVATION_LINK_INVALID: 'This activation link is not valid, has expired or was used already. Please contact the bank.',
  ACTIVATION_TOKEN_REQUIRED: 'The activation link is incomplete. Please open the link from the email again.',
  ACTIVATION_EMAILED: 'Your account is open. We emailed you a link to choose your password: it works once, within 24 hours.',
  PASSWORD_SET: 'Password set. You can now sign in with your customer ID.',
  APPLICATION_NOT_FOUND: 'Application not found',
  ALREADY_DECIDED: 'This application has already been decided',
  REASON_REQUIRED: 'A reason is required',
  DOCUMENT_NOT_FOUND: 'Document not found',

  // Uploads.
  UPLOAD_TYPE: 'Only PDF, JPEG or PNG files are accepted',
  UPLOAD_CONTENT_MISMATCH: 'The file content does not match its type. Only PDF, JPEG or PNG files are accepted',
  UPLOAD_TOO_LARGE: 'The file is larger than 10 MB',
  UPLOAD_EMPTY: 'The file is empty',
  UPLOAD_URL_INVALID: 'This upload link is not valid. Please start the upload again.',
  UPLOAD_URL_EXPIRED: 'This upload link has expired. Please start the upload again.',
  UPLOAD_URL_USED: 'This upload link has already been used. Please start the upload again.',
  UPLOAD_THROTTLED: 'Too many uploads from this address. Please try again later.',

  // Toasts (SPEC 8).
  SUBMITTED_TITLE: 'Application Submitted Successfully',
  submittedDescription: (referenceNumber: string) =>
    `Your reference number is ${referenceNumber}. We will review your application within 2-3 business days.`,
  SUBMISSION_FAILED_TITLE: 'Submission Failed',
  SUBMISSION_FAILED: 'Failed to submit application. Please try again.',
  UPLOADED_TITLE: 'Document Uploaded',
  UPLOAD_FAILED_TITLE: 'Upload Failed',
  UPLOAD_FAILED: 'Failed to upload document. Please try again.',
  WELCOME_TITLE: 'Welcome',
  welcome: (firstName: string) => `Welcome to the bank, ${firstName}. Your new account is ready.`,
  APPLICATION_ARRIVED_TITLE: 'New account application',
  applicationArrived: (name: string, referenceNumber: string) => `${name} applied to open an account (${referenceNumber}).`,
} as const;

const M = AccountOpeningMessages;

/** Field length caps (columns are text; these keep the payload sane). */
export const APPLICATION_FIELD_MAX = 200;
export const APPLICATION_MIN_AGE_YEARS = 18;
export const REFERENCE_NUMBER_PATTERN = /^AO-[0-9A-Z]{10}$/;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseCalendarDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900) return null;
  return { year, month, day };
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
function ageOn(birth: { year: number; month: number; day: number }, today: string): number {
  const now = parseCalendarDate(today);
  if (!now) return 0;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age;
}

/** The amount as a plain 2-decimal string, or null when it is not a non-negative amount with ≤2 decimals. */
export function normalizeDeposit(value: unknown): string | null {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (raw === null || !AMOUNT.test(raw)) return null;
  const [integer, fraction = ''] = raw.split('.');
  return `${BigInt(integer)}.${fraction.padEnd(2, '0')}`;
}

function cents(amount: string): bigint {
  const [integer, fraction] = amount.split('.');
  return BigInt(integer) * 100n + BigInt(fraction);
}

function hasAnyValue(record: Record<string, unknown>): boolean {
  return Object.values(record).some((v) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null));
}

function checkHolder(prefix: string, holder: Record<string, unknown>, today: string, errors: FieldError[]): void {
  const add = (field: string, message: string) => errors.push({ field: `${prefix}.${field}`, message });
  const atLeast = (field: string, min: number, message: string) => {
    const value = text(holder[field]);
    if (value.length < min) add(field, message);
    else if (value.length > APPLICATION_FIELD_MAX) add(field, M.TOO_LONG(APPLICATION_FIELD_MAX));
  };
  if (!(HOLDER_TITLES as readonly unknown[]).includes(holder.title)) add('title', M.TITLE);
  atLeast('firstName', 2, M.FIRST_NAME);
  const middle = holder.middleName;
  if (middle !== undefined && middle !== null && (typeof middle !== 'string' || middle.trim().length > APPLICATION_FIELD_MAX)) {
    add('middleName', M.TOO_LONG(APPLICATION_FIELD_MAX));
  }
  atLeast('lastName', 2, M.LAST_NAME);
  if (text(holder.dateOfBirth) === '') add('dateOfBirth', M.DATE_OF_BIRTH_REQUIRED);
  else {
    const birth = parseCalendarDate(holder.dateOfBirth);
    if (!birth || (parseCalendarDate(today) && String(holder.dateOfBirth) > today)) add('dateOfBirth', M.DATE_OF_BIRTH_INVALID);
    else if (ageOn(birth, today) < APPLICATION_MIN_AGE_YEARS) add('dateOfBirth', M.UNDER_AGE);
  }
  atLeast('nationality', 2, M.NATIONALITY);
  if (!(ID_TYPES as readonly unknown[]).includes(holder.idType)) add('idType', M.ID_TYPE);
  atLeast('idNumber', 5, M.ID_NUMBER);
  const phone = text(holder.phoneNumber);
  if (phone.replace(/\D/g, '').length < 10 || !/^\+?[\d\s().-]+$/.test(phone)) add('phoneNumber', M.PHONE);
  else if (phone.length > 32) add('phoneNumber', M.TOO_LONG(32));
  const email = text(holder.email);
  if (!EMAIL_PATTERN.test(email)) add('email', M.EMAIL);
  else if (email.length > 254) add('email', M.TOO_LONG(254));
  atLeast('occupation', 2, M.OCCUPATION);
  atLeast('employer', 2, M.EMPLOYER);
  atLeast('monthlyIncome', 1, M.MONTHLY_INCOME);
}

/**
 * Every field error of an application (SPEC 5), in wizard order; [] when it may be submitted.
 * `field` is the dotted path ('primaryHolder.firstName', 'agreements.kycConsent', 'documents.addressProof').
 * `today` is the bank's calendar date, YYYY-MM-DD (for the age check). Never throws, whatever the input.
 * Document references are checked only for shape here; the server checks they are this application's uploads.
 */
export function validateAccountOpeningApplication(input: unknown, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const app = isRecord(input) ? input : {};
  const add = (field: string, message: string) => errors.push({ field, message });

  // Step 1: account type.
  const accountType = app.accountType;
  if (!(APPLICATION_ACCOUNT_TYPES as readonly unknown[]).includes(accountType)) add('accountType', M.ACCOUNT_TYPE);

  // Step 2: personal info.
  checkHolder('primaryHolder', isRecord(app.primaryHolder) ? app.primaryHolder : {}, today, errors);
  const joint = app.jointHolder;
  if (joint !== undefined && joint !== null && !isRecord(joint)) add('jointHolder', M.JOINT_HOLDER_REQUIRED);
  else if (accountType === 'joint') {
    checkHolder('jointHolder', isRecord(joint) ? joint : {}, today, errors);
  } else if (isRecord(joint) && hasAnyValue(joint)) {
    // Optional on an individual account, but when given it must be right (SPEC 5: the email at least).
    const jointErrors: FieldError[] = [];
    checkHolder('jointHolder', joint, today, jointErrors);
    const given = new Set(Object.keys(joint).filter((key) => text(joint[key]) !== ''));
    errors.push(...jointErrors.filter((error) => given.has(error.field.slice('jointHolder.'.length))));
  }

  // Step 3: address and banking preferences.
  const address = isRecord(app.address) ? app.address : {};
  const addressRule = (field: string, min: number, message: string) => {
    const value = text(address[field]);
    if (value.length < min) add(`address.${field}`, message);
    else if (value.length > APPLICATION_FIELD_MAX) add(`address.${field}`, M.TOO_LONG(APPLICATION_FIELD_MAX));
  };
  addressRule('street', 5, M.STREET);
  addressRule('city', 2, M.CITY);
  addressRule('state', 2, M.STATE);
  addressRule('zipCode', 3, M.ZIP_CODE);
  addressRule('country', 2, M.COUNTRY);

  const prefs = isRecord(app.bankingPreferences) ? app.bankingPreferences : {};
  if (!(ACCOUNT_PURPOSES as readonly unknown[]).includes(prefs.accountPurpose)) add('bankingPreferences.accountPurpose', M.ACCOUNT_PURPOSE);
  const currency = prefs.currency;
  const currencyOk = (OPENING_CURRENCIES as readonly unknown[]).includes(currency);
  if (!currencyOk) add('bankingPreferences.currency', M.CURRENCY);
  const rawDeposit = prefs.initialDeposit;
  if (rawDeposit === undefined || rawDeposit === null || (typeof rawDeposit === 'string' && rawDeposit.trim() === '')) {
    add('bankingPreferences.initialDeposit', M.INITIAL_DEPOSIT_REQUIRED);
  } else {
    const deposit = normalizeDeposit(rawDeposit);
    if (deposit === null) add('bankingPreferences.initialDeposit', M.INITIAL_DEPOSIT_INVALID);
    else if (cents(deposit) > cents(MAXIMUM_INITIAL_DEPOSIT)) add('bankingPreferences.initialDeposit', M.INITIAL_DEPOSIT_TOO_LARGE);
    else if (currencyOk && cents(deposit) < cents(MINIMUM_INITIAL_DEPOSIT[currency as OpeningCurrency])) {
      add('bankingPreferences.initialDeposit', M.initialDepositMinimum(currency as OpeningCurrency));
    }
  }
  if (!(TRANSACTION_VOLUMES as readonly unknown[]).includes(prefs.monthlyTransactionVolume)) {
    add('bankingPreferences.monthlyTransactionVolume', M.TRANSACTION_VOLUME);
  }

  // Step 4: documents (shape only).
  const documents = app.documents;
  if (documents !== undefined && documents !== null && !isRecord(documents)) add('documents', M.DOCUMENT_REFERENCE);
  else {
    const named = isRecord(documents) ? documents : {};
    const required = accountType === 'joint' ? [...REQUIRED_DOCUMENTS, ...REQUIRED_JOINT_DOCUMENTS] : REQUIRED_DOCUMENTS;
    for (const field of required) {
      if (text(named[field]) === '') add(`documents.${field}`, M.DOCUMENT_REQUIRED(DOCUMENT_LABELS[field]));
    }
  }
  if (isRecord(documents)) {
    for (const [field, value] of Object.entries(documents)) {
      if (!(DOCUMENT_FIELDS as readonly string[]).includes(field)) add(`documents.${field}`, M.DOCUMENT_REFERENCE);
      else if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > 500)) {
        add(`documents.${field}`, M.DOCUMENT_REFERENCE);
      }
    }
  }

  // Step 5: agreements.
  const agreements = isRecord(app.agreements) ? app.agreements : {};
  if (agreements.termsAndConditions !== true) add('agreements.termsAndConditions', M.TERMS);
  if (agreements.privacyPolicy !== true) add('agreements.privacyPolicy', M.PRIVACY);
  if (agreements.marketingConsent !== undefined && typeof agreements.marketingConsent !== 'boolean') {
    add('agreements.marketingConsent', M.CONSENT_BOOLEAN);
  }
  if (agreements.kycConsent !== true) add('agreements.kycConsent', M.KYC);
  return errors;
}

/** The wizard step (1-5) a field error belongs to, so Submit can jump to the first one. */
export function stepOfField(field: string): 1 | 2 | 3 | 4 | 5 {
  if (field === 'accountType') return 1;
  if (field.startsWith('primaryHolder') || field.startsWith('jointHolder')) return 2;
  if (field.startsWith('address') || field.startsWith('bankingPreferences')) return 3;
  if (field.startsWith('documents')) return 4;
  return 5;
}

/** Client-side pre-check of a file before asking for an upload URL (the server checks content too). */
export function checkUploadFile(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_LIMITS.CONTENT_TYPES as readonly string[]).includes(file.type)) return M.UPLOAD_TYPE;
  if (file.size === 0) return M.UPLOAD_EMPTY;
  if (file.size > UPLOAD_LIMITS.MAX_BYTES) return M.UPLOAD_TOO_LARGE;
  return null;
}
