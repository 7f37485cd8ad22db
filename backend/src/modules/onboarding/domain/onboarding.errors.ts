import { DomainError } from '../../../shared/errors/domain-error.js';

// Messages live in contracts (AccountOpeningMessages); the domain takes them as arguments so it
// imports no contracts (STYLE rule 2). Codes are listed in contracts/errors.ts.

export class DuplicatePendingApplication extends DomainError { readonly code = 'ONBOARDING.DUPLICATE_PENDING'; }
export class DocumentNotOurs extends DomainError { readonly code = 'ONBOARDING.DOCUMENT_NOT_OURS'; }
export class OnboardingThrottled extends DomainError { readonly code = 'ONBOARDING.THROTTLED'; }
export class ApplicationStatusNotFound extends DomainError { readonly code = 'ONBOARDING.STATUS_NOT_FOUND'; }
export class ActivationLinkInvalid extends DomainError { readonly code = 'ONBOARDING.ACTIVATION_LINK_INVALID'; }
export class ApplicationNotFound extends DomainError { readonly code = 'ONBOARDING.APPLICATION_NOT_FOUND'; }
export class ApplicationAlreadyDecided extends DomainError { readonly code = 'ONBOARDING.ALREADY_DECIDED'; }
export class VerificationLinkInvalid extends DomainError { readonly code = 'ONBOARDING.VERIFICATION_LINK_INVALID'; }
export class DocumentNotFound extends DomainError { readonly code = 'ONBOARDING.DOCUMENT_NOT_FOUND'; }
export class EmailBelongsToCustomer extends DomainError { readonly code = 'ONBOARDING.EMAIL_TAKEN'; }
export class UploadUrlInvalid extends DomainError { readonly code = 'UPLOAD.URL_INVALID'; }
export class UploadUrlExpired extends DomainError { readonly code = 'UPLOAD.URL_EXPIRED'; }
export class UploadUrlUsed extends DomainError { readonly code = 'UPLOAD.URL_USED'; }
export class UploadRejected extends DomainError { readonly code = 'UPLOAD.REJECTED'; }
