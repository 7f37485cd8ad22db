/** The ports of the onboarding context, bound in onboarding.module.ts. */
export const DOCUMENT_STORAGE = Symbol('DocumentStorage');
export const ACCOUNT_APPLICATION_REPOSITORY = Symbol('AccountApplicationRepository');
export const DOCUMENT_UPLOAD_REPOSITORY = Symbol('DocumentUploadRepository');
export const APPLICATION_QUERIES = Symbol('ApplicationQueries');
