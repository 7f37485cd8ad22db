export const DOCUMENT_STORAGE = Symbol('DocumentStorage');
